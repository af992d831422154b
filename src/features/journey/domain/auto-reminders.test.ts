// Automatic reminders before the RSVP deadline (issue 16 item 7, issue 29 item 7), on the journey's in-memory
// repository: the settings form, when each round is due (9:00 in the wedding's zone, so many days before the
// deadline day), the keys that make each round and each guest's e-mail once, and what the schedule says of
// each round (scheduled, due, waiting on the daily limit, sent, skipped) and why nothing would be sent.
import { describe, expect, it } from 'vitest';
import type { Wedding } from '../../../shared/wedding/read-wedding';
import {
  autoReminderSettingsSchema,
  readAutoReminderSettings,
  reminderDueAt,
  reminderEmailKey,
  reminderSchedule,
  roundRequestKey,
  saveAutoReminderSettings,
  type ScheduleReads,
} from './auto-reminders';
import { memoryJourneyRepository } from './repository.memory';

const ZONE = 'Europe/Paris';
/** Replies by 1 May 2027 in Paris: stored as the last millisecond of that day there. */
const DEADLINE = new Date('2027-05-01T21:59:59.999Z');
const wedding = { id: 'w1', timeZone: ZONE } as Wedding;

const refusals = (input: Record<string, unknown>) => {
  const parsed = autoReminderSettingsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the settings', () => {
  it('read a checkbox and a list of days, largest first, once each', () => {
    expect(autoReminderSettingsSchema.parse({ enabled: 'on', days: '3, 14 3' })).toEqual({ enabled: true, days: [14, 3] });
    expect(autoReminderSettingsSchema.parse({ days: [7] })).toEqual({ enabled: false, days: [7] });
    expect(autoReminderSettingsSchema.parse({ enabled: 'false', days: '1' }).enabled).toBe(false);
  });

  it('refuse what cannot be a round, in the form’s words', () => {
    expect(refusals({ days: '14, soon' })).toEqual(['Days are whole numbers, e.g. 14, 3']);
    expect(refusals({ days: [1.5] })).toEqual(['Days are whole numbers, e.g. 14, 3']);
    expect(refusals({ days: '0' })).toEqual(['A reminder goes out 1 to 60 days before the deadline']);
    expect(refusals({ days: '61' })).toEqual(['A reminder goes out 1 to 60 days before the deadline']);
    expect(refusals({ days: '' })).toEqual(['Choose at least one day before the deadline']);
    expect(refusals({ days: '1, 2, 3, 4' })).toEqual(['At most 3 reminders']);
    expect(refusals({ enabled: 'yes', days: '3' })).toEqual(['enabled must be true or false']);
  });

  it('are off with 14 and 3 days until saved', async () => {
    const repository = memoryJourneyRepository({ guests: [], emails: [] });
    expect(await readAutoReminderSettings(repository, 'w1')).toEqual({ enabled: false, days: [14, 3] });
    await saveAutoReminderSettings(repository, 'w1', { enabled: true, days: [3, 10] });
    expect(await readAutoReminderSettings(repository, 'w1')).toEqual({ enabled: true, days: [10, 3] });
  });
});

describe('when a round is due', () => {
  it('is 9:00 in the wedding’s zone, so many days before the deadline day (an unknown zone reads as UTC)', () => {
    expect(reminderDueAt(DEADLINE, 14, ZONE).toISOString()).toBe('2027-04-17T07:00:00.000Z');
    expect(reminderDueAt(DEADLINE, 1, ZONE).toISOString()).toBe('2027-04-30T07:00:00.000Z');
    // Across the clocks' change (28 March 2027 in Paris): still 9:00 there.
    expect(reminderDueAt(DEADLINE, 40, ZONE).toISOString()).toBe('2027-03-22T08:00:00.000Z');
    expect(reminderDueAt(DEADLINE, 14, 'Mars/Base').toISOString()).toBe('2027-04-17T09:00:00.000Z');
  });

  it('makes one round per deadline day and days, and one e-mail per guest in it', () => {
    expect(roundRequestKey(DEADLINE, ZONE, 14)).toBe('auto-reminder:2027-05-01:d14');
    expect(roundRequestKey(DEADLINE, 'UTC', 14)).toBe('auto-reminder:2027-05-01:d14');
    expect(roundRequestKey(DEADLINE, 'Asia/Tokyo', 3)).toBe('auto-reminder:2027-05-02:d3');
    expect(reminderEmailKey('w1', DEADLINE, ZONE, 3, 'g7')).toBe('auto-reminder:w1:2027-05-01:d3:g7');
  });
});

