import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, idColumn } from './columns';
import { weddings } from './weddings';

/** Images a couple uploaded (Cloudinary or local disk), so deletes can clean up. */
export const assets = sqliteTable(
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
