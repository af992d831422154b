import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { users } from './users';

/**
 * Queried fields are columns; the page content (every field of the wedding record schema in
 * src/shared/wedding/record.ts) is one JSON column parsed by that schema on read.
 */
export const weddings = sqliteTable(
  'weddings',
  {
    id: idColumn(),
    ownerId: belongsTo('owner_id', () => users.id),
    weddingUrl: text('wedding_url'),
    weddingTheme: text('wedding_theme').notNull().default('light'),
    weddingDate: timestamp('wedding_date'),
    timeZone: text('time_zone').notNull().default('UTC'),
    published: bool('published').notNull().default(true),
    /** The couple counts e-mail opens (off by default; issue 16 item 6). */
    trackOpens: bool('track_opens').notNull().default(false),
    /** Pro belongs to the wedding (issue 23): set by a payment, shared by every member. */
    pro: bool('pro').notNull().default(false),
    content: text('content', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
    /** The site's languages, the default first (issue 27 item 2; src/shared/wedding/languages.ts reads it). */
    languages: text('languages', { mode: 'json' }).notNull().$type<string[]>().default(['en']),
    version: integer('version').notNull().default(1),
    /**
     * The public page's version (issue 29 item 8): bumped, in the same transaction, by every write that
     * changes what the wedding's public page shows (src/core/db/queries/page-generation.ts); every web
     * process's page cache and ETag read it.
     */
    pageGeneration: integer('page_generation').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A person may own several weddings (issue 23 item 5: a transfer to a partner with a wedding of their own).
    index('weddings_owner_idx').on(t.ownerId),
    uniqueIndex('weddings_url_unique').on(t.weddingUrl),
    index('weddings_date_idx').on(t.weddingDate),
    // The admin list pages by it (keyset: newest first); the owner lets a search skip non-matching rows unread.
    index('weddings_created_idx').on(t.createdAt, t.id, t.ownerId),
  ],
);
export type WeddingRow = typeof weddings.$inferSelect;
