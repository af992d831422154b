import { langQuery, rsvpHref, siteI18n } from '../site/site-data';
import { Paragraph, SectionShell } from './parts';
import type { SectionProps } from './types';
import { Corners, Ornament } from '../site/ornaments/symbols';

/** RSVP mini-card: links to /{weddingUrl}/rsvp; blank heading and label fall back to the defaults ('RSVP', 'RSVP Now' in English). */
export function RsvpMiniSection({ site }: SectionProps) {
  const { rsvpMiniHeading, rsvpMiniComment, rsvpMiniButtonLabel } = site.content;
  const { t } = siteI18n(site);
  return (
    <SectionShell section="rsvpMini">
      <div className="w-card w-rsvp-card">
        <Corners />
        <Ornament kind="divider" className="w-rsvp-card__orn" />
        <h2 className="w-heading__text">{rsvpMiniHeading.trim() || t('site.section.rsvp')}</h2>
        <Paragraph text={rsvpMiniComment} />
        <p className="w-actions">
          <a className="w-button" href={rsvpHref(site.weddingUrl, langQuery(site))}>
            {rsvpMiniButtonLabel.trim() || t('site.rsvpNow')}
          </a>
        </p>
      </div>
    </SectionShell>
  );
}
