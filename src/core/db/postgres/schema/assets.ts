import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn } from './columns';
import { weddings } from './weddings';

export const assets = pgTable(
  'assets',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    url: text('url').notNull(),
    publicId: text('public_id').notNull(),
    provider: text('provider', { enum: ['cloudinary', 'local'] }).notNull(),
    bytes: integer('bytes'),
    format: text('format'),
    createdAt: createdAt(),
  },
  (t) => [index('assets_wedding_idx').on(t.weddingId)],
);
