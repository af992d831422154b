// Automatic reminders through the real worker process and Postgres queue: the hourly task's round
// is interrupted by kill -9 while the provider has the first reminder but the worker has not heard
// back; the task is queued again (as the next cron tick would); after a restart every guest who has
// not answered and has not unsubscribed has exactly one reminder delivered, and later runs add none.
import { eq } from 'drizzle-orm';
import { makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, guests } from '../../../core/db/schema';
import { saveAutoReminderSettings } from '../domain/auto-reminders';
import { journeyRepository } from '../domain/repository';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { deadlineEnd, saveRsvpSettings } from '../../rsvp/domain/settings';
import { createPool } from '../../../core/queue/queue';
import { addGuest, createCouple } from '../../email/tests/helpers';
import { waitUntil } from '../../../../tests/helpers/processes';
import { createWorkerBed } from '../../../../tests/helpers/worker-bed';

let bed: Awaited<ReturnType<typeof createWorkerBed>>;
let utils: WorkerUtils;

beforeAll(async () => {
  bed = await createWorkerBed('reminders-killed-worker');
  utils = await makeWorkerUtils({ connectionString: bed.pg.url });
  await utils.migrate();
});

afterAll(async () => {
  await utils.release();
  await bed.close();
});

describe('automatic reminders and a worker killed with -9 mid-round', () => {
  it('each guest who has not answered gets exactly one reminder; answered and unsubscribed guests none', async () => {
    const { db, resend } = bed;
    const couple = await createCouple(db);
    const weddingId = couple.wedding.id;
    // The deadline is two days away: the 3-day round is due now (and only it).
    const day = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    saveRsvpSettings(db, weddingId, { allowRsvpResubmit: true, rsvpOpen: true, notifyCouple: true, deadline: deadlineEnd(day, 'America/Los_Angeles') });
    await saveAutoReminderSettings(journeyRepository(sqliteStore(db)), weddingId, { enabled: true, days: [14, 3] });
    const waiting: Awaited<ReturnType<typeof addGuest>>[] = [];
    for (const name of ['ann', 'bob', 'cy']) waiting.push(await addGuest(db, weddingId, name, `${name}@example.com`));
    const answered = await addGuest(db, weddingId, 'Dee', 'dee@example.com');
    db.update(guests).set({ status: 'Accepted', respondedAt: new Date() }).where(eq(guests.id, answered.id)).run();
    const gone = await addGuest(db, weddingId, 'Eve', 'eve@example.com', { unsubscribed: true });

    const env = bed.env({ RESEND_API_KEY: 're_test_reminders', WORKER_CONCURRENCY: '1', PUBLIC_URL: 'https://vowly.example' });
    // The very first call to the provider never gets its reply.
    resend.hold();
    const first = await bed.startWorker(env);
    await utils.addJob('send_due_reminders', {});
    // The round is recorded and its first e-mail is with the provider, unanswered: kill the worker there.
    await waitUntil(() => (resend.calls.length >= 1 ? true : undefined), 30_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const reminders = () =>
      db
        .select()
        .from(emails)
        .where(eq(emails.weddingId, weddingId))
        .all()
        .filter((e) => e.kind === 'reminder');
    expect(reminders()).toHaveLength(3);
    // The next tick queues the task again while the first round's e-mails are still owed.
    await utils.addJob('send_due_reminders', {});

    const second = await bed.startWorker(env);
    await waitUntil(() => reminders().every((r) => r.status === 'sent') || undefined, 30_000);
    const pool = createPool(bed.pg.url);
    const idle = async () => {
      const { rows } = await pool.query("select count(*)::int as n from graphile_worker.jobs where task_identifier in ('send_email', 'send_due_reminders')");
      return rows[0].n === 0 || undefined;
    };
    await waitUntil(idle, 30_000);
    // And once more, later: nothing new.
    await utils.addJob('send_due_reminders', {});
    await waitUntil(idle, 30_000);
    await pool.end();
    expect(await second.stop('SIGTERM')).toBe(0);

    const sent = reminders();
    expect(sent.map((e) => e.guestId).sort()).toEqual(waiting.map((g) => g.id).sort());
    expect(sent.every((e) => e.idempotencyKey.includes(':d3:'))).toBe(true);
    expect(sent.some((e) => e.guestId === answered.id || e.guestId === gone.id)).toBe(false);
    // Exactly once at the provider: one delivery per key, the interrupted one repeated with its key.
    expect(resend.deliveries.size).toBe(3);
    expect([...resend.deliveries.values()].every((n) => n === 1)).toBe(true);
    expect(resend.calls).toHaveLength(4);
    expect(resend.keys().filter((k) => k === resend.calls[0]!.key)).toHaveLength(2);
  }, 120_000);
});
