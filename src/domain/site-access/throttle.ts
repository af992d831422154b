// Slows password guessing on protected wedding sites, per client address and wedding, in memory
// (one web process serves the site; a restart forgets, which only helps a guesser once). The first
// 5 failures are free, then each further failure doubles a wait (1 s, 2 s, 4 s … at most 15
// minutes). A success clears the counter. The table holds at most MAX_KEYS entries: the oldest
// are forgotten first, so a flood of addresses cannot exhaust memory.

export const FREE_FAILURES = 5;
export const MAX_DELAY_MS = 15 * 60 * 1000;
const MAX_KEYS = 10_000;
/** A key with no failure for this long is forgotten. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

export class PasswordThrottle {
  private readonly entries = new Map<string, Entry>();

  static key(weddingId: string, ip: string | undefined): string {
    return `${weddingId}|${ip ?? 'unknown'}`;
  }

  /** 0 when an attempt may be checked now, otherwise the milliseconds to wait. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    if (now - entry.lastFailure > FORGET_AFTER_MS) {
      this.entries.delete(key);
      return 0;
    }
    return Math.max(0, entry.lockedUntil - now);
  }

  recordFailure(key: string, now = Date.now()): void {
    const entry = this.entries.get(key) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    entry.failures += 1;
    entry.lastFailure = now;
    const over = entry.failures - FREE_FAILURES;
    entry.lockedUntil = over > 0 ? now + Math.min(MAX_DELAY_MS, 1000 * 2 ** (over - 1)) : 0;
    this.entries.delete(key); // re-insert: Map order is the eviction order
    this.entries.set(key, entry);
    while (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
  }

  recordSuccess(key: string): void {
    this.entries.delete(key);
  }
}

export function throttledMessage(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  if (seconds < 90) return `Too many attempts. Please try again in ${seconds} seconds.`;
  return `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
}
