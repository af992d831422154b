import { isHttpUrl } from '../../../../shared/wedding';
import { ExternalButton, Paragraph, SectionHeading, SectionShell, sectionText } from './parts';
import type { SectionProps } from './types';
import { siteI18n } from '../site/site-data';

/** Travel & Stay (custom one): 'Open in Google Maps' only when googleMapsLink is set. */
export function TravelStaySection({ site }: SectionProps) {
  const { customOneHeading, customOneComment, googleMapsLink, dividerStyle } = site.content;
  const mapsLink = googleMapsLink !== '' && isHttpUrl(googleMapsLink);
  const text = sectionText(site, 'customOneComment');
  // A maps link alone is something to show guests.
  if (!text.shows && !mapsLink) return null;
  return (
    <SectionShell section="customOne">
      <SectionHeading text={customOneHeading} divider={dividerStyle} />
      <Paragraph text={customOneComment} hint={text.hint} />
      {mapsLink && (
        <p className="w-actions">
          <ExternalButton href={googleMapsLink}>{siteI18n(site).t('site.openInGoogleMaps')}</ExternalButton>
        </p>
      )}
    </SectionShell>
  );
}
