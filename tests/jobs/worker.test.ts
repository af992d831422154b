import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { makeWorkerUtils } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRegistry, markWorkersSeen, registerWorker, releaseDeadWorkers, releaseSilentWorkers } from '../../jobs/worker-registry';
import { migrateDatabase, openDatabase, type Db } from '../../src/core/db/connection';
import { emails } from '../../src/core/db/schema';
import { queueEmail } from '../../src/features/email/domain/queue-email';
import { createPool, createQueue, type Queue } from '../../src/core/queue/queue';
import { createTestPgDatabase } from '../helpers/pg';
import { runScript, waitUntil } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

let pg: Awaited<ReturnType<typeof createTestPgDatabase>>;
let queue: Queue;
let db: Db;
let dataDir: string;

beforeAll(async () => {
  pg = await createTestPgDatabase();
  queue = await createQueue(pg.url);
  dataDir = tempDir('worker');
  db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
});

afterAll(async () => {
  await queue.close();
  db.$client.close();
  await pg.drop();
});

function startWorker() {
  return runScript('jobs/worker.ts', { DATA_DIR: dataDir, DATABASE_URL: pg.url });
}

const sample = (key: string) => ({
  kind: 'test' as const,
  idempotencyKey: key,
  to: 'guest@example.com',
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
});

describe('the worker process', () => {
  it('picks up a queued e-mail from Postgres and records it in the outbox; a duplicate job key runs once', async () => {
    const id = await queueEmail(db, queue, sample('first'));
    // The same e-mail queued again: same row, same job key, still one pending job.
    expect(await queueEmail(db, queue, sample('first'))).toBe(id);
    const pool = createPool(pg.url);
    const jobs = await pool.query("select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send_email'");
    await pool.end();
    expect(jobs.rows[0].n).toBe(1);

    const worker = startWorker();
    await worker.waitFor(/\[worker\] ready/);
    const sent = await waitUntil(() => {
      const row = db.select().from(emails).where(eq(emails.id, id)).get();
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent).toMatchObject({ provider: 'outbox', attempts: 1 });
    expect(sent.sentAt).toBeInstanceOf(Date);

    expect(await worker.stop('SIGTERM')).toBe(0);
    expect(worker.output()).toContain('[worker] stopped');
    expect(worker.output()).not.toMatch(/Error|unclean/);
    // Off a terminal each job outcome is one JSON log line.
    const jobLine = worker
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((event) => event.msg === 'job' && event.task === 'send_email');
    expect(jobLine).toMatchObject({ service: 'worker', outcome: 'success', attempt: 1, level: 30 });
    expect(typeof jobLine.jobId).toBe('string');
  });

  it('releases jobs locked by a worker process that died', async () => {
    const pool = createPool(pg.url);
    const utils = await makeWorkerUtils({ pgPool: pool });
    await ensureRegistry(pool);
    const job = await utils.addJob('send_email', { emailId: 'nothing' }, { runAt: new Date(Date.now() + 3600_000) });
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    // Pretend the dead process was a worker holding the job (as after kill -9).
    await pool.query(`insert into vowly_worker_processes (worker_id, hostname, pid) values ('worker-dead', $1, $2)`, [
      (await import('node:os')).hostname(),
      dead.pid,
    ]);
    await pool.query(`update graphile_worker._private_jobs set locked_by = 'worker-dead', locked_at = now() where id = $1`, [job.id]);
    await registerWorker(pool, 'worker-alive');

    expect(await releaseDeadWorkers(pool, utils)).toEqual(['worker-dead']);
    const { rows } = await pool.query('select locked_by from graphile_worker._private_jobs where id = $1', [job.id]);
    expect(rows[0].locked_by).toBeNull();
    await utils.completeJobs([job.id]);
    await utils.release();
    await pool.end();
  });

  it('releases, from any host, jobs locked by a worker process not seen for the timeout (a host killed with -9)', async () => {
    const pool = createPool(pg.url);
    const utils = await makeWorkerUtils({ pgPool: pool });
    await ensureRegistry(pool);
    const job = await utils.addJob('send_email', { emailId: 'nothing' }, { runAt: new Date(Date.now() + 3600_000) });
    // A worker of another host (its pid means nothing here) last seen 10 s ago, holding the job.
    await pool.query(
      `insert into vowly_worker_processes (worker_id, hostname, pid, seen_at) values ('worker-silent', 'other-host', 1, now() - interval '10 seconds')`,
    );
    await pool.query(`update graphile_worker._private_jobs set locked_by = 'worker-silent', locked_at = now() where id = $1`, [job.id]);
    await registerWorker(pool, 'worker-seen');
    await markWorkersSeen(pool);

    expect(await releaseSilentWorkers(pool, 5)).toEqual(['worker-silent']);
    const { rows } = await pool.query('select locked_by from graphile_worker._private_jobs where id = $1', [job.id]);
    expect(rows[0].locked_by).toBeNull();
    const { rows: kept } = await pool.query('select worker_id from vowly_worker_processes order by worker_id');
    expect(kept.map((row) => row.worker_id)).toContain('worker-seen');
    expect(kept.map((row) => row.worker_id)).not.toContain('worker-silent');
    await utils.completeJobs([job.id]);
    await utils.release();
    await pool.end();
  });
});
