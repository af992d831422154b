import { rsvpHref } from '../site/site-data';
import { Paragraph, SectionShell } from './parts';
import type { SectionProps } from './types';
import { Corners, Ornament } from '../site/ornaments/symbols';

export const RSVP_MINI_DEFAULTS = { heading: 'RSVP', buttonLabel: 'RSVP Now' } as const;

/** RSVP mini-card: links to /{weddingUrl}/rsvp; blank heading and label fall back to the defaults. */
export function RsvpMiniSection({ site }: SectionProps) {
  const { rsvpMiniHeading, rsvpMiniComment, rsvpMiniButtonLabel } = site.content;
  return (
    <SectionShell section="rsvpMini">
      <div className="w-card w-rsvp-card">
        <Corners />
        <Ornament kind="divider" className="w-rsvp-card__orn" />
        <h2 className="w-heading__text">{rsvpMiniHeading.trim() || RSVP_MINI_DEFAULTS.heading}</h2>
        <Paragraph text={rsvpMiniComment} />
        <p className="w-actions">
          <a className="w-button" href={rsvpHref(site.weddingUrl)}>
            {rsvpMiniButtonLabel.trim() || RSVP_MINI_DEFAULTS.buttonLabel}
          </a>
        </p>
      </div>
    </SectionShell>
  );
}
