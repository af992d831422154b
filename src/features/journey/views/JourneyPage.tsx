import type { Funnel, JourneyGuest } from '../domain/funnel';
import type { ReminderSchedule, RoundState } from '../domain/auto-reminders';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { AnnounceStyles } from '../../announce';
import { EmailSettingsForm } from '../../announce';
import SendDialogs from '../../../../islands/SendDialogs';
import { Island } from '../../../core/rendering/hydration/Island';

const STYLES = `
.journey__funnel { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.75rem; }
.journey__stage { border: 1px solid var(--line); border-radius: 0.8rem; padding: 0.75rem 1rem; display: grid; gap: 0.4rem; background: #fff; }
.journey__stage h3 { margin: 0; font-size: 1rem; }
.journey__bar { height: 0.45rem; border-radius: 999px; background: #f1ecef; overflow: hidden; }
.journey__bar span { display: block; height: 100%; background: var(--accent); }
.journey__stage ul { margin: 0.4rem 0 0; padding-left: 1.2rem; }
.journey__rounds { margin: 0.5rem 0 0; padding-left: 1.2rem; }
.journey__note { background: #fff6e5; border: 1px solid #f0d9a8; border-radius: 0.7rem; padding: 0.6rem 0.9rem; margin: 0; }
`;

const BLOCKED: Record<NonNullable<ReminderSchedule['blocked']>, string> = {
  off: 'Automatic reminders are off.',
  free: EMAIL_PRO_ONLY,
  'no-deadline': 'Set an RSVP deadline so reminders know when to go out.',
  closed: 'RSVP is closed: no reminders go out.',
  'deadline-passed': 'The RSVP deadline has passed: no more reminders go out.',
};

/** Why a nudge would not reach this guest, or an earlier bounce worth knowing. */
function guestNote(guest: JourneyGuest): string {
  if (!guest.email) return ' (no email)';
  if (guest.problem === 'complained') return ' (marked as spam)';
  if (guest.problem === 'bounced') return ' (email bounced)';
  if (!guest.canReceive) return ' (unsubscribed)';
  return '';
}

export function nudgeTitle(count: number): string {
  return `Nudge ${count} ${count === 1 ? 'guest' : 'guests'}`;
}

function roundText(status: RoundState, formatTime: (d: Date) => string): string {
  switch (status.state) {
    case 'scheduled':
      return 'Scheduled';
    case 'due':
      return 'Due: goes out within the hour';
    case 'waiting':
      return `Waiting: today's bulk email was used, so it goes out after ${formatTime(status.until)}`;
    case 'sent':
      return `Sent to ${status.recipients} ${status.recipients === 1 ? 'guest' : 'guests'} on ${formatTime(status.at)}`;
    case 'skipped':
      return 'Skipped';
    case 'not-scheduled':
      return 'Not scheduled';
  }
}

