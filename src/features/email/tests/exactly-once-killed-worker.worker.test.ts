// A worker killed with -9 in the middle of a send: after a restart its e-mails go out at once (the
// jobs its pool had locked are released at start, not after graphile's 4-hour lock or the stalled
// sweep), and each is delivered exactly once (the provider dedupes the repeated Idempotency-Key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../../core/db/schema';
import { queueEmail } from '../domain/queue-email';
import { createPool, createQueue, type Queue } from '../../../core/queue/queue';
import { waitUntil } from '../../../../tests/helpers/processes';
import { createWorkerBed } from '../../../../tests/helpers/worker-bed';

let bed: Awaited<ReturnType<typeof createWorkerBed>>;
let queue: Queue;

beforeAll(async () => {
  bed = await createWorkerBed('killed-worker');
  queue = await createQueue(bed.pg.url);
});

afterAll(async () => {
  await queue.close();
  await bed.close();
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
    const { db, resend } = bed;
    const env = bed.env({ RESEND_API_KEY: 're_test_killed', WORKER_CONCURRENCY: '1' });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await queueEmail(db, queue, sample(i)));
    const firstKey = db.select({ key: emails.idempotencyKey }).from(emails).all()[0]!.key;
    resend.hold(firstKey);

    const first = await bed.startWorker(env);
    // The worker is waiting for the provider's reply to the first e-mail: kill it there.
    await waitUntil(() => resend.keys().includes(firstKey) || undefined, 20_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const pool = createPool(bed.pg.url);
    const locked = await pool.query('select locked_by from graphile_worker._private_jobs where locked_by is not null');
    expect(locked.rows.length).toBeGreaterThan(0); // graphile would keep this lock for 4 hours

    const second = await bed.startWorker(env);
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
    expect(resend.keys().filter((k) => k === firstKey)).toHaveLength(2);
    expect(resend.calls).toHaveLength(5);
    expect(ids).toHaveLength(4);
  }, 90_000);
});
