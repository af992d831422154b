import { EDITOR_MESSAGES, isGoogleMapsEmbedLink, MAP_FRAME_HEIGHT_PX } from '../../../../shared/wedding';
import { Paragraph, SectionHeading, SectionShell, sectionText } from './parts';
import type { SectionProps } from './types';
import { siteI18n } from '../site/site-data';

/**
 * Map (custom five): Google's embed in a 500 px frame; any other address is never framed. Without a
 * valid embed link guests do not see the section; the builder's preview says why.
 */
export function MapSection({ site }: SectionProps) {
  const { customFiveHeading, customFiveComment, googleMapsEmbedLink, dividerStyle } = site.content;
  const valid = googleMapsEmbedLink !== '' && isGoogleMapsEmbedLink(googleMapsEmbedLink);
  if (!valid && !site.editing) return null;
  const text = sectionText(site, 'customFiveComment');
  return (
    <SectionShell section="customFive">
      <SectionHeading text={customFiveHeading} divider={dividerStyle} />
      <Paragraph text={customFiveComment} hint={text.hint} />
      {valid ? (
        <iframe
          className="w-map"
          src={googleMapsEmbedLink}
          title={customFiveHeading.trim() || siteI18n(site).t('site.section.map')}
          width="100%"
          height={MAP_FRAME_HEIGHT_PX}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <p className="w-map w-map--invalid" role="note">
          {EDITOR_MESSAGES.invalidMapsLink}
        </p>
      )}
    </SectionShell>
  );
}
