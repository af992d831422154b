import type { Funnel, JourneyGuest } from '../domain/funnel';
import type { ReminderSchedule, RoundState } from '../domain/auto-reminders';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { AnnounceStyles } from '../../announce/web';
import { EmailSettingsForm } from '../../announce/web';
import SendDialogs from '../../../../islands/SendDialogs';
import { Island } from '../../../core/rendering/hydration/Island';
import { richText } from '../../../shared/i18n';
import { type AppTranslate, appText, useAppText } from '../../../shared/i18n/app';

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

function blockedText(t: AppTranslate, blocked: NonNullable<ReminderSchedule['blocked']>): string {
  return blocked === 'free' ? EMAIL_PRO_ONLY : t(`journey.reminders.blocked.${blocked}`);
}

/** Why a nudge would not reach this guest, or an earlier bounce worth knowing. */
function guestLine(t: AppTranslate, guest: JourneyGuest): string {
  const name = guest.name;
  if (!guest.email) return t('journey.guest.noEmail', { name });
  if (guest.problem === 'complained') return t('journey.guest.complained', { name });
  if (guest.problem === 'bounced') return t('journey.guest.bounced', { name });
  if (!guest.canReceive) return t('journey.guest.unsubscribed', { name });
  return name;
}

export function nudgeTitle(count: number): string {
  return appText('journey.nudge', { count });
}

function roundText(t: AppTranslate, status: RoundState, formatTime: (d: Date) => string): string {
  switch (status.state) {
    case 'waiting':
      return t('journey.round.waiting', { when: formatTime(status.until) });
    case 'sent':
      return t('journey.round.sent', { count: status.recipients, when: formatTime(status.at) });
    default:
      return t(`journey.round.${status.state}`);
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
  const t = useAppText();
  const { settings } = schedule;
  return (
    <div className="announce journey">
      <AnnounceStyles />
      <style>{STYLES}</style>
      <section className="card app-card" data-testid="journey">
        <p>{richText(t, 'journey.intro', { reminderCard: <a href="/app/announce/reminder">{t('journey.reminderCard')}</a> }, { total: funnel.total })}</p>
        {!pro && <p className="journey__note">{EMAIL_PRO_ONLY}</p>}
        {bulkAvailableAt && (
          <p className="journey__note" data-testid="bulk-used">
            {t('journey.bulkUsed', { when: formatTime(bulkAvailableAt) })}
          </p>
        )}
        <ol className="journey__funnel" data-testid="journey-funnel">
          {funnel.stages.map((stage) => (
            <li className="journey__stage" key={stage.stage} data-stage={stage.stage}>
              <h3>
                {richText(t, 'journey.stageHeading', { reached: <span data-testid={`reached-${stage.stage}`}>{stage.reached}</span> }, { label: stage.label })}
              </h3>
              <div className="journey__bar" aria-hidden="true">
                <span style={{ width: `${funnel.total ? Math.round((stage.reached / funnel.total) * 100) : 0}%` }} />
              </div>
              <p className="field__hint">
                {richText(
                  t,
                  'journey.here',
                  { here: <span data-testid={`here-${stage.stage}`}>{stage.guests.length}</span> },
                  { count: stage.guests.length, answered: stage.stage === 'answered' ? 'yes' : 'no', nudgeable: stage.nudgeable },
                )}
              </p>
              {stage.stage !== 'answered' && (
                <form
                  method="post"
                  action="/app/journey/nudge"
                  className="announce__row"
                  data-send-type="bulk"
                  data-send-count={stage.nudgeable}
                  data-send-title={nudgeTitle(stage.nudgeable)}
                  data-send-who={t('journey.nudgeWho', { stage: stage.label })}
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
                  <summary>{t('journey.guestsHere')}</summary>
                  <ul>
                    {stage.guests.map((guest) => (
                      <li key={guest.guestId} data-guest={guest.guestId}>
                        {guestLine(t, guest)}
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
        <h2>{t('journey.reminders.title')}</h2>
        <p>
          {richText(
            t,
            'journey.reminders.explain',
            { settings: <a href="/app/wedding/edit/rsvp">{t('journey.reminders.settingsLink')}</a> },
            { deadline: deadlineText ? t('journey.reminders.deadline', { deadline: deadlineText }) : '' },
          )}
        </p>
        {error && (
          <p className="journey__note" role="alert">
            {error}
          </p>
        )}
        <form method="post" action="/app/journey/reminders" className="announce__row">
          <label className="announce__row">
            <input type="checkbox" name="enabled" defaultChecked={settings.enabled} disabled={!pro} />
            {t('journey.reminders.enabled')}
          </label>
          <label className="announce__row">
            {t('journey.reminders.days')}
            <input type="text" name="days" defaultValue={settings.days.join(', ')} size={8} inputMode="numeric" disabled={!pro} />
          </label>
          <button type="submit" className="btn" disabled={!pro}>
            {t('journey.reminders.save')}
          </button>
        </form>
        {schedule.blocked && <p data-testid="reminders-blocked">{blockedText(t, schedule.blocked)}</p>}
        {schedule.rounds.length > 0 && (
          <ul className="journey__rounds" data-testid="reminder-rounds">
            {schedule.rounds.map((round) => (
              <li key={round.days} data-days={round.days} data-state={round.status.state}>
                {t('journey.round', { days: round.days, when: formatTime(round.dueAt), state: roundText(t, round.status, formatTime) })}
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
