import { makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import pg from 'pg';
import { heartbeatAge } from './heartbeat';
import { createJobBatcher } from './job-batcher';
import { taskPayloadSchemas, type TaskName, type TaskPayload } from './tasks';

export interface EnqueueOptions {
  /** Graphile's job key: a pending job with the same key is replaced, not duplicated. */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface Queue {
  enqueue<T extends TaskName>(task: T, payload: TaskPayload<T>, options?: EnqueueOptions): Promise<void>;
  /**
   * Many jobs of one task in one round trip (a bulk send of 350 e-mails is one insert). A pending
   * job with the same key is replaced; with onlyIfAbsent, a job with the key (even one running)
   * is kept and nothing is added (graphile's 'unsafe_dedupe').
   */
  enqueueMany<T extends TaskName>(
    task: T,
    jobs: { payload: TaskPayload<T>; jobKey: string }[],
    options?: { maxAttempts?: number; onlyIfAbsent?: boolean },
  ): Promise<void>;
  healthy(): Promise<boolean>;
  /** Seconds since any worker's last heartbeat, null when none ever beat; absent on test doubles. */
  workerHeartbeatAge?(): Promise<number | null>;
  /** Jobs waiting or running (for /metrics); absent on test doubles. */
  pendingJobs?(): Promise<number>;
  close(): Promise<void>;
}

/** A pg pool that never crashes the process when the server goes away (it logs instead). */
export function createPool(connectionString: string, max = 4): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => console.error('[queue] postgres connection error:', error.message));
  pool.on('connect', (client) => client.on('error', (error) => console.error('[queue] postgres client error:', error.message)));
  return pool;
}

export async function createQueue(connectionString: string): Promise<Queue> {
  const pool = createPool(connectionString);
  const utils: WorkerUtils = await makeWorkerUtils({ pgPool: pool });
  await utils.migrate();
  const addBatched = createJobBatcher((specs) => utils.addJobs(specs));
  return {
    async enqueue(task, payload, options = {}) {
      const parsed = taskPayloadSchemas[task].parse(payload);
      await addBatched({
        identifier: task,
        payload: parsed as never,
        jobKey: options.jobKey,
        runAt: options.runAt,
        maxAttempts: options.maxAttempts ?? 10,
      });
    },
    async healthy() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    workerHeartbeatAge: () => heartbeatAge(pool),
    async enqueueMany(task, jobs, options = {}) {
      if (jobs.length === 0) return;
      const schema = taskPayloadSchemas[task];
      if (options.onlyIfAbsent) {
        await pool.query(
          `select graphile_worker.add_job($1, j.payload, job_key => j.key, max_attempts => $4, job_key_mode => 'unsafe_dedupe')
             from unnest($2::json[], $3::text[]) as j(payload, key)`,
          [task, jobs.map((job) => JSON.stringify(schema.parse(job.payload))), jobs.map((job) => job.jobKey), options.maxAttempts ?? 10],
        );
        return;
      }
      await utils.addJobs(
        jobs.map((job) => ({
          identifier: task,
          payload: schema.parse(job.payload) as never,
          jobKey: job.jobKey,
          maxAttempts: options.maxAttempts ?? 10,
        })),
      );
    },
    async pendingJobs() {
      const result = await pool.query<{ n: string }>('select count(*) as n from graphile_worker.jobs');
      return Number(result.rows[0]?.n ?? 0);
    },
    async close() {
      await utils.release();
      await pool.end();
    },
  };
}
