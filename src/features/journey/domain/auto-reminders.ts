// Automatic reminders before the RSVP deadline (issue 16 item 7). A wedding turns them on (off by
// default, Pro only like every guest e-mail) and picks the days before the deadline (default 14
// and 3). The worker's hourly task (jobs/tasks/send_due_reminders.ts) calls runDueReminders with
// its clock; each round goes through sendReminderRound, so it is a bulk send (one a day), each
// guest's e-mail has the key auto-reminder:{wedding}:{deadline day}:d{days}:{guest} and a guest
// who answered, unsubscribed or has no address is left out inside the transaction.
//
// When a round is due: at 9:00 in the wedding's time zone, that many days before the deadline
// day, until the deadline passes. Only the latest due round is sent: one turned on late, or held
// up by the daily limit until the next round is due, is skipped for the next. A round held up by
// the daily limit waits for the next run after the limit resets (the page says so).
//
// Here: the settings and the schedule (pure, on the journey's repository); run-reminders.ts sends the rounds.
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import type { JourneyRepository } from './repository';
import { appText } from '../../../shared/i18n/app';
import { localDateAndTime } from '../../../shared/wedding/local-time';
import { safeZone } from '../../../shared/wedding/safe-zone';
import type { Wedding } from '../../../shared/wedding/read-wedding';

export const DEFAULT_REMINDER_DAYS = [14, 3];
export const MAX_REMINDER_ROUNDS = 3;
const SEND_HOUR = 9;

export interface AutoReminderSettings {
  enabled: boolean;
  /** Days before the deadline, largest first. */
  days: number[];
}

function parseDays(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  }
  return value;
}

const WHOLE_DAYS = appText('journey.reminders.wholeDays');
const DAY_RANGE = appText('journey.reminders.dayRange');

/** The settings form (enabled: a checkbox; days: "14, 3") and JSON ({ enabled, days: [14, 3] }). */
export const autoReminderSettingsSchema = z.object({
  enabled: z
    .union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: appText('journey.reminders.enabledBoolean') })
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true'),
  days: z.preprocess(
    parseDays,
    z
      .array(z.number({ error: WHOLE_DAYS }).int(WHOLE_DAYS).min(1, DAY_RANGE).max(60, DAY_RANGE), { error: WHOLE_DAYS })
      .min(1, appText('journey.reminders.atLeastOne'))
      .max(MAX_REMINDER_ROUNDS, appText('journey.reminders.atMost', { max: MAX_REMINDER_ROUNDS }))
      .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
  ),
});

export async function readAutoReminderSettings(repository: JourneyRepository, weddingId: string): Promise<AutoReminderSettings> {
  const row = await repository.reminderSettings(weddingId);
  if (!row) return { enabled: false, days: [...DEFAULT_REMINDER_DAYS] };
  return { enabled: row.enabled, days: [...row.days].sort((a, b) => b - a) };
}

export async function saveAutoReminderSettings(
  repository: JourneyRepository,
  weddingId: string,
  settings: AutoReminderSettings,
): Promise<AutoReminderSettings> {
  await repository.saveReminderSettings(weddingId, settings);
  return settings;
}

/** The deadline's day (yyyy-MM-dd) in the wedding's zone, as the RSVP's deadlineDay reads it. */
function deadlineDayIn(deadline: Date, timeZone: string): string {
  return localDateAndTime(deadline, safeZone(timeZone)).date;
}

/** 9:00 in the wedding's zone, `days` days before the deadline day. */
export function reminderDueAt(deadline: Date, days: number, timeZone: string): Date {
  const zone = safeZone(timeZone);
  const [year, month, date] = deadlineDayIn(deadline, zone).split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date - days, SEND_HOUR, 0, zone).getTime());
}

export function roundRequestKey(deadline: Date, timeZone: string, days: number): string {
  return `auto-reminder:${deadlineDayIn(deadline, timeZone)}:d${days}`;
}

export function reminderEmailKey(weddingId: string, deadline: Date, timeZone: string, days: number, guestId: string): string {
  return `auto-reminder:${weddingId}:${deadlineDayIn(deadline, timeZone)}:d${days}:${guestId}`;
}

export type RoundState =
  | { state: 'scheduled' }
  | { state: 'due' }
  | { state: 'waiting'; until: Date }
  | { state: 'sent'; at: Date; recipients: number }
  | { state: 'skipped' }
  /** Still ahead, but nothing will send it (reminders off, a free account, RSVP closed…): never "Scheduled" under "off". */
  | { state: 'not-scheduled' };

export interface RoundStatus {
  days: number;
  dueAt: Date;
  status: RoundState;
}

export interface ReminderSchedule {
  settings: AutoReminderSettings;
  /** Why nothing will be sent, when nothing will. */
  blocked: 'off' | 'free' | 'no-deadline' | 'closed' | 'deadline-passed' | null;
  rounds: RoundStatus[];
}

/** What a schedule reads from other features: the RSVP settings and the day's bulk send. */
export interface ScheduleReads {
  rsvp: { deadline: Date | null; rsvpOpen: boolean };
  /** When the next bulk send is allowed (null: now). */
  bulkAvailableAt: (weddingId: string, now: Date) => Promise<Date | null>;
}

/** Every round of a wedding with what became of it, as of `now` (the page and the worker share it). */
export async function reminderSchedule(repository: JourneyRepository, wedding: Wedding, now: Date, reads: ScheduleReads): Promise<ReminderSchedule> {
  const settings = await readAutoReminderSettings(repository, wedding.id);
  const { rsvp } = reads;
  const deadline = rsvp.deadline;
  let blocked: ReminderSchedule['blocked'] = null;
  if (!settings.enabled) blocked = 'off';
  else if (!(await repository.weddingPro(wedding.id))) blocked = 'free';
  else if (!deadline) blocked = 'no-deadline';
  else if (!rsvp.rsvpOpen) blocked = 'closed';
  else if (now.getTime() > deadline.getTime()) blocked = 'deadline-passed';
  if (!deadline) return { settings, blocked, rounds: [] };

  const rounds: RoundStatus[] = settings.days.map((days) => ({ days, dueAt: reminderDueAt(deadline, days, wedding.timeZone), status: { state: 'scheduled' } }));
  // The latest round already due is the one to send; earlier due ones not sent are skipped.
  const due = rounds.filter((r) => r.dueAt.getTime() <= now.getTime());
  const latestDue = due.at(-1);
  for (const round of rounds) {
    const recorded = await repository.roundRecorded(wedding.id, roundRequestKey(deadline, wedding.timeZone, round.days));
    if (recorded) round.status = { state: 'sent', at: recorded.createdAt, recipients: recorded.recipientCount };
    else if (round.dueAt.getTime() > now.getTime()) round.status = blocked ? { state: 'not-scheduled' } : { state: 'scheduled' };
    else if (round !== latestDue || blocked) round.status = { state: 'skipped' };
    else {
      const until = await reads.bulkAvailableAt(wedding.id, now);
      round.status = until ? { state: 'waiting', until } : { state: 'due' };
    }
  }
  return { settings, blocked, rounds };
}
