// Sending the automatic reminders (issue 16 item 7; the rules are auto-reminders.ts): the worker's hourly task
// (jobs/tasks/send_due_reminders.ts) sends each wedding's due round through sendReminderRound.
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { bulkAvailableAt, type StoreSendDeps } from '../../email';
import type { DataStore } from '../../../core/db/store/store';
import { journeyRepository } from './repository';
import { UserError } from '../../../core/errors';
import { rsvpSettingsOf } from '../../rsvp';
import { readWedding } from '../../../shared/wedding/read-wedding';
import { sendReminderRound, type ReminderResult } from './remind';
import { reminderEmailKey, reminderSchedule, roundRequestKey, type ScheduleReads } from './auto-reminders';

/** The RSVP settings, and the bulk limit when asked. */
export async function scheduleReads(store: DataStore, weddingId: string): Promise<ScheduleReads> {
  return { rsvp: await rsvpSettingsOf(store, weddingId), bulkAvailableAt: (id, now) => bulkAvailableAt(store, id, now) };
}

export interface RunOutcome {
  weddingId: string;
  days: number;
  outcome: 'sent' | 'waiting';
  result?: ReminderResult;
  until?: string;
}

/** Sends every wedding's due round (the worker's hourly task, with its clock). */
export async function runDueReminders(deps: StoreSendDeps, now: Date): Promise<RunOutcome[]> {
  const store = deps.store;
  const repository = journeyRepository(store);
  const outcomes: RunOutcome[] = [];
  const failures: string[] = [];
  for (const weddingId of await repository.weddingsWithRemindersOn()) {
    const row = await weddingsRepository(store).byId(weddingId);
    if (!row) continue;
    const wedding = readWedding(row);
    const reads = await scheduleReads(store, wedding.id);
    const schedule = await reminderSchedule(repository, wedding, now, reads);
    if (schedule.blocked) continue;
    const round = schedule.rounds.find((r) => r.status.state === 'due' || r.status.state === 'waiting');
    if (!round) continue;
    if (round.status.state === 'waiting') {
      outcomes.push({ weddingId, days: round.days, outcome: 'waiting', until: round.status.until.toISOString() });
      continue;
    }
    const deadline = reads.rsvp.deadline!;
    try {
      const result = await sendReminderRound(deps, wedding.ownerId, {
        wedding,
        guestIds: (await repository.guests(wedding.id)).map((g) => g.id),
        requestKey: roundRequestKey(deadline, wedding.timeZone, round.days),
        emailKey: (guestId) => reminderEmailKey(wedding.id, deadline, wedding.timeZone, round.days, guestId),
        now,
        refuseEmpty: false,
      });
      outcomes.push({ weddingId, days: round.days, outcome: 'sent', result });
    } catch (error) {
      // Today's bulk e-mail was used between the check and the send: wait for the next run.
      if (error instanceof UserError && (error.code === 'email.bulk-limit' || error.code === 'email.guest-daily-limit')) {
        outcomes.push({ weddingId, days: round.days, outcome: 'waiting', until: String(error.extra.limitResetAt) });
      } else failures.push(`${weddingId}: ${(error as Error).message}`);
    }
  }
  // One wedding's failure does not hold up the others; the job fails afterwards so it is retried
  // (rounds already recorded are not sent again).
  if (failures.length) throw new Error(`Automatic reminders failed for ${failures.join('; ')}`);
  return outcomes;
}
