// A worker killed with -9 leaves its jobs locked for hours. Each worker process records its
// graphile pool id (what 0.18 locks jobs with) and worker ids with host and pid; at start, ids of
// this host whose process is gone are unlocked. A whole host can die too (issue 29 item 5: workers on
// several hosts): each live worker marks its ids seen with every heartbeat, and releases the ids of any
// host not seen for WORKER_HEALTH_TIMEOUT (PostgreSQL's clock), so another host's worker runs their jobs.
import os from 'node:os';
import type { WorkerUtils } from 'graphile-worker';
import type pg from 'pg';
import { runDdlOnce } from '../src/core/queue/ddl-once';

const TABLE = 'vowly_worker_processes';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Makes the table once, however many workers start together (runDdlOnce says why that needs a lock). */
export async function ensureRegistry(pool: pg.Pool) {
  await runDdlOnce(pool, TABLE, [
    `create table if not exists ${TABLE} (worker_id text primary key, hostname text not null, pid integer not null, started_at timestamptz not null default now())`,
    `alter table ${TABLE} add column if not exists seen_at timestamptz not null default now()`,
  ]);
}

/** This process's ids were seen now (called with each heartbeat). */
export async function markWorkersSeen(pool: pg.Pool, pid = process.pid) {
  await pool.query(`update ${TABLE} set seen_at = now() where hostname = $1 and pid = $2`, [os.hostname(), pid]);
}

/**
 * Unlocks and forgets, in one statement, the ids of any host not seen for `timeoutSeconds`; returns them.
 * A worker alive but silent that long (its heartbeat is a quarter of the timeout: a stall of the whole
 * process) loses its locks too, and its job may then run on two workers at once, which can send an SMTP
 * e-mail twice: keep WORKER_HEALTH_TIMEOUT well above any pause of a live worker (default 60 s).
 */
export async function releaseSilentWorkers(pool: pg.Pool, timeoutSeconds: number): Promise<string[]> {
  const { rows } = await pool.query<{ ids: string[] | null }>(
    `with gone as (delete from ${TABLE} where seen_at < now() - make_interval(secs => $1) returning worker_id),
          ids as (select array_agg(worker_id order by worker_id) as ids from gone)
     select ids, graphile_worker.force_unlock_workers(coalesce(ids, '{}')) from ids`,
    [timeoutSeconds],
  );
  return rows[0]?.ids ?? [];
}

export async function registerWorker(pool: pg.Pool, workerId: string) {
  await pool.query(`insert into ${TABLE} (worker_id, hostname, pid) values ($1, $2, $3) on conflict do nothing`, [workerId, os.hostname(), process.pid]);
}

export async function forgetWorkers(pool: pg.Pool, pid = process.pid) {
  await pool.query(`delete from ${TABLE} where hostname = $1 and pid = $2`, [os.hostname(), pid]);
}

/** Returns the ids it unlocked. */
export async function releaseDeadWorkers(pool: pg.Pool, utils: WorkerUtils): Promise<string[]> {
  const { rows } = await pool.query<{ worker_id: string; pid: number }>(`select worker_id, pid from ${TABLE} where hostname = $1`, [os.hostname()]);
  const dead = rows.filter((r) => r.pid !== process.pid && !processAlive(r.pid));
  if (dead.length === 0) return [];
  const ids = dead.map((r) => r.worker_id);
  await utils.forceUnlockWorkers(ids);
  await pool.query(`delete from ${TABLE} where worker_id = any($1)`, [ids]);
  return ids;
}
