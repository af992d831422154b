import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { users } from './users';

export const weddings = pgTable(
  'weddings',
  {
    id: idColumn(),
    ownerId: belongsTo('owner_id', () => users.id),
    weddingUrl: text('wedding_url'),
    weddingTheme: text('wedding_theme').notNull().default('light'),
    weddingDate: timestamp('wedding_date'),
    timeZone: text('time_zone').notNull().default('UTC'),
    published: bool('published').notNull().default(true),
    trackOpens: bool('track_opens').notNull().default(false),
    /** Pro belongs to the wedding (issue 23): set by a payment, shared by every member. */
    pro: bool('pro').notNull().default(false),
    content: jsonb('content').notNull().$type<Record<string, unknown>>(),
    /** The site's languages, the default first (issue 27 item 2). */
    languages: jsonb('languages').notNull().$type<string[]>().default(['en']),
    version: integer('version').notNull().default(1),
    /** The public page's version (src/core/db/queries/page-generation.ts). */
    pageGeneration: integer('page_generation').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A person may own several weddings (issue 23 item 5: a transfer to a partner with a wedding of their own).
    index('weddings_owner_idx').on(t.ownerId),
    uniqueIndex('weddings_url_unique').on(t.weddingUrl),
    index('weddings_date_idx').on(t.weddingDate),
    index('weddings_created_idx').on(t.createdAt, t.id, t.ownerId),
  ],
);
