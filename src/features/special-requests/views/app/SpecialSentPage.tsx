import type { QuestionsSendResult, QuestionsSendStatus } from '../../domain/send-questions';
import { SentPage } from '../../../announce';
import type { GuestColumn } from '../../../announce';
import { SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

const REASONS: Record<string, string> = { 'no-email': 'no email address', unsubscribed: 'unsubscribed', 'not-found': 'not on your list' };

/** The questions' own column: whether the guest has answered them. */
export const ANSWERED: GuestColumn<QuestionsSendStatus> = { heading: 'Answered', cell: (status) => (status.responded ? 'Yes' : '—') };

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

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
  return (
    <SentPage
      className="special announce"
      statuses={statuses}
      formatTime={formatTime}
      inAll={`${plural(statuses.filter((s) => s.responded).length, 'guest')} answered, ${statuses.length} in all`}
      back={{ href: `${SPECIAL_BASE}/email`, label: 'Back to sending' }}
      tableTestId="special-sent-table"
      columns={[ANSWERED]}
      before={
        <>
          <SpecialRequestNav current={`${SPECIAL_BASE}/email`} />
          {result && (
            <section className="card app-card" data-testid="special-sent-result">
              <h2>Email on its way</h2>
              <ul className="announce__counts">
                <li>
                  <strong data-testid="sent-queued">{result.queued.length}</strong> {result.queued.length === 1 ? 'email' : 'emails'} queued
                </li>
                <li>
                  <strong data-testid="sent-already">{result.alreadySent.length}</strong> already had it
                </li>
                <li>
                  <strong data-testid="sent-skipped">{result.skipped.length}</strong> skipped
                </li>
              </ul>
              <p>
                {result.scope === 'bulk' ? 'To all guests with an email' : 'To the guests you chose'}
                {result.campaign > 1 ? ` (round ${result.campaign})` : ''}, {formatTime(result.createdAt)}.
              </p>
              {result.skipped.length > 0 && (
                <ul className="field__hint">
                  {result.skipped.map((s) => (
                    <li key={s.guestId}>
                      {s.name || 'A guest'}: {REASONS[s.reason] ?? s.reason}
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