/** /app/journey: where each guest stands between the e-mail and their answer, nudges and automatic reminders. */
export function JourneyPage({
  funnel,
  pro,
  schedule,
  deadlineText,
  bulkAvailableAt,
  requestIds,
  formatTime,
  error,
}: {
  funnel: Funnel;
  pro: boolean;
  schedule: ReminderSchedule;
  deadlineText: string | null;
  bulkAvailableAt: Date | null;
  requestIds: Record<string, string>;
  formatTime: (d: Date) => string;
  error?: string | null;
}) {
  const { settings } = schedule;
  return (
    <div className="announce journey">
      <AnnounceStyles />
      <style>{STYLES}</style>
      <section className="card app-card" data-testid="journey">
        <p>
          Where each of your {funnel.total} guests stands, from your email to their answer. Each step counts the guests it happened to; a guest is listed at the
          furthest step they reached. A nudge sends the <a href="/app/announce/reminder">reminder card</a> to the guests at that step who have an email address,
          have not unsubscribed and have not answered.
        </p>
        {!pro && <p className="journey__note">{EMAIL_PRO_ONLY}</p>}
        {bulkAvailableAt && (
          <p className="journey__note" data-testid="bulk-used">
            Today's bulk email was used: nudges and automatic reminders can go out after {formatTime(bulkAvailableAt)}.
          </p>
        )}
        <ol className="journey__funnel" data-testid="journey-funnel">
          {funnel.stages.map((stage) => (
            <li className="journey__stage" key={stage.stage} data-stage={stage.stage}>
              <h3>
                {stage.label}: <span data-testid={`reached-${stage.stage}`}>{stage.reached}</span>
              </h3>
              <div className="journey__bar" aria-hidden="true">
                <span style={{ width: `${funnel.total ? Math.round((stage.reached / funnel.total) * 100) : 0}%` }} />
              </div>
              <p className="field__hint">
                <span data-testid={`here-${stage.stage}`}>{stage.guests.length}</span> {stage.guests.length === 1 ? 'guest is' : 'guests are'} at this step
                {stage.stage === 'answered' ? '.' : ` (${stage.nudgeable} can be nudged).`}
              </p>
              {stage.stage !== 'answered' && (
                <form
                  method="post"
                  action="/app/journey/nudge"
                  className="announce__row"
                  data-send-type="bulk"
                  data-send-count={stage.nudgeable}
                  data-send-title={nudgeTitle(stage.nudgeable)}
                  data-send-who={`the guests at “${stage.label}” who can receive it and have not answered`}
                >
                  <input type="hidden" name="stage" value={stage.stage} />
                  <input type="hidden" name="requestId" value={requestIds[stage.stage]} />
                  <button type="submit" className="btn" disabled={!pro || stage.nudgeable === 0} data-testid={`nudge-${stage.stage}`}>
                    {nudgeTitle(stage.nudgeable)}
                  </button>
                </form>
              )}
              {stage.guests.length > 0 && (
                <details>
                  <summary>Guests at this step</summary>
                  <ul>
                    {stage.guests.map((guest) => (
                      <li key={guest.guestId} data-guest={guest.guestId}>
                        {`${guest.name}${guestNote(guest)}`}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ol>
      </section>
      <section className="card app-card" data-testid="auto-reminders">
        <h2>Automatic reminders</h2>
        <p>
          {deadlineText ? `${deadlineText}. ` : ''}Before the deadline, the reminder card goes out by itself at 9:00 on the chosen days to guests who have not
          answered. A guest who answers gets no more reminders, and each reminder counts as your bulk email of the day.{' '}
          <a href="/app/wedding/edit/rsvp">RSVP settings</a>
        </p>
        {error && (
          <p className="journey__note" role="alert">
            {error}
          </p>
        )}
        <form method="post" action="/app/journey/reminders" className="announce__row">
          <label className="announce__row">
            <input type="checkbox" name="enabled" defaultChecked={settings.enabled} disabled={!pro} />
            Send reminders automatically
          </label>
          <label className="announce__row">
            Days before the deadline
            <input type="text" name="days" defaultValue={settings.days.join(', ')} size={8} inputMode="numeric" disabled={!pro} />
          </label>
          <button type="submit" className="btn" disabled={!pro}>
            Save
          </button>
        </form>
        {schedule.blocked && <p data-testid="reminders-blocked">{BLOCKED[schedule.blocked]}</p>}
        {schedule.rounds.length > 0 && (
          <ul className="journey__rounds" data-testid="reminder-rounds">
            {schedule.rounds.map((round) => (
              <li key={round.days} data-days={round.days} data-state={round.status.state}>
                {`${round.days} ${round.days === 1 ? 'day' : 'days'} before (${formatTime(round.dueAt)}): ${roundText(round.status, formatTime)}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <EmailSettingsForm trackOpens={funnel.trackOpens} redirect="/app/journey" />
      {pro && <Island island={SendDialogs} props={{ product: 'reminder' }} />}
    </div>
  );
}
