// Automatic reminders before the RSVP deadline (issue 16 item 7), run by the worker's task with an
// injected clock on a real SQLite file: rounds at 9:00 in the wedding's zone 14 and 3 days before
// the deadline, only to guests who have not answered and have not unsubscribed, each round once,
// held back by the one-bulk-a-day rule until the next day.
import fs from 'node:fs';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { parseCrontab, type JobHelpers } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { sendDueRemindersTask } from '../../../../jobs/tasks/send_due_reminders';
import { emails, guests, sendBatches, users } from '../../../core/db/schema';
import { reminderSchedule, saveAutoReminderSettings } from '../domain/auto-reminders';
import { runDueReminders, scheduleReads } from '../domain/run-reminders';
import { journeyRepository } from '../domain/repository';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { renderEmail } from '../../email/views/render';
import { recordingQueue } from '../../../../tests/helpers/recording-queue';
import { deadlineEnd, saveRsvpSettings } from '../../rsvp/domain/settings';
import { readWedding } from '../../weddings/domain/wedding';
import { findWeddingById } from '../../../core/db/weddings';
import { ANSWERED_BEFORE_DELIVERY, deliverEmail } from '../../email/domain/deliver';
import { transportFor } from '../../email/domain/transport';
import { parseEnv } from '../../../core/config/env';
import { createTestDb } from '../../../../tests/helpers/db';
import { tempDir } from '../../../../tests/helpers/tmp';
import { addGuest, createCouple } from '../../email/tests/helpers';

const ZONE = 'America/Los_Angeles';
/** A wall-clock time in the wedding's zone. */
const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(new TZDate(y, m - 1, d, h, min, ZONE).getTime());

function fakeHelpers(options: { failAdd?: boolean } = {}) {
  const added: { task: string; jobKey?: string; payload: unknown }[] = [];
  const logged: string[] = [];
  const helpers = {
    logger: { info: (m: string) => logged.push(m) },
    addJob: async (task: string, payload: unknown, spec: { jobKey?: string } = {}) => {
      if (options.failAdd) throw new Error('queue down');
      added.push({ task, payload, jobKey: spec.jobKey });
    },
    addJobs: async (specs: { identifier: string; payload: unknown; jobKey?: string }[]) => {
      if (options.failAdd) throw new Error('queue down');
      for (const s of specs) added.push({ task: s.identifier, payload: s.payload, jobKey: s.jobKey });
    },
  } as unknown as JobHelpers;
  return { helpers, added, logged };
}

async function setUp(options: { role?: 'userPaid' | 'userFree'; enabled?: boolean } = {}) {
  const db = createTestDb();
  const couple = await createCouple(db, { role: options.role ?? 'userPaid' });
  const weddingId = couple.wedding.id;
  saveRsvpSettings(db, weddingId, { allowRsvpResubmit: true, rsvpOpen: true, notifyCouple: true, deadline: deadlineEnd('2026-06-01', ZONE) });
  await saveAutoReminderSettings(journeyRepository(sqliteStore(db)), weddingId, { enabled: options.enabled ?? true, days: [14, 3] });
  const ann = await addGuest(db, weddingId, 'Ann Lee', 'ann@example.com');
  const bob = await addGuest(db, weddingId, 'Bob Ray', 'bob@example.com');
  const noMail = await addGuest(db, weddingId, 'No Mail', null);
  const gone = await addGuest(db, weddingId, 'Gone Away', 'gone@example.com', { unsubscribed: true });
  const done = await addGuest(db, weddingId, 'Done Already', 'done@example.com');
  db.update(guests).set({ status: 'Accepted', respondedAt: new Date() }).where(eq(guests.id, done.id)).run();
  const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: tempDir('reminders'), PUBLIC_URL: 'https://vowly.example' });
  let now = at(2026, 5, 1, 12);
  const runAt = async (when: Date, helpers = fakeHelpers()) => {
    now = when;
    await sendDueRemindersTask({ db, config, transport: transportFor(config) }, () => now)({}, helpers.helpers);
    return helpers;
  };
  const reminders = () =>
    db
      .select()
      .from(emails)
      .where(eq(emails.weddingId, weddingId))
      .all()
      .filter((e) => e.kind === 'reminder');
  const schedule = async () =>
    reminderSchedule(journeyRepository(sqliteStore(db)), readWedding(findWeddingById(db, weddingId)!), now, await scheduleReads(sqliteStore(db), weddingId));
  return { db, config, couple, weddingId, ann, bob, noMail, gone, done, runAt, reminders, schedule };
}

