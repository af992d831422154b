// Exactly once, end to end: the web app records and queues on a real PostgreSQL queue, a real
// worker process sends through the real Resend SDK to a stand-in for Resend's API (a local HTTP
// server, since msw cannot reach into another process), which honours Idempotency-Key.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../core/db/schema';
import { parseEnv } from '../../../core/config/env';
import { createPool, createQueue, type Queue } from '../../../core/queue/queue';
import { createApp } from '../../../app';
import { client } from '../../../../tests/helpers/http';
import { waitUntil } from '../../../../tests/helpers/processes';
import { createWorkerBed } from '../../../../tests/helpers/worker-bed';
import { addGuest, createCouple, emailsOf } from './helpers';

let bed: Awaited<ReturnType<typeof createWorkerBed>>;
let queue: Queue;

beforeAll(async () => {
  bed = await createWorkerBed('email-worker');
  queue = await createQueue(bed.pg.url);
});

afterAll(async () => {
  await queue.close();
  await bed.close();
});

async function pendingJobs(): Promise<number> {
  const pool = createPool(bed.pg.url);
  const { rows } = await pool.query("select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send_email'");
  await pool.end();
  return rows[0].n;
}

describe('exactly once with a real queue, worker and Resend SDK', () => {
  it('double requests, a lost provider reply, a duplicate job and a worker restart still deliver each e-mail once', async () => {
    const { db, resend } = bed;
    const config = parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false', DATA_DIR: bed.dataDir, RESEND_API_KEY: 're_test_worker' });
    const app = createApp({ db, queue, config });
    const couple = await createCouple(db);
    const api = client(app, couple.cookie);
    const guests: Awaited<ReturnType<typeof addGuest>>[] = [];
    for (const n of ['ann', 'bob', 'cat']) guests.push(await addGuest(db, couple.wedding.id, n, `${n}@example.com`));

    // Two identical bulk requests at once (no requestId), and a test to the couple clicked twice.
    const results = await Promise.all([
      api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite' }),
      api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite' }),
      api.patch('/api/v1/send-invite', { guestIds: 'owner', mode: 'invite', requestId: 'test-click-1' }),
      api.patch('/api/v1/send-invite', { guestIds: 'owner', mode: 'invite', requestId: 'test-click-1' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await emailsOf(db, couple.wedding.id);
    expect(rows).toHaveLength(4);
    expect(await pendingJobs()).toBe(4);

    // Ann's e-mail reaches Resend, but the reply is lost: the job fails and is retried.
    const annRow = rows.find((r) => r.guestId === guests[0]!.id)!;
    resend.drop(annRow.idempotencyKey);

    const env = bed.env({ RESEND_API_KEY: 're_test_worker' });
    let worker = await bed.startWorker(env);
    await waitUntil(async () => (await emailsOf(db, couple.wedding.id)).every((r) => r.status === 'sent') || undefined, 30_000);

    // A duplicate job for an e-mail already sent (as the stalled-mail sweep could add) sends nothing.
    await queue.enqueue('send_email', { emailId: annRow.id });
    await waitUntil(async () => ((await pendingJobs()) === 0 ? true : undefined), 20_000);

    // Restart the worker with a new send waiting for it.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const dan = await addGuest(db, couple.wedding.id, 'dan', 'dan@example.com');
    await api.patch('/api/v1/send-invite', { guestIds: [dan.id, guests[1]!.id], mode: 'invite' });
    worker = await bed.startWorker(env);
    await waitUntil(async () => (await emailsOf(db, couple.wedding.id)).every((r) => r.status === 'sent') || undefined, 20_000);
    expect(await worker.stop('SIGTERM')).toBe(0);

    const final = await emailsOf(db, couple.wedding.id);
    expect(final).toHaveLength(5);
    expect(final.map((r) => r.to).sort()).toEqual(['ann@example.com', 'bob@example.com', 'cat@example.com', couple.user.email, 'dan@example.com'].sort());
    // One delivery per e-mail at Resend; Ann's key was tried twice (the lost reply), never anything else twice.
    expect(resend.deliveries.size).toBe(5);
    expect([...resend.deliveries.values()].every((n) => n === 1)).toBe(true);
    expect(resend.calls.filter((c) => c.key === annRow.idempotencyKey)).toHaveLength(2);
    expect(resend.calls).toHaveLength(6);
    expect(new Set(resend.calls.map((c) => c.key)).size).toBe(5);
    expect(db.select().from(emails).where(eq(emails.id, annRow.id)).get()).toMatchObject({ status: 'sent', provider: 'resend', attempts: 2 });
    // Every guest e-mail carried its List-Unsubscribe headers to the provider.
    for (const call of resend.calls.filter((c) => c.to !== couple.user.email)) {
      expect(call.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
  }, 90_000);
});
