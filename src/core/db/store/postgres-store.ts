// PostgreSQL behind the async store: a pool; each transaction on a connection of its own, SERIALIZABLE
// (the same guarantee as SQLite's one writer at a time: domain code written for one engine stays
// right on the other) and run again on a serialization failure or deadlock, up to 100 times, after a random
// pause that doubles up to 1 s (350 simultaneous RSVP answers abort each other often: tests/contract/rsvp.test.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../postgres/schema';
import type { PostgresExecutor, PostgresStore } from './store';

/** serialization_failure, deadlock_detected: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 100;

function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** `options.pool` replaces the pool made from `url` (tests: a pool that waits for its database to be made). */
export function createPostgresStore(url: string, options: { poolSize?: number; pool?: pg.Pool } = {}): PostgresStore & { pool: pg.Pool } {
  const pool = options.pool ?? new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection the server closed (restart, failover) is dropped by the pool; the next query gets a new one.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  const current = new AsyncLocalStorage<PostgresExecutor>();
  return {
    engine: 'postgres',
    pool,
    executor: () => current.getStore() ?? db,
    async transaction<T>(fn: (tx: PostgresExecutor) => Promise<T>): Promise<T> {
      const open = current.getStore();
      if (open) return fn(open);
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction((tx) => current.run(tx, () => fn(tx)), { isolationLevel: 'serializable' });
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
          await sleep(Math.random() * Math.min(1000, 5 * 2 ** attempt));
        }
      }
    },
    close: () => pool.end(),
  };
}
