import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn } from './columns';
import { weddings } from './weddings';

export const households = pgTable(
  'households',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    name: text('name').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('households_wedding_idx').on(t.weddingId)],
);
