import { isHttpUrl } from '../../../../shared/wedding';
import { ExternalButton, Paragraph, SectionHeading, SectionShell } from './parts';
import type { SectionProps } from './types';
import { siteI18n } from '../site/site-data';

/** A general link section: heading, text and an optional external link (both General Links). */
export function LinkSection({
  section,
  heading,
  comment,
  link,
  divider,
  label,
}: {
  section: 'customEight' | 'customNine';
  heading: string;
  comment: string;
  link: string;
  divider: SectionProps['site']['content']['dividerStyle'];
  /** The link's button, in the page's language. */
  label: string;
}) {
  return (
    <SectionShell section={section}>
      <SectionHeading text={heading} divider={divider} />
      <Paragraph text={comment} />
      {link && isHttpUrl(link) && (
        <p className="w-actions">
          <ExternalButton href={link}>{label}</ExternalButton>
        </p>
      )}
    </SectionShell>
  );
}

/** General Link (custom eight). */
export function GeneralLinkSection({ site }: SectionProps) {
  const { customEightHeading, customEightComment, customEightLink, dividerStyle } = site.content;
  return (
    <LinkSection
      section="customEight"
      heading={customEightHeading}
      comment={customEightComment}
      link={customEightLink}
      divider={dividerStyle}
      label={siteI18n(site).t('site.openLink')}
    />
  );
}
