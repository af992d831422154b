import type { QuestionsSendStatus } from '../../../domain/special-requests/send-questions';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { AnnounceStyles } from '../announce/announce-styles';
import { SendStateBadge } from '../announce/SendStateBadge';
import SendDialogs from '../../../../islands/SendDialogs';
import { Island } from '../../../hydration/Island';
import { FormError } from '../../components/Form';
import { ProNotice, SPECIAL_BASE, SpecialRequestNav } from './SpecialRequestNav';

export interface SpecialEmailView {
  pro: boolean;
  statuses: QuestionsSendStatus[];
  questionCount: number;
  questionsUrl: string | null;
  /** Why nothing can be sent now (no questions, no address, offline), or null. */
  blocked: string | null;
  bulkAvailableAt: string | null;
  requestIds: { single: string; bulk: string };
  error: string | null;
  formatTime: (iso: string) => string;
}

const EMAIL = `${SPECIAL_BASE}/email`;

/** /app/special-request/email: the questions link by e-mail, chosen guests or all with an address (Pro). */
export function SpecialEmailPage({ view }: { view: SpecialEmailView }) {
  const disabled = !view.pro || Boolean(view.blocked);
  const reachable = view.statuses.filter((s) => s.canReceive);
  const waiting = reachable.filter((s) => !s.inCurrentCampaign);
  return (
    <div className="special announce">
      <AnnounceStyles />
      <SpecialRequestNav current={EMAIL} />
      {!view.pro && <ProNotice text={EMAIL_PRO_ONLY} />}
      <section className="card app-card announce__send">
        <h2>Email the questions</h2>
        <p>
          Each guest gets an email in your invitation design with a button to their own questions page
          {view.questionsUrl ? <> ({view.questionsUrl}?token=…)</> : null}, where their answers are kept for them to change later.
        </p>
        <FormError message={view.error ?? view.blocked} />
        <form method="post" action={EMAIL} data-testid="special-send-single" data-send-type="single">
          <input type="hidden" name="requestId" value={view.requestIds.single} />
          <h3>Choose guests</h3>
          {view.statuses.length === 0 ? (
            <p>
              No guests yet. <a href="/app/guest-list">Add guests</a> with their email addresses first.
            </p>
          ) : (
            <div className="announce__guests">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col" aria-label="Send" />
                    <th scope="col">Guest</th>
                    <th scope="col">Email</th>
                    <th scope="col">Email status</th>
                    <th scope="col">Answered</th>
                  </tr>
                </thead>
                <tbody>
                  {view.statuses.map((status) => (
                    <tr key={status.guestId} data-guest={status.guestId}>
                      <td>
                        <input
                          type="checkbox"
                          name="guestIds"
                          value={status.guestId}
                          aria-label={`Send to ${status.name}`}
                          disabled={disabled || !status.canReceive}
                        />
                      </td>
                      <td>{status.name}</td>
                      <td>{status.email ?? '—'}</td>
                      <td>
                        <SendStateBadge status={status} formatTime={view.formatTime} />
                      </td>
                      <td>{status.responded ? 'Yes' : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="announce__row" style={{ marginTop: '0.75rem' }}>
            <button className="btn btn--primary" type="submit" disabled={disabled || reachable.length === 0}>
              Send to selected guests
            </button>
            <label className="field--check announce__row">
              <input type="checkbox" name="newCampaign" value="true" disabled={disabled} />
              <span>Send again to guests who already have it</span>
            </label>
          </div>
          <p className="field__hint">
            Only guests with an email address who have not unsubscribed can be chosen. Each guest gets it once unless you send again.
          </p>
        </form>
        <details className="announce__bulk" data-testid="special-send-bulk">
          <summary>Send to all guests with an email ({waiting.length} not sent yet)</summary>
          <form method="post" action={EMAIL} data-send-type="bulk" data-send-count={waiting.length}>
            <input type="hidden" name="guestIds" value="bulk" />
            <input type="hidden" name="requestId" value={view.requestIds.bulk} />
            <p>
              Sends to every guest with an email address who has not unsubscribed and does not have it yet. You can send one bulk email per day (save-the-dates,
              invitations and reminders included).
            </p>
            {view.bulkAvailableAt && <p className="form-error">Daily limit reached. You can try again after {view.formatTime(view.bulkAvailableAt)}.</p>}
            <button className="btn btn--primary" type="submit" disabled={disabled || Boolean(view.bulkAvailableAt) || waiting.length === 0}>
              Yes, send to {waiting.length} {waiting.length === 1 ? 'guest' : 'guests'}
            </button>
          </form>
        </details>
        <p>
          <a href={`${EMAIL}/sent`}>See who has it</a>
        </p>
        {view.pro && <Island island={SendDialogs} props={{ product: 'questions' }} />}
      </section>
    </div>
  );
}
