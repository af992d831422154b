import type { QuestionsSendResult, QuestionsSendStatus } from '../../domain/send-questions';
import { SentPage } from '../../../announce/web';
import type { GuestColumn } from '../../../announce/web';
import { SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';
import { appText, useAppText } from '../../../../shared/i18n/app';

const REASONS = ['no-email', 'unsubscribed', 'not-found'] as const;

/** The questions' own column: whether the guest has answered them. */
export const ANSWERED: GuestColumn<QuestionsSendStatus> = {
  heading: appText('special-requests.sent.answered'),
  cell: (status) => (status.responded ? appText('special-requests.yes') : '—'),
};

/** /app/special-request/email/sent: what the last send did, then every guest's state. */
export function SpecialSentPage({
  result,
  statuses,
  formatTime,
}: {
  result: QuestionsSendResult | null;
  statuses: QuestionsSendStatus[];
  formatTime: (iso: string) => string;
}) {
  const t = useAppText();
  const reason = (name: string) => (REASONS.includes(name as never) ? t(`special-requests.sent.reason.${name as (typeof REASONS)[number]}`) : name);
  return (
    <SentPage
      className="special announce"
      statuses={statuses}
      formatTime={formatTime}
      inAll={t('special-requests.sent.inAll', { answered: statuses.filter((s) => s.responded).length, total: statuses.length })}
      back={{ href: `${SPECIAL_BASE}/email`, label: t('special-requests.sent.back') }}
      tableTestId="special-sent-table"
      columns={[ANSWERED]}
      before={
        <>
          <SpecialRequestNav current={`${SPECIAL_BASE}/email`} />
          {result && (
            <section className="card app-card" data-testid="special-sent-result">
              <h2>{t('special-requests.sent.heading')}</h2>
              <ul className="announce__counts">
                <li>
                  <strong data-testid="sent-queued">{result.queued.length}</strong> {t('special-requests.sent.queued', { count: result.queued.length })}
                </li>
                <li>
                  <strong data-testid="sent-already">{result.alreadySent.length}</strong> {t('special-requests.sent.already')}
                </li>
                <li>
                  <strong data-testid="sent-skipped">{result.skipped.length}</strong> {t('special-requests.sent.skipped')}
                </li>
              </ul>
              <p>
                {result.scope === 'bulk' ? t('special-requests.sent.toAll') : t('special-requests.sent.toChosen')}
                {result.campaign > 1 ? t('special-requests.sent.round', { round: result.campaign }) : ''}, {formatTime(result.createdAt)}.
              </p>
              {result.skipped.length > 0 && (
                <ul className="field__hint">
                  {result.skipped.map((s) => (
                    <li key={s.guestId}>
                      {s.name || t('special-requests.sent.aGuest')}: {reason(s.reason)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      }
    />
  );
}
