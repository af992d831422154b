import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Totals the database keeps for the admin (issue 29 item 6): e.g. 'guests:Accepted', 'users:admin',
 * 'weddings', 'payments:paid-cents:stripe'. Written only by the triggers of migration 0019 (and
 * migrations/postgres 0002), in the transaction of the write they count; read by appStats.
 */
export const appCounts = sqliteTable('app_counts', {
  key: text('key').primaryKey(),
  n: integer('n').notNull().default(0),
});
