import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const appCounts = pgTable('app_counts', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
