import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, idColumn } from './columns';
import { weddings } from './weddings';

/** A party of guests of whom one may answer the RSVP for all. */
export const households = sqliteTable(
  'households',
  {
    id: idColumn(),
    weddingId: text('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Tags every member carries (see guests.tags). */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('households_wedding_idx').on(t.weddingId)],
);
