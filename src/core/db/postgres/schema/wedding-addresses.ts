import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, timestamp } from './columns';
import { users } from './users';
import { weddings } from './weddings';

export const previousWeddingUrls = pgTable(
  'previous_wedding_urls',
  {
    weddingUrl: text('wedding_url').primaryKey(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    createdAt: createdAt(),
  },
  (t) => [index('previous_wedding_urls_wedding_idx').on(t.weddingId)],
);

export const notificationMarkers = pgTable(
  'notification_markers',
  {
    userId: belongsTo('user_id', () => users.id),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    seenAt: timestamp('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weddingId] })],
);
