import type { CardProductKey } from '../../../email';
import { EMAIL_PRO_ONLY } from '../../../../shared/email/texts';
import { AnnounceStyles } from './announce-styles';
import { EmailSettingsForm } from './EmailSettingsForm';
import { UpsellNotice } from './SendStateBadge';

export interface AnnounceCardSummary {
  product: CardProductKey;
  title: string;
  blurb: string;
  href: string;
  sentHref: string | null;
  designLabel: string;
  swatch: string;
  sent: number;
  sending: number;
  failed: number;
  notSent: number;
}

/** /app/announce: the three cards, what was sent, and the way in to each. */
export function AnnounceIndexPage({
  pro,
  cards,
  guestsWithEmail,
  guestsTotal,
  trackOpens,
}: {
  pro: boolean;
  cards: AnnounceCardSummary[];
  guestsWithEmail: number;
  guestsTotal: number;
  trackOpens: boolean;
}) {
  return (
    <div className="announce">
      <AnnounceStyles />
      {!pro && <UpsellNotice text={EMAIL_PRO_ONLY} />}
      <p>
        {guestsWithEmail} of {guestsTotal} guests have an email address. <a href="/app/guest-list">Guest list</a>
      </p>
      <div className="announce__cards">
        {cards.map((card) => (
          <section className="card" key={card.product} data-testid={`announce-${card.product}`}>
            <h2>{card.title}</h2>
            <p>{card.blurb}</p>
            <p className="announce__row">
              <span className="announce__swatch" style={{ background: card.swatch }} aria-hidden="true" />
              Design: {card.designLabel}
            </p>
            <ul className="announce__counts">
              <li>
                <strong>{card.sent}</strong> sent
              </li>
              <li>
                <strong>{card.sending}</strong> sending
              </li>
              <li>
                <strong>{card.notSent}</strong> not sent
              </li>
              {card.failed > 0 && (
                <li>
                  <strong>{card.failed}</strong> failed
                </li>
              )}
            </ul>
            <p className="announce__row">
              <a className="btn btn--primary" href={card.href}>
                Edit and send
              </a>
              {card.sentHref && <a href={card.sentHref}>Sent</a>}
            </p>
          </section>
        ))}
      </div>
      <EmailSettingsForm trackOpens={trackOpens} redirect="/app/announce" />
    </div>
  );
}
