// The route tests' engine switch (issue 29 item 4). The vitest project `integration-postgres` sets
// VOWLY_TEST_ENGINE=postgres: each test app then gets a PostgreSQL database of its own, cloned from the
// run's migrated template (tests/setup/postgres-pass-setup.ts), as each gets a SQLite file of its own
// otherwise; tests/setup/postgres-pass.ts drops the file's databases after its tests.
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPostgresStore } from '../../src/core/db/store/postgres-store';
import type { DataEngine, PostgresStore } from '../../src/core/db/store/store';

/** The engine this test process runs route tests on: sqlite unless VOWLY_TEST_ENGINE=postgres. */
export function testEngine(): DataEngine {
  return process.env.VOWLY_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
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

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const opened: { store: PostgresStore; ready: Promise<unknown>; drop: () => Promise<void> }[] = [];

/**
 * A migrated PostgreSQL store of its own, returned at once (createTestApp is synchronous): the database
 * is cloned from the run's template in the background and the store's first query waits for it.
 */
export function pgTestStore(): PostgresStore & { url: string } {
  const template = inject('pgTemplate');
  if (!template) throw new Error('VOWLY_TEST_ENGINE=postgres needs the integration-postgres project (tests/setup/postgres-pass-setup.ts)');
  const serverUrl = new URL(inject('pgUrl')).toString();
  const name = `a_${crypto.randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const ready = adminQuery(serverUrl, `create database ${name} template ${template}`);
  ready.catch(() => {}); // reported by the first query that waits for it
  const pool = poolAfter(ready, { connectionString: url.toString(), max: 6, idleTimeoutMillis: 2000, allowExitOnIdle: true });
  const store = createPostgresStore(url.toString(), { pool });
  opened.push({
    store,
    ready,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  });
  return Object.assign(store, { url: url.toString() });
}

/** Closes and drops every database pgTestStore made in this file (after its tests). */
export async function dropTestStores() {
  for (const { store, ready, drop } of opened.splice(0)) {
    await store.close().catch(() => {});
    await ready.catch(() => {});
    await drop();
  }
}
