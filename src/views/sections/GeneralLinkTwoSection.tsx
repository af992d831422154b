import { isHttpUrl } from '../../shared/wedding';
import { GENERAL_LINK_LABEL } from './GeneralLinkSection';
import { ExternalButton, Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

/** General Link #2 (custom nine): same as the first. */
export function GeneralLinkTwoSection({ site }: SectionProps) {
  const { customNineHeading, customNineComment, customNineLink, dividerStyle } = site.content;
  return (
    <SectionShell section="customNine">
      <SectionHeading text={customNineHeading} divider={dividerStyle} />
      <Paragraph text={customNineComment} />
      {customNineLink && isHttpUrl(customNineLink) && (
        <p className="w-actions">
          <ExternalButton href={customNineLink}>{GENERAL_LINK_LABEL}</ExternalButton>
        </p>
      )}
    </SectionShell>
  );
}
