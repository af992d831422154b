import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, idColumn } from './columns';
import { weddings } from './weddings';

/** A party of guests of whom one may answer the RSVP for all. */
export const households = sqliteTable(
  'households',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    name: text('name').notNull(),
    /** Tags every member carries (see guests.tags). */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('households_wedding_idx').on(t.weddingId)],
);
