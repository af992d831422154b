// Exactly once, end to end: the web app records and queues on a real PostgreSQL queue, a real
// worker process sends through the real Resend SDK to a stand-in for Resend's API (a local HTTP
// server, since msw cannot reach into another process), which honours Idempotency-Key.
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '../../src/db/connection';
import { emails } from '../../src/db/schema';
import { parseEnv } from '../../src/env';
import { createPool, createQueue, type Queue } from '../../src/queue/queue';
import { createApp } from '../../src/server/app';
import { client } from '../helpers/http';
import { createTestPgDatabase } from '../helpers/pg';
import { freePort, runScript, waitUntil, type RunningProcess } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';
import { addGuest, createCouple, emailsOf } from './helpers';

/** Resend's POST /emails: one delivery per Idempotency-Key; can drop the reply of a chosen key once. */
function fakeResend() {
  const calls: { key: string; to: string; headers: Record<string, string> | undefined }[] = [];
  const deliveries = new Map<string, number>();
  const dropReplyOnce = new Set<string>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      const body = JSON.parse(raw) as { to: string; headers?: Record<string, string> };
      calls.push({ key, to: body.to, headers: body.headers });
      if (!deliveries.has(key)) deliveries.set(key, 1); // a repeated key is not delivered again
      if (dropReplyOnce.delete(key)) {
        req.socket.destroy(); // accepted, but the worker never hears back
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `re_${[...deliveries.keys()].indexOf(key) + 1}` }));
    });
  });
  return { server, calls, deliveries, dropReplyOnce };
}

let pg: Awaited<ReturnType<typeof createTestPgDatabase>>;
let queue: Queue;
let db: Db;
let dataDir: string;
let resend: ReturnType<typeof fakeResend>;
let resendUrl: string;
let worker: RunningProcess | undefined;

beforeAll(async () => {
  pg = await createTestPgDatabase();
  queue = await createQueue(pg.url);
  dataDir = tempDir('email-worker');
  db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
  resend = fakeResend();
  const port = await freePort();
  await new Promise<void>((resolve) => resend.server.listen(port, '127.0.0.1', resolve));
  resendUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await worker?.stop('SIGTERM');
  await queue.close();
  db.$client.close();
  await new Promise((resolve) => resend.server.close(resolve));
  await pg.drop();
});

async function pendingJobs(): Promise<number> {
  const pool = createPool(pg.url);
  const { rows } = await pool.query("select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send_email'");
  await pool.end();
  return rows[0].n;
}

describe('exactly once with a real queue, worker and Resend SDK', () => {
  it('double requests, a lost provider reply, a duplicate job and a worker restart still deliver each e-mail once', async () => {
    const config = parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false', DATA_DIR: dataDir, RESEND_API_KEY: 're_test_worker' });
    const app = createApp({ db, queue, config });
    const couple = await createCouple(db);
    const api = client(app, couple.cookie);
    const guests = ['ann', 'bob', 'cat'].map((n) => addGuest(db, couple.wedding.id, n, `${n}@example.com`));

    // Two identical bulk requests at once (no requestId), and a test to the couple clicked twice.
    const results = await Promise.all([
      api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite' }),
      api.patch('/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite' }),
      api.patch('/api/v1/send-invite', { guestIds: 'owner', mode: 'invite', requestId: 'test-click-1' }),
      api.patch('/api/v1/send-invite', { guestIds: 'owner', mode: 'invite', requestId: 'test-click-1' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = emailsOf(db, couple.wedding.id);
    expect(rows).toHaveLength(4);
    expect(await pendingJobs()).toBe(4);

    // Ann's e-mail reaches Resend, but the reply is lost: the job fails and is retried.
    const annRow = rows.find((r) => r.guestId === guests[0]!.id)!;
    resend.dropReplyOnce.add(annRow.idempotencyKey);

    const env = { DATA_DIR: dataDir, DATABASE_URL: pg.url, RESEND_API_KEY: 're_test_worker', RESEND_BASE_URL: resendUrl };
    worker = runScript('jobs/worker.ts', env);
    await worker.waitFor(/\[worker\] ready/);
    await waitUntil(() => emailsOf(db, couple.wedding.id).every((r) => r.status === 'sent') || undefined, 30_000);

    // A duplicate job for an e-mail already sent (as the stalled-mail sweep could add) sends nothing.
    await queue.enqueue('send_email', { emailId: annRow.id });
    await waitUntil(async () => ((await pendingJobs()) === 0 ? true : undefined), 20_000);

    // Restart the worker with a new send waiting for it.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const dan = addGuest(db, couple.wedding.id, 'dan', 'dan@example.com');
    await api.patch('/api/v1/send-invite', { guestIds: [dan.id, guests[1]!.id], mode: 'invite' });
    worker = runScript('jobs/worker.ts', env);
    await worker.waitFor(/\[worker\] ready/);
    await waitUntil(() => emailsOf(db, couple.wedding.id).every((r) => r.status === 'sent') || undefined, 20_000);
    expect(await worker.stop('SIGTERM')).toBe(0);
    worker = undefined;

    const final = emailsOf(db, couple.wedding.id);
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
