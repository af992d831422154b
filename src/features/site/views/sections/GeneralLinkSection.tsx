import { isHttpUrl } from '../../../../shared/wedding';
import { ExternalButton, Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';

export const GENERAL_LINK_LABEL = 'Open link';

/** A general link section: heading, text and an optional external link (both General Links). */
export function LinkSection({
  section,
  heading,
  comment,
  link,
  divider,
}: {
  section: 'customEight' | 'customNine';
  heading: string;
  comment: string;
  link: string;
  divider: SectionProps['site']['content']['dividerStyle'];
}) {
  return (
    <SectionShell section={section}>
      <SectionHeading text={heading} divider={divider} />
      <Paragraph text={comment} />
      {link && isHttpUrl(link) && (
        <p className="w-actions">
          <ExternalButton href={link}>{GENERAL_LINK_LABEL}</ExternalButton>
        </p>
      )}
    </SectionShell>
  );
}

/** General Link (custom eight). */
export function GeneralLinkSection({ site }: SectionProps) {
  const { customEightHeading, customEightComment, customEightLink, dividerStyle } = site.content;
  return <LinkSection section="customEight" heading={customEightHeading} comment={customEightComment} link={customEightLink} divider={dividerStyle} />;
}
