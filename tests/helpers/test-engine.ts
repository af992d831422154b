// The route tests' engine switch (issue 29 item 4). The vitest project `integration-postgres` sets
// VOWLY_TEST_ENGINE=postgres: each test app then gets a PostgreSQL database of its own, cloned from the
// run's migrated template (tests/setup/global-setup.ts), as each gets a SQLite file of its own
// otherwise; tests/setup/postgres-pass.ts closes the file's stores after its tests.
import crypto from 'node:crypto';
import { sql as raw } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import * as pgTables from '../../src/core/db/postgres/schema';
import * as sqliteTables from '../../src/core/db/schema';
import type { Tables } from '../../src/core/db/store/portable';
import { createPostgresStore } from '../../src/core/db/store/postgres-store';
import type { DataEngine, DataStore, PostgresStore } from '../../src/core/db/store/store';
import { createDatabaseStatement } from './pg';

/** The engine this test process runs route tests on: sqlite unless VOWLY_TEST_ENGINE=postgres. */
export function testEngine(): DataEngine {
  return process.env.VOWLY_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * The tables of this process's test engine under the SQLite schema's names and types (what `portable(store).t`
 * gives, known before any store exists): a route test file declares `const { guests } = engineTables()` and
 * reads and writes them through the test app's `sql()` and `transaction()` on either engine.
 */
export function engineTables(): Tables {
  return testEngine() === 'postgres' ? (pgTables as unknown as Tables) : sqliteTables;
}

interface QueuedJob {
  task: string;
  payload: unknown;
  jobKey?: string;
}

/**
 * The jobs a test app queued, on either engine: the recording queue's (SQLite queues after commit) and, on
 * PostgreSQL, the Graphile Worker jobs committed with their rows in the app's database (enqueueInTransaction).
 * Graphile holds one job per key, so on PostgreSQL a recorded job with the key of a committed one is that job
 * (a replayed send's requeue, onlyIfAbsent, adds nothing there).
 */
export async function queuedJobs(t: { store: DataStore; jobs: QueuedJob[] }): Promise<QueuedJob[]> {
  if (t.store.engine !== 'postgres') return t.jobs;
  const { rows } = await t.store
    .executor()
    .execute<{ task: string; payload: unknown; jobKey: string | null }>(
      raw`select t.identifier as task, j.payload, j.key as "jobKey" from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id order by j.id`,
    );
  const keys = new Set(rows.map((row) => row.jobKey));
  return [...t.jobs.filter((job) => !job.jobKey || !keys.has(job.jobKey)), ...rows.map(({ jobKey, ...job }) => (jobKey === null ? job : { ...job, jobKey }))];
}

/** A pool whose connections wait for `ready` (the database it points at is still being made). */
function poolAfter(ready: Promise<unknown>, config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => {});
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    if (!callback) return ready.then(() => connect());
    ready.then(
      () => connect(callback),
      (error: unknown) => callback(error),
    );
    return undefined;
  }) as never;
  return pool;
}

/**
 * This file's one connection to the run's server for making databases: a new connection costs the server about
 * 24 ms of CPU here (a process of its own), about half of a clone's cost.
 */
let admin: Promise<pg.Client> | undefined;
let lastAdminQuery: Promise<unknown> = Promise.resolve();

function adminQuery(serverUrl: string, statement: string) {
  if (!admin) {
    const client = new pg.Client({ connectionString: serverUrl });
    const connecting = client.connect().then(() => client);
    // A connection that failed or ended is replaced by the next clone's.
    const forget = () => {
      if (admin === connecting) admin = undefined;
    };
    client.on('error', forget);
    client.on('end', forget);
    connecting.catch(forget);
    admin = connecting;
  }
  // One statement at a time (pg deprecates a second query while one runs).
  const result = Promise.all([admin, lastAdminQuery]).then(([client]) => client.query(statement));
  lastAdminQuery = result.catch(() => {});
  return result;
}

const opened: { store: PostgresStore; ready: Promise<unknown> }[] = [];
/** The next test app's database, cloned ahead while the current test runs (a clone takes about 0.2 s here). */
let spare: { name: string; ready: Promise<unknown> } | undefined;

function cloneDatabase(serverUrl: string, template: string) {
  const name = `a_${crypto.randomBytes(6).toString('hex')}`;
  const ready = adminQuery(serverUrl, createDatabaseStatement(name, template));
  ready.catch(() => {}); // reported by the first query that waits for it
  return { name, ready };
}

/**
 * A migrated PostgreSQL store of its own, returned at once (createTestApp is synchronous): the database
 * is cloned from the run's template (ahead of time: the one cloned after the previous call) and the store's
 * first query waits for it. The databases stay until the run's cluster is removed: dropping each one cost
 * more than its test (1–2 s at load).
 */
export function pgTestStore(): PostgresStore & { url: string } {
  const template = inject('pgTemplate');
  const serverUrl = new URL(inject('pgUrl')).toString();
  const { name, ready } = spare ?? cloneDatabase(serverUrl, template);
  spare = cloneDatabase(serverUrl, template);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = poolAfter(ready, { connectionString: url.toString(), max: 6, idleTimeoutMillis: 2000, allowExitOnIdle: true });
  const store = createPostgresStore(url.toString(), { pool });
  opened.push({ store, ready });
  return Object.assign(store, { url: url.toString() });
}

/** Closes the stores pgTestStore made in this file (after its tests), waits for the spare clone and closes the admin connection. */
export async function closeTestStores() {
  for (const { store, ready } of opened.splice(0)) {
    await store.close().catch(() => {});
    await ready.catch(() => {});
  }
  await spare?.ready.catch(() => {});
  const connected = admin;
  admin = undefined;
  await connected?.then((client) => client.end()).catch(() => {});
}
