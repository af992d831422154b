import { isHttpUrl } from '../../shared/wedding';
import { ExternalButton, Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

export const GENERAL_LINK_LABEL = 'Open link';

/** General Link (custom eight): heading, text and an optional external link. */
export function GeneralLinkSection({ site }: SectionProps) {
  const { customEightHeading, customEightComment, customEightLink, dividerStyle } = site.content;
  return (
    <SectionShell section="customEight">
      <SectionHeading text={customEightHeading} divider={dividerStyle} />
      <Paragraph text={customEightComment} />
      {customEightLink && isHttpUrl(customEightLink) && (
        <p className="w-actions">
          <ExternalButton href={customEightLink}>{GENERAL_LINK_LABEL}</ExternalButton>
        </p>
      )}
    </SectionShell>
  );
}
