import { bigint, doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';

/** `updated_at` is milliseconds since 1970 as a number, as in SQLite (past 32 bits: bigint). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  score: doublePrecision('score').notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});
