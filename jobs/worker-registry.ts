// A worker killed with -9 leaves its jobs locked for hours. Each worker process records its
// graphile pool id (what 0.18 locks jobs with) and worker ids with host and pid; at start, ids of
// this host whose process is gone are unlocked.
import os from 'node:os';
import type { WorkerUtils } from 'graphile-worker';
import type pg from 'pg';

const TABLE = 'vowly_worker_processes';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function ensureRegistry(pool: pg.Pool) {
  await pool.query(
    `create table if not exists ${TABLE} (worker_id text primary key, hostname text not null, pid integer not null, started_at timestamptz not null default now())`,
  );
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