describe('send_due_reminders', () => {
  it('is an hourly task in the crontab', () => {
    const items = parseCrontab(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../jobs/crontab'), 'utf8'));
    expect(items.find((item) => item.task === 'send_due_reminders')).toBeDefined();
  });

  it('sends each round once, at 9:00 in the wedding’s zone, only to guests who can receive it and have not answered', async () => {
    const t = await setUp();
    // Before 14 days ahead at 9:00 (May 18): nothing.
    await t.runAt(at(2026, 5, 18, 8, 59));
    expect(t.reminders()).toHaveLength(0);
    expect((await t.schedule()).rounds.map((r) => r.status.state)).toEqual(['scheduled', 'scheduled']);

    const first = await t.runAt(at(2026, 5, 18, 9, 7));
    const sent = t.reminders();
    expect(sent.map((e) => e.to).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect(sent.every((e) => e.idempotencyKey.startsWith(`auto-reminder:${t.weddingId}:2026-06-01:d14:`))).toBe(true);
    expect(sent[0]!.html).toContain('https://vowly.example/');
    expect(sent[0]!.headers).toHaveProperty('List-Unsubscribe');
    expect(first.added.map((j) => j.task)).toEqual(['send_email', 'send_email']);
    expect(first.logged.join('\n')).toContain('d14: 2 queued, 0 already sent, 3 skipped');
    expect((await t.schedule()).rounds[0]!.status).toMatchObject({ state: 'sent', recipients: 2 });

    // The next hour, and a retry of the same run: nothing more.
    const again = await t.runAt(at(2026, 5, 18, 10, 7));
    await t.runAt(at(2026, 5, 18, 10, 7));
    expect(again.added).toHaveLength(0);
    expect(t.reminders()).toHaveLength(2);

    // Bob answers: the 3-day round (May 29, 9:00) goes to Ann only.
    t.db.update(guests).set({ status: 'Declined', respondedAt: new Date() }).where(eq(guests.id, t.bob.id)).run();
    await t.runAt(at(2026, 5, 29, 8, 7));
    expect(t.reminders()).toHaveLength(2);
    await t.runAt(at(2026, 5, 29, 9, 7));
    const third = t.reminders().filter((e) => e.idempotencyKey.includes(':d3:'));
    expect(third.map((e) => e.to)).toEqual(['ann@example.com']);
    expect(t.reminders().filter((e) => e.to === 'gone@example.com' || e.to === 'done@example.com')).toHaveLength(0);

    // After the deadline nothing is sent.
    await t.runAt(at(2026, 6, 2, 9, 7));
    expect(t.reminders()).toHaveLength(3);
  });

  it('respects an unsubscribe that came after the first round', async () => {
    const t = await setUp();
    await t.runAt(at(2026, 5, 18, 9, 7));
    t.db.update(guests).set({ unsubscribed: true }).where(eq(guests.id, t.ann.id)).run();
    await t.runAt(at(2026, 5, 29, 9, 7));
    expect(t.reminders().filter((e) => e.guestId === t.ann.id)).toHaveLength(1);
    expect(t.reminders().filter((e) => e.guestId === t.bob.id)).toHaveLength(2);
  });

  it('waits for the next day when today’s bulk e-mail was used, and says until when', async () => {
    const t = await setUp();
    const sentAt = at(2026, 5, 18, 8, 30);
    t.db.insert(sendBatches).values({ weddingId: t.weddingId, mode: 'invite', scope: 'bulk', recipientCount: 2, campaign: 1, createdAt: sentAt }).run();
    const waiting = await t.runAt(at(2026, 5, 18, 9, 7));
    expect(t.reminders()).toHaveLength(0);
    expect(waiting.logged.join('\n')).toContain('waiting for the daily limit');
    expect((await t.schedule()).rounds[0]!.status).toEqual({ state: 'waiting', until: new Date(sentAt.getTime() + 24 * 3600_000) });
    await t.runAt(at(2026, 5, 19, 8, 7));
    expect(t.reminders()).toHaveLength(0);
    await t.runAt(at(2026, 5, 19, 9, 7));
    expect(t.reminders()).toHaveLength(2);
  });

  it('sends only the latest round that is due when turned on late', async () => {
    const t = await setUp();
    await t.runAt(at(2026, 5, 30, 12, 7));
    expect(t.reminders().every((e) => e.idempotencyKey.includes(':d3:'))).toBe(true);
    expect(t.reminders()).toHaveLength(2);
    expect((await t.schedule()).rounds.map((r) => r.status.state)).toEqual(['skipped', 'sent']);
  });

  it('sends nothing while off, for a free account, or without a deadline', async () => {
    const off = await setUp({ enabled: false });
    await off.runAt(at(2026, 5, 18, 9, 7));
    expect(off.reminders()).toHaveLength(0);
    const free = await setUp({ role: 'userFree' });
    await free.runAt(at(2026, 5, 18, 9, 7));
    expect(free.reminders()).toHaveLength(0);
    expect((await free.schedule()).blocked).toBe('free');
    const noDeadline = await setUp();
    saveRsvpSettings(noDeadline.db, noDeadline.weddingId, { allowRsvpResubmit: true, rsvpOpen: true, notifyCouple: true, deadline: null });
    await noDeadline.runAt(at(2026, 5, 18, 9, 7));
    expect(noDeadline.reminders()).toHaveLength(0);
    expect(noDeadline.db.select().from(users).all().length).toBeGreaterThan(0);
  });

  it('a run whose jobs could not be queued leaves its e-mails recorded (for the sweep) and a rerun adds none', async () => {
    const t = await setUp();
    await t.runAt(at(2026, 5, 18, 9, 7), fakeHelpers({ failAdd: true }));
    expect(t.reminders().map((e) => e.status)).toEqual(['queued', 'queued']);
    const rerun = await t.runAt(at(2026, 5, 18, 10, 7));
    expect(rerun.added).toHaveLength(0);
    expect(t.reminders()).toHaveLength(2);
  });

  it('a guest who answers after their reminder was queued is not sent it', async () => {
    const t = await setUp();
    await t.runAt(at(2026, 5, 18, 9, 7));
    t.db.update(guests).set({ status: 'Accepted', respondedAt: new Date() }).where(eq(guests.id, t.ann.id)).run();
    const transport = transportFor(t.config);
    for (const email of t.reminders()) await deliverEmail(t.db, transport, email.id);
    const byGuest = new Map(t.reminders().map((e) => [e.guestId, e]));
    expect(byGuest.get(t.ann.id)).toMatchObject({ status: 'failed', error: ANSWERED_BEFORE_DELIVERY });
    expect(byGuest.get(t.bob.id)).toMatchObject({ status: 'sent' });
  });

  it('one wedding whose round fails does not hold up another; the run fails afterwards so it is retried', async () => {
    const db = createTestDb();
    const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: tempDir('reminders-two') });
    const weddings = [];
    for (const one of ['Broken', 'Fine']) {
      const couple = await createCouple(db, { one });
      saveRsvpSettings(db, couple.wedding.id, { allowRsvpResubmit: true, rsvpOpen: true, notifyCouple: true, deadline: deadlineEnd('2026-06-01', ZONE) });
      await saveAutoReminderSettings(journeyRepository(sqliteStore(db)), couple.wedding.id, { enabled: true, days: [3] });
      await addGuest(db, couple.wedding.id, `Guest of ${one}`, `${one.toLowerCase()}@example.com`);
      weddings.push(couple.wedding.id);
    }
    const failing: typeof renderEmail = (content) => {
      if (content.template === 'card' && content.model.names.includes('Broken')) throw new Error('render failed');
      return renderEmail(content);
    };
    const { queue, jobs } = recordingQueue();
    const deps = { store: sqliteStore(db), queue, config, origin: 'https://vowly.example', renderEmail: failing };
    await expect(runDueReminders(deps, at(2026, 5, 29, 9, 7))).rejects.toThrow(`Automatic reminders failed for ${weddings[0]}: render failed`);
    const sent = db.select().from(emails).all();
    expect(sent.map((e) => e.to)).toEqual(['fine@example.com']);
    expect(jobs).toHaveLength(1);
    // The retry sends the failed wedding's round, and not the other one again.
    await runDueReminders({ ...deps, renderEmail }, at(2026, 5, 29, 9, 9));
    expect(
      db
        .select()
        .from(emails)
        .all()
        .map((e) => e.to)
        .sort(),
    ).toEqual(['broken@example.com', 'fine@example.com']);
  });
});
