import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Failure buckets of src/core/rate-limit: `score` failures as of `updated_at` (ms); the score
 * drains at the bucket's rate, so a quiet key is worth nothing and is pruned after a day. In
 * SQLite so every process (web, npm start's children) shares one count.
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  score: real('score').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
