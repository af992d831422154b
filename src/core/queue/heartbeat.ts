// The worker's heartbeat: each worker process updates its host's row in the queue database every
// heartbeatIntervalMs (a quarter of WORKER_HEALTH_TIMEOUT, at most 15 s). /healthz reads the freshest
// row (is any worker serving the queue?), `healthcheck-worker` its own host's (is this container's
// worker alive?). Ages are measured by PostgreSQL's clock alone, so hosts' clocks do not matter.
import os from 'node:os';
import { type Queryable, runDdlOnce } from './ddl-once';

const TABLE = 'vowly_worker_heartbeats';

export function heartbeatIntervalMs(timeoutSeconds: number): number {
  return Math.max(250, Math.min(15_000, (timeoutSeconds * 1000) / 4));
}

/** Makes the table once, however many workers start together (runDdlOnce says why that needs a lock). */
export async function ensureHeartbeatTable(db: Queryable) {
  await runDdlOnce(db, TABLE, [`create table if not exists ${TABLE} (hostname text primary key, beat_at timestamptz not null)`]);
}

export async function recordHeartbeat(db: Queryable, hostname = os.hostname()) {
  await db.query(`insert into ${TABLE} (hostname, beat_at) values ($1, now()) on conflict (hostname) do update set beat_at = now()`, [hostname]);
}

/** Seconds since the last heartbeat of `hostname` (or of any worker); null when there is none. */
export async function heartbeatAge(db: Queryable, hostname?: string): Promise<number | null> {
  try {
    const { rows } = await db.query<{ age: string | null }>(
      `select extract(epoch from now() - max(beat_at)) as age from ${TABLE}${hostname === undefined ? '' : ' where hostname = $1'}`,
      hostname === undefined ? [] : [hostname],
    );
    const age = rows[0]?.age;
    return age === null || age === undefined ? null : Math.max(0, Number(age));
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return null; // no worker has ever started
    throw error;
  }
}
