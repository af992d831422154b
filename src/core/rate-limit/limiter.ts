// The one rate limiter (issue 17): leaky buckets of failures, stored in the database (SQLite or
// PostgreSQL, through ./repository.ts), so every process shares one count.
// A bucket holds up to `capacity` failures; each failure adds one, and the count drains
// continuously at `perHour` (so a typo from last week weighs nothing, and an attacker who waits
// for a lock to end gets one more guess per 1/perHour, not a fresh allowance). An attempt may run
// while every bucket it belongs to has room for one more failure; otherwise the caller is told
// how long until there is room. Successes are not counted (a caller may clear a bucket it owns).
import { appText } from '../../shared/i18n/app';
import type { DataStore } from '../db/store/store';
import { rateLimitRepository } from './repository';

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
export async function waitFor(store: DataStore, buckets: Bucket[], now = Date.now()): Promise<number> {
  if (buckets.length === 0) return 0;
  const rows = await rateLimitRepository(store).buckets(buckets.map((b) => b.key));
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

/** Adds one failure to every bucket (one transaction; each update drains first, in the database). */
export async function recordFailure(store: DataStore, buckets: Bucket[], now = Date.now()): Promise<void> {
  if (buckets.length === 0) return;
  await rateLimitRepository(store).transaction(() => addOne(store, buckets, now));
}

/**
 * For actions limited by count rather than by failure (e-mails sent on a stranger's request): when
 * every bucket has room, counts one in each and answers true; otherwise counts nothing and answers
 * false. Check and count are one transaction (SQLite IMMEDIATE, PostgreSQL SERIALIZABLE), so
 * concurrent requests cannot both pass.
 */
export async function takeRoom(store: DataStore, buckets: Bucket[], now = Date.now()): Promise<boolean> {
  if (buckets.length === 0) return true;
  return rateLimitRepository(store).transaction(async () => {
    if ((await waitFor(store, buckets, now)) > 0) return false;
    await addOne(store, buckets, now);
    return true;
  });
}

async function addOne(store: DataStore, buckets: Bucket[], now: number): Promise<void> {
  const repository = rateLimitRepository(store);
  for (const bucket of buckets) await repository.addOne(bucket.key, bucket.perHour / HOUR_MS, bucket.capacity * 4, now);
  if (++writesSincePrune >= PRUNE_EVERY_WRITES) {
    writesSincePrune = 0;
    await repository.deleteOlderThan(now - PRUNE_AFTER_MS);
  }
}

/** Forgets buckets (e.g. an account-and-address pair after the right password). */
export async function clearBuckets(store: DataStore, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await rateLimitRepository(store).delete(keys);
}

/** Human wait, in the spec's words: "… Please try again in N seconds/minutes." */
export function waitText(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 90) return appText('common.wait.seconds', { count: seconds });
  return appText('common.wait.minutes', { count: Math.ceil(seconds / 60) });
}

/** A rate limit's refusal on the password gate, device gate, name lookups and re-entered passwords. */
export function throttledMessage(retryAfterMs: number): string {
  return appText('common.throttled', { wait: waitText(retryAfterMs) });
}
