// The rate limiter's SQL (issue 29 item 4): the `rate_limits` buckets, one portable implementation for
// SQLite and PostgreSQL. The drain-then-add runs in the database, so concurrent failures lose nothing.
import { inArray, lt, sql as raw } from 'drizzle-orm';
import { portable } from '../db/store/portable';
import type { DataStore } from '../db/store/store';

export interface BucketRow {
  key: string;
  score: number;
  updatedAt: number;
}

export interface RateLimitRepository {
  /** Runs `fn` as one transaction (the calls it makes join it); each write below is one, or joins the open one. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  buckets(keys: string[]): Promise<BucketRow[]>;
  /** Drains the bucket to `now` at `perMs`, adds one (at most `ceiling`), or starts it at one. */
  addOne(key: string, perMs: number, ceiling: number, now: number): Promise<void>;
  deleteOlderThan(before: number): Promise<void>;
  delete(keys: string[]): Promise<void>;
}

export function rateLimitRepository(store: DataStore): RateLimitRepository {
  const { t, sql, transaction, engine } = portable(store);
  const { rateLimits } = t;
  return {
    transaction,
    buckets: async (keys) => sql().select().from(rateLimits).where(inArray(rateLimits.key, keys)),
    addOne: (key, perMs, ceiling, now) => {
      // SQLite's scalar min/max are PostgreSQL's least/greatest; PostgreSQL types each parameter.
      const score =
        engine === 'sqlite'
          ? raw`min(${ceiling}, max(0, ${rateLimits.score} - max(0, ${now} - ${rateLimits.updatedAt}) * ${perMs}) + 1)`
          : raw`least(${ceiling}::double precision, greatest(0, ${rateLimits.score} - greatest(0, ${now}::bigint - ${rateLimits.updatedAt}) * ${perMs}::double precision) + 1)`;
      return transaction(async () => {
        await sql()
          .insert(rateLimits)
          .values({ key, score: 1, updatedAt: now })
          .onConflictDoUpdate({ target: rateLimits.key, set: { score, updatedAt: now } });
      });
    },
    deleteOlderThan: (before) =>
      transaction(async () => {
        await sql().delete(rateLimits).where(lt(rateLimits.updatedAt, before));
      }),
    delete: (keys) =>
      transaction(async () => {
        await sql().delete(rateLimits).where(inArray(rateLimits.key, keys));
      }),
  };
}
