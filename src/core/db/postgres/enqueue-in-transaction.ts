// With DATA_ENGINE=postgres the product data and the job queue share one database (issue 29 item 4):
// a job added on the store transaction's own connection commits with the rows it is about, or not at
// all, so "the e-mail row exists but its job was lost" cannot happen there (SQLite still needs the
// worker's requeue sweep). Graphile Worker's schema must be installed (createQueue migrates it).
import { sql } from 'drizzle-orm';
import type { EnqueueOptions } from '../../queue/queue';
import { type TaskName, type TaskPayload, taskPayloadSchemas } from '../../queue/tasks';
import type { PostgresExecutor } from '../store/store';

/** Adds a job inside the caller's transaction (`tx` from PostgresStore.transaction); a pending job with the same key is replaced. */
export async function enqueueInTransaction<T extends TaskName>(tx: PostgresExecutor, task: T, payload: TaskPayload<T>, options: EnqueueOptions = {}) {
  const parsed = taskPayloadSchemas[task].parse(payload);
  await tx.execute(
    sql`select graphile_worker.add_job(${task}, ${JSON.stringify(parsed)}::json, job_key => ${options.jobKey ?? null}::text, run_at => ${options.runAt?.toISOString() ?? null}::timestamptz, max_attempts => ${options.maxAttempts ?? 10}::int)`,
  );
}

/**
 * Many jobs of one task inside the caller's transaction, in one statement (a bulk send is up to 350 e-mails).
 * A pending job with the same key is replaced, as with enqueueInTransaction.
 */
export async function enqueueManyInTransaction<T extends TaskName>(
  tx: PostgresExecutor,
  task: T,
  jobs: { payload: TaskPayload<T>; jobKey: string }[],
  options: { maxAttempts?: number } = {},
) {
  if (jobs.length === 0) return;
  const schema = taskPayloadSchemas[task];
  const payloads = jobs.map((job) => JSON.stringify(schema.parse(job.payload)));
  const keys = jobs.map((job) => job.jobKey);
  await tx.execute(
    sql`select graphile_worker.add_job(${task}, j.payload, job_key => j.key, max_attempts => ${options.maxAttempts ?? 10}::int)
          from unnest(${sql.param(payloads)}::json[], ${sql.param(keys)}::text[]) as j(payload, key)`,
  );
}
