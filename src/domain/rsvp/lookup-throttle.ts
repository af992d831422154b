// Slows guessing who is invited: every name lookup (and every note left for the couple) from one
// client address counts, found or not, since a hit tells as much as a miss. Same pattern as the
// website password throttle (src/domain/site-access/throttle.ts): in memory, per address, the
// first FREE_LOOKUPS are free, then each one doubles a wait (1 s, 2 s, 4 s … at most 15 minutes);
// an address quiet for an hour is forgotten, and the table is capped so a flood of addresses
// cannot exhaust memory. Unlike passwords, a success does not clear the count.
import { throttledMessage } from '../site-access/throttle';

export const FREE_LOOKUPS = 10;
export const MAX_DELAY_MS = 15 * 60 * 1000;
const MAX_KEYS = 10_000;
const FORGET_AFTER_MS = 60 * 60 * 1000;

interface Entry {
  count: number;
  lockedUntil: number;
  last: number;
}

export type LookupPermit = { ok: true } | { ok: false; retryAfterMs: number; msg: string };

export class LookupThrottle {
  private readonly entries = new Map<string, Entry>();

  /** Counts one lookup from `ip` when it may run now; otherwise says how long to wait. */
  take(ip: string | undefined, now = Date.now()): LookupPermit {
    const key = ip ?? 'unknown';
    let entry = this.entries.get(key);
    if (entry && now - entry.last > FORGET_AFTER_MS) entry = undefined;
    if (entry && entry.lockedUntil > now) {
      const wait = entry.lockedUntil - now;
      return { ok: false, retryAfterMs: wait, msg: throttledMessage(wait) };
    }
    const next = entry ?? { count: 0, lockedUntil: 0, last: now };
    next.count += 1;
    next.last = now;
    const over = next.count - FREE_LOOKUPS;
    next.lockedUntil = over > 0 ? now + Math.min(MAX_DELAY_MS, 1000 * 2 ** (over - 1)) : 0;
    this.entries.delete(key); // re-insert: Map order is the eviction order
    this.entries.set(key, next);
    while (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
    return { ok: true };
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The web process's one table. */
export const rsvpLookupThrottle = new LookupThrottle();