describe('reminderSchedule', () => {
  const reads = (fields: Partial<ScheduleReads['rsvp']> = {}, bulkUntil: Date | null = null): ScheduleReads => ({
    rsvp: { deadline: DEADLINE, rsvpOpen: true, ...fields },
    bulkAvailableAt: async () => bulkUntil,
  });
  const at = (iso: string) => new Date(iso);

  async function schedule(options: { enabled?: boolean; pro?: boolean; rounds?: { days: number; recipientCount: number }[] } = {}) {
    const repository = memoryJourneyRepository({
      guests: [],
      emails: [],
      pro: options.pro ?? true,
      rounds: (options.rounds ?? []).map(({ days, recipientCount }) => ({
        weddingId: 'w1',
        requestKey: roundRequestKey(DEADLINE, ZONE, days),
        createdAt: at('2027-04-17T07:00:05Z'),
        recipientCount,
      })),
    });
    await saveAutoReminderSettings(repository, 'w1', { enabled: options.enabled ?? true, days: [14, 3] });
    return (now: Date, r = reads()) => reminderSchedule(repository, wedding, now, r);
  }
  const states = (s: Awaited<ReturnType<Awaited<ReturnType<typeof schedule>>>>) => s.rounds.map((r) => `${r.days}:${r.status.state}`);

  it('says why nothing would be sent, first reason first', async () => {
    const before = at('2027-04-01T00:00:00Z');
    expect((await (await schedule({ enabled: false, pro: false }))(before)).blocked).toBe('off');
    expect((await (await schedule({ pro: false }))(before)).blocked).toBe('free');
    expect(await (await schedule())(before, reads({ deadline: null }))).toMatchObject({ blocked: 'no-deadline', rounds: [] });
    expect((await (await schedule())(before, reads({ rsvpOpen: false }))).blocked).toBe('closed');
    expect((await (await schedule())(at('2027-05-02T00:00:00Z'))).blocked).toBe('deadline-passed');
    expect((await (await schedule())(before)).blocked).toBeNull();
  });

  it('has each round scheduled until 9:00 on its day, then due', async () => {
    const run = await schedule();
    expect(states(await run(at('2027-04-17T06:59:59Z')))).toEqual(['14:scheduled', '3:scheduled']);
    expect(states(await run(at('2027-04-17T07:00:00Z')))).toEqual(['14:due', '3:scheduled']);
  });

  it('sends only the latest due round: one turned on late skips the earlier', async () => {
    const run = await schedule();
    expect(states(await run(at('2027-04-28T08:00:00Z')))).toEqual(['14:skipped', '3:due']);
  });

  it('shows a sent round with its recipients, and a due one waiting on the daily limit', async () => {
    const run = await schedule({ rounds: [{ days: 14, recipientCount: 42 }] });
    const until = at('2027-04-28T09:30:00Z');
    const result = await run(at('2027-04-28T08:00:00Z'), reads({}, until));
    expect(result.rounds.map((r) => r.status)).toEqual([
      { state: 'sent', at: at('2027-04-17T07:00:05Z'), recipients: 42 },
      { state: 'waiting', until },
    ]);
  });

  it('never calls a round “scheduled” when nothing will send it', async () => {
    const run = await schedule({ enabled: false });
    expect(states(await run(at('2027-04-20T08:00:00Z')))).toEqual(['14:skipped', '3:not-scheduled']);
  });
});
