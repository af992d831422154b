import type { CardProductKey } from '../../../email';
import { EMAIL_PRO_ONLY } from '../../../../shared/email/texts';
import { AnnounceStyles } from './announce-styles';
import { EmailSettingsForm } from './EmailSettingsForm';
import { UpsellNotice } from './SendStateBadge';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';

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
  const t = useAppText();
  const strong = (key: 'announce.index.sent' | 'announce.index.sending' | 'announce.index.notSent' | 'announce.index.failed', count: number) =>
    richText(t, key, { count: <strong>{count}</strong> });
  return (
    <div className="announce">
      <AnnounceStyles />
      {!pro && <UpsellNotice text={EMAIL_PRO_ONLY} />}
      <p>
        {t('announce.index.withEmail', { withEmail: guestsWithEmail, total: guestsTotal })} <a href="/app/guest-list">{t('announce.index.guestList')}</a>
      </p>
      <div className="announce__cards">
        {cards.map((card) => (
          <section className="card" key={card.product} data-testid={`announce-${card.product}`}>
            <h2>{card.title}</h2>
            <p>{card.blurb}</p>
            <p className="announce__row">
              <span className="announce__swatch" style={{ background: card.swatch }} aria-hidden="true" />
              {t('announce.index.design', { design: card.designLabel })}
            </p>
            <ul className="announce__counts">
              <li>{strong('announce.index.sent', card.sent)}</li>
              <li>{strong('announce.index.sending', card.sending)}</li>
              <li>{strong('announce.index.notSent', card.notSent)}</li>
              {card.failed > 0 && <li>{strong('announce.index.failed', card.failed)}</li>}
            </ul>
            <p className="announce__row">
              <a className="btn btn--primary" href={card.href}>
                {t('announce.index.edit')}
              </a>
              {card.sentHref && <a href={card.sentHref}>{t('announce.index.sentLink')}</a>}
            </p>
          </section>
        ))}
      </div>
      <EmailSettingsForm trackOpens={trackOpens} redirect="/app/announce" />
    </div>
  );
}
