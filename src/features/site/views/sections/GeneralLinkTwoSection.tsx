import { LinkSection } from './GeneralLinkSection';
import type { SectionProps } from './types';
import { siteI18n } from '../site/site-data';

/** General Link #2 (custom nine): same as the first. */
export function GeneralLinkTwoSection({ site }: SectionProps) {
  const { customNineHeading, customNineComment, customNineLink, dividerStyle } = site.content;
  return (
    <LinkSection
      section="customNine"
      heading={customNineHeading}
      comment={customNineComment}
      link={customNineLink}
      divider={dividerStyle}
      label={siteI18n(site).t('site.openLink')}
    />
  );
}
