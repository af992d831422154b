// The one rate limiter (issue 17): leaky buckets of failures, stored in SQLite.
// A bucket holds up to `capacity` failures; each failure adds one, and the count drains
// continuously at `perHour` (so a typo from last week weighs nothing, and an attacker who waits
// for a lock to end gets one more guess per 1/perHour, not a fresh allowance). An attempt may run
// while every bucket it belongs to has room for one more failure; otherwise the caller is told
// how long until there is room. Successes are not counted (a caller may clear a bucket it owns).
import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { rateLimits } from '../db/schema';
import { type Tx, writeTransaction } from '../db/transaction';
import { UserError } from '../errors';

export interface Bucket {
  key: string;
  /** Failures allowed in a burst before attempts wait. */
  capacity: number;
  /** Failures forgiven per hour (the drain rate). */
  perHour: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** Rows quiet for this long have drained in every policy; pruned now and then. */
const PRUNE_AFTER_MS = 24 * HOUR_MS;
const PRUNE_EVERY_WRITES = 500;
let writesSincePrune = 0;

function drained(score: number, updatedAt: number, bucket: Bucket, now: number): number {
  return Math.max(0, score - (Math.max(0, now - updatedAt) * bucket.perHour) / HOUR_MS);
}

/** 0 when an attempt may run now; otherwise the milliseconds until every bucket has room. */
export function waitFor(db: Db | Tx, buckets: Bucket[], now = Date.now()): number {
  if (buckets.length === 0) return 0;
  const rows = db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        buckets.map((b) => b.key),
      ),
    )
    .all();
  let wait = 0;
  for (const bucket of buckets) {
    const row = rows.find((r) => r.key === bucket.key);
    if (!row) continue;
    const score = drained(row.score, row.updatedAt, bucket, now);
    const excess = score - (bucket.capacity - 1);
    if (excess > 0) wait = Math.max(wait, Math.ceil((excess * HOUR_MS) / bucket.perHour));
  }
  return wait;
}

/** Adds one failure to every bucket (one IMMEDIATE transaction; each update drains first). */
export function recordFailure(db: Db, buckets: Bucket[], now = Date.now()): void {
  if (buckets.length === 0) return;
  writeTransaction(db, (tx) => addOne(tx, buckets, now));
}

/**
 * For actions limited by count rather than by failure (e-mails sent on a stranger's request): when
 * every bucket has room, counts one in each and answers true; otherwise counts nothing and answers
 * false. Check and count are one IMMEDIATE transaction, so concurrent requests cannot both pass.
 */
export function takeRoom(db: Db, buckets: Bucket[], now = Date.now()): boolean {
  if (buckets.length === 0) return true;
  return writeTransaction(db, (tx) => {
    if (waitFor(tx, buckets, now) > 0) return false;
    addOne(tx, buckets, now);
    return true;
  });
}

function addOne(tx: Tx, buckets: Bucket[], now: number): void {
  for (const bucket of buckets) {
    const rate = bucket.perHour / HOUR_MS;
    tx.insert(rateLimits)
      .values({ key: bucket.key, score: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          score: sql`min(${bucket.capacity * 4}, max(0, ${rateLimits.score} - max(0, ${now} - ${rateLimits.updatedAt}) * ${rate}) + 1)`,
          updatedAt: now,
        },
      })
      .run();
  }
  if (++writesSincePrune >= PRUNE_EVERY_WRITES) {
    writesSincePrune = 0;
    tx.delete(rateLimits)
      .where(lt(rateLimits.updatedAt, now - PRUNE_AFTER_MS))
      .run();
  }
}

/** Forgets buckets (e.g. an account-and-address pair after the right password). */
export function clearBuckets(db: Db, keys: string[]): void {
  if (keys.length === 0) return;
  db.delete(rateLimits).where(inArray(rateLimits.key, keys)).run();
}

/** Human wait, in the spec's words: "… Please try again in N seconds/minutes." */
export function waitText(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** A rate limit's refusal on the password gate, device gate, name lookups and re-entered passwords. */
export function throttledMessage(retryAfterMs: number): string {
  return `Too many attempts. Please try again in ${waitText(retryAfterMs)}.`;
}

/** A refusal because of a limit: 429, and the error handler adds Retry-After. */
export class RateLimitedError extends UserError {
  constructor(
    code: 'auth.rate-limited' | 'rsvp.lookup-rate-limited',
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(code, message);
  }
}

export function retryAfterSeconds(retryAfterMs: number): string {
  return String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}
