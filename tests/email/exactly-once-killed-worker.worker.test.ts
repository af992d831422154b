// A worker killed with -9 in the middle of a send: after a restart its e-mails go out at once (the
// jobs its pool had locked are released at start, not after graphile's 4-hour lock or the stalled
// sweep), and each is delivered exactly once (the provider dedupes the repeated Idempotency-Key).
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '../../src/db/connection';
import { emails } from '../../src/db/schema';
import { queueEmail } from '../../src/domain/email/queue-email';
import { createPool, createQueue, type Queue } from '../../src/queue/queue';
import { createTestPgDatabase } from '../helpers/pg';
import { freePort, runScript, waitUntil, type RunningProcess } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

/** Resend's POST /emails, one delivery per Idempotency-Key; the first call of `holdKey` never gets its reply. */
function fakeResend() {
  const calls: string[] = [];
  const deliveries = new Map<string, number>();
  const held: http.ServerResponse[] = [];
  let holdKey: string | undefined;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      calls.push(key);
      if (!deliveries.has(key)) deliveries.set(key, 1);
      if (key === holdKey) {
        holdKey = undefined;
        held.push(res); // accepted; the worker is killed before it hears back
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `re_${[...deliveries.keys()].indexOf(key) + 1}` }));
    });
  });
  return {
    server,
    calls,
    deliveries,
    hold: (key: string) => (holdKey = key),
    close: () => {
      for (const res of held) res.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let pg: Awaited<ReturnType<typeof createTestPgDatabase>>;
let queue: Queue;
let db: Db;
let dataDir: string;
let resend: ReturnType<typeof fakeResend>;
let resendUrl: string;
const workers: RunningProcess[] = [];

beforeAll(async () => {
  pg = await createTestPgDatabase();
  queue = await createQueue(pg.url);
  dataDir = tempDir('killed-worker');
  db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
  resend = fakeResend();
  const port = await freePort();
  await new Promise<void>((resolve) => resend.server.listen(port, '127.0.0.1', resolve));
  resendUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const worker of workers) await worker.stop('SIGKILL');
  await queue.close();
  db.$client.close();
  await resend.close();
  await pg.drop();
});

const sample = (i: number) => ({
  kind: 'test' as const,
  idempotencyKey: `killed-${i}`,
  to: `guest${i}@example.com`,
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
});

describe('a worker killed with -9 mid-send', () => {
  it('leaves nothing locked: after a restart every e-mail is delivered exactly once, at once', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: pg.url, RESEND_API_KEY: 're_test_killed', RESEND_BASE_URL: resendUrl, WORKER_CONCURRENCY: '1' };
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await queueEmail(db, queue, sample(i)));
    const firstKey = db.select({ key: emails.idempotencyKey }).from(emails).all()[0]!.key;
    resend.hold(firstKey);

    const first = runScript('jobs/worker.ts', env);
    workers.push(first);
    await first.waitFor(/\[worker\] ready/);
    // The worker is waiting for the provider's reply to the first e-mail: kill it there.
    await waitUntil(() => resend.calls.includes(firstKey) || undefined, 20_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const pool = createPool(pg.url);
    const locked = await pool.query('select locked_by from graphile_worker._private_jobs where locked_by is not null');
    expect(locked.rows.length).toBeGreaterThan(0); // graphile would keep this lock for 4 hours

    const second = runScript('jobs/worker.ts', env);
    workers.push(second);
    await second.waitFor(/\[worker\] ready/);
    expect(second.output()).toMatch(/released jobs locked by dead workers: .*pool-/);
    // Well within the stalled sweep's 5 minutes and the lock's 4 hours.
    await waitUntil(
      () =>
        db
          .select()
          .from(emails)
          .all()
          .every((r) => r.status === 'sent') || undefined,
      20_000,
    );
    await waitUntil(async () => {
      const { rows } = await pool.query("select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send_email'");
      return rows[0].n === 0 || undefined;
    });
    await pool.end();
    expect(await second.stop('SIGTERM')).toBe(0);

    // Exactly once: one delivery per e-mail; the interrupted one was sent again with the same key.
    expect(resend.deliveries.size).toBe(4);
    expect([...resend.deliveries.values()].every((n) => n === 1)).toBe(true);
    expect(resend.calls.filter((k) => k === firstKey)).toHaveLength(2);
    expect(resend.calls).toHaveLength(5);
    expect(ids).toHaveLength(4);
  }, 90_000);
});
