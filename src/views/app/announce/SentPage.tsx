import type { GuestSendStatus, SendHistoryEntry } from '../../../domain/email/send-status';
import { AnnounceStyles } from './announce-styles';
import { EmailSettingsForm } from './EmailSettingsForm';
import { SendStateBadge } from './SendStateBadge';

const SCOPE_LABELS: Record<string, string> = { owner: 'Test to you', single: 'Chosen guests', bulk: 'All guests' };

/** /app/announce/{savethedate|invitations}/sent: every guest's state and the sends so far. */
export function SentPage({
  statuses,
  history,
  backHref,
  formatTime,
  trackOpens,
  selfHref,
}: {
  statuses: GuestSendStatus[];
  history: SendHistoryEntry[];
  backHref: string;
  formatTime: (iso: string) => string;
  trackOpens: boolean;
  selfHref: string;
}) {
  const sent = statuses.filter((s) => s.state === 'sent').length;
  const sending = statuses.filter((s) => s.state === 'queued').length;
  const reported = (delivery: string) => statuses.filter((s) => s.state === 'sent' && s.delivery === delivery).length;
  const delivered = reported('delivered') + reported('opened');
  const problems = reported('bounced') + reported('complained');
  return (
    <div className="announce">
      <AnnounceStyles />
      <section className="card app-card">
        <p>
          <strong>{sent}</strong> sent, <strong>{sending}</strong> sending, {statuses.length} guests in all. <a href={backHref}>Back to the editor</a>
        </p>
        {sent > 0 && (
          <p data-testid="delivery-summary">
            <strong>{delivered}</strong> delivered{trackOpens ? ` (${reported('opened')} opened)` : ''}, <strong>{problems}</strong> bounced or marked as spam
            {problems > 0 && (
              <>
                {' '}
                — <a href="/app/guest-list">check those addresses in the guest list</a>
              </>
            )}
            .
          </p>
        )}
        <div className="announce__guests">
          <table className="table" data-testid="sent-table">
            <thead>
              <tr>
                <th scope="col">Guest</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <EmailSettingsForm trackOpens={trackOpens} redirect={selfHref} />
      <section className="card app-card">
        <h2>Sends</h2>
        {history.length === 0 ? (
          <p>Nothing sent yet.</p>
        ) : (
          <table className="table" data-testid="send-history">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">To</th>
                <th scope="col">Emails</th>
                <th scope="col">Already had it</th>
                <th scope="col">Skipped</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.batchId}>
                  <td>{formatTime(entry.createdAt)}</td>
                  <td>
                    {SCOPE_LABELS[entry.scope] ?? entry.scope}
                    {entry.campaign > 1 ? ` (round ${entry.campaign})` : ''}
                  </td>
                  <td>{entry.recipientCount}</td>
                  <td>{entry.alreadySent}</td>
                  <td>{entry.skipped}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
