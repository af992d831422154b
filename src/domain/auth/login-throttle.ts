// Login throttling: slows password guessing per account and per IP address without ever
// locking the real owner out for good. After 5 failures each further failure doubles a short
// wait (1 s, 2 s, 4 s … capped at 15 minutes); a success clears the account's counter; at most
// 100 attempts per key are evaluated per hour, after which attempts are refused unchecked
// until the hour has passed.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { loginThrottle } from '../../db/schema';

export const FREE_FAILURES = 5;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const WINDOW_MS = 60 * 60 * 1000;
export const MAX_ATTEMPTS_PER_WINDOW = 100;

export function throttleKeys(email: string, ip: string | undefined): string[] {
  return [`account:${email.toLowerCase()}`, ...(ip ? [`ip:${ip}`] : [])];
}

export type ThrottleCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Counts one attempt against every key; refuses when any key is locked or out of attempts. */
export function beginLoginAttempt(db: Db, keys: string[], now = new Date()): ThrottleCheck {
  return db.transaction((tx) => {
    let retryAfterMs = 0;
    for (const key of keys) {
      let row = tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).get();
      if (!row || now.getTime() - row.windowStart.getTime() >= WINDOW_MS) {
        tx.insert(loginThrottle)
          .values({ key, failures: row?.failures ?? 0, lockedUntil: row?.lockedUntil ?? null, windowStart: now, windowAttempts: 0 })
          .onConflictDoUpdate({ target: loginThrottle.key, set: { windowStart: now, windowAttempts: 0 } })
          .run();
        row = tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).get()!;
      }
      if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
        retryAfterMs = Math.max(retryAfterMs, row.lockedUntil.getTime() - now.getTime());
      }
      if (row.windowAttempts >= MAX_ATTEMPTS_PER_WINDOW) {
        retryAfterMs = Math.max(retryAfterMs, row.windowStart.getTime() + WINDOW_MS - now.getTime());
      }
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    for (const key of keys) {
      const row = tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).get()!;
      tx.update(loginThrottle).set({ windowAttempts: row.windowAttempts + 1 }).where(eq(loginThrottle.key, key)).run();
    }
    return { allowed: true };
  });
}

export function recordLoginFailure(db: Db, keys: string[], now = new Date()) {
  for (const key of keys) {
    const row = db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).get();
    if (!row) continue;
    const failures = row.failures + 1;
    const over = failures - FREE_FAILURES;
    const lockedUntil = over > 0 ? new Date(now.getTime() + Math.min(MAX_DELAY_MS, 1000 * 2 ** (over - 1))) : null;
    db.update(loginThrottle).set({ failures, lockedUntil }).where(eq(loginThrottle.key, key)).run();
  }
}

/** A correct password clears the account's failures (the IP keeps its count). */
export function recordLoginSuccess(db: Db, email: string) {
  db.update(loginThrottle).set({ failures: 0, lockedUntil: null }).where(eq(loginThrottle.key, `account:${email.toLowerCase()}`)).run();
}

export function throttleMessage(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  if (seconds < 90) return `Too many login attempts. Please try again in ${seconds} seconds.`;
  return `Too many login attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
}
