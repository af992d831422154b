import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Failure counters keyed by 'account:<email>' or 'ip:<address>'. */
export const loginThrottle = sqliteTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
  windowStart: integer('window_start', { mode: 'timestamp_ms' }).notNull(),
  windowAttempts: integer('window_attempts').notNull().default(0),
});
