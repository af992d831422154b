import type { ReactNode } from 'react';
import type { GuestSendStatus } from '../../../email';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import { AnnounceStyles } from '../app/announce-styles';
import { type GuestColumn, GuestStatusTable } from './GuestStatusTable';

export interface SentPageProps<S extends GuestSendStatus> {
  /** The page's classes ('announce', 'special announce'). */
  className: string;
  statuses: S[];
  formatTime: (iso: string) => string;
  /** How many guests in all, as the area words it ("12 guests in all"). */
  inAll: string;
  back: { href: string; label: string };
  tableTestId: string;
  columns?: GuestColumn<S>[];
  /** Show what became of the sent e-mails (delivered, opened, bounced). */
  delivery?: { trackOpens: boolean };
  /** Above the guests (the area's navigation, the last send's answer). */
  before?: ReactNode;
  /** Below the guests (settings, the sends so far). */
  after?: ReactNode;
}

/** After sending one kind of e-mail (cards, questions): every guest's state, with the area's extras around it. */
export function SentPage<S extends GuestSendStatus>({
  className,
  statuses,
  formatTime,
  inAll,
  back,
  tableTestId,
  columns,
  delivery,
  before,
  after,
}: SentPageProps<S>) {
  const t = useAppText();
  const reported = (kind: string) => statuses.filter((s) => s.state === 'sent' && s.delivery === kind).length;
  // Kept by the local outbox: never left the server, so not counted as sent (issue 28 item 2).
  const kept = reported('kept');
  const sent = statuses.filter((s) => s.state === 'sent').length - kept;
  const sending = statuses.filter((s) => s.state === 'queued').length;
  const delivered = reported('delivered') + reported('opened');
  const problems = reported('bounced') + reported('complained');
  return (
    <div className={className}>
      <AnnounceStyles />
      {before}
      <section className="card app-card">
        <p>
          {richText(t, 'announce.sent.summary', {
            sent: <strong>{sent}</strong>,
            sending: <strong>{sending}</strong>,
            kept: kept > 0 ? <span data-testid="kept-summary">{richText(t, 'announce.sent.kept', { count: <strong>{kept}</strong> })}</span> : '',
            inAll,
            back: <a href={back.href}>{back.label}</a>,
          })}
        </p>
        {delivery && sent > 0 && (
          <p data-testid="delivery-summary">
            {richText(
              t,
              'announce.sent.delivery',
              {
                delivered: <strong>{delivered}</strong>,
                problems: <strong>{problems}</strong>,
                check: problems > 0 ? richText(t, 'announce.sent.check', { link: <a href="/app/guest-list">{t('announce.sent.checkLink')}</a> }) : '',
              },
              { trackOpens: delivery.trackOpens ? 'yes' : 'no', opened: reported('opened') },
            )}
          </p>
        )}
        <GuestStatusTable statuses={statuses} formatTime={formatTime} columns={columns} testId={tableTestId} />
      </section>
      {after}
    </div>
  );
}
