import type { QuestionsSendResult, QuestionsSendStatus } from '../../../domain/special-requests/send-questions';
import { AnnounceStyles } from '../announce/announce-styles';
import { SendStateBadge } from '../announce/SendStateBadge';
import { SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

const REASONS: Record<string, string> = { 'no-email': 'no email address', unsubscribed: 'unsubscribed', 'not-found': 'not on your list' };

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
  const sent = statuses.filter((s) => s.state === 'sent').length;
  const sending = statuses.filter((s) => s.state === 'queued').length;
  return (
    <div className="special announce">
      <AnnounceStyles />
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
      <section className="card app-card">
        <p>
          <strong>{sent}</strong> sent, <strong>{sending}</strong> sending, {plural(statuses.filter((s) => s.responded).length, 'guest')} answered,{' '}
          {statuses.length} in all. <a href={`${SPECIAL_BASE}/email`}>Back to sending</a>
        </p>
        <div className="announce__guests">
          <table className="table" data-testid="special-sent-table">
            <thead>
              <tr>
                <th scope="col">Guest</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Answered</th>
              </tr>
            </thead>
            <tbody>
              {statuses.map((status) => (
                <tr key={status.guestId} data-guest={status.guestId}>
                  <td>{status.name}</td>
                  <td>{status.email ?? '—'}</td>
                  <td>
                    <SendStateBadge status={status} formatTime={formatTime} />
                  </td>
                  <td>{status.responded ? 'Yes' : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
