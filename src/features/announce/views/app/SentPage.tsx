import type { GuestSendStatus, SendHistoryEntry } from '../../../email';
import { SentPage as CampaignSentPage } from '../campaign/SentPage';
import { EmailSettingsForm } from './EmailSettingsForm';

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
  return (
    <CampaignSentPage
      className="announce"
      statuses={statuses}
      formatTime={formatTime}
      inAll={`${statuses.length} guests in all`}
      back={{ href: backHref, label: 'Back to the editor' }}
      tableTestId="sent-table"
      delivery={{ trackOpens }}
      after={
        <>
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
        </>
      }
    />
  );
}
