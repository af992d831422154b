import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, timestamp } from './columns';
import { users } from './users';
import { weddings } from './weddings';

/**
 * An address a wedding had before it changed it (issue 12 item 10). Guests' old links redirect
 * (301) to the wedding's current address while the row exists; a wedding that claims the address
 * deletes the row, and so does the wedding itself when it moves back to it.
 */
export const previousWeddingUrls = sqliteTable(
  'previous_wedding_urls',
  {
    weddingUrl: text('wedding_url').primaryKey(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    createdAt: createdAt(),
  },
  (t) => [index('previous_wedding_urls_wedding_idx').on(t.weddingId)],
);

/**
 * When a couple last looked at their notifications (new RSVP answers and guest requests): one
 * marker per user and wedding. Events after `seenAt` count in the top bar.
 */
export const notificationMarkers = sqliteTable(
  'notification_markers',
  {
    userId: belongsTo('user_id', () => users.id),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    seenAt: timestamp('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weddingId] })],
);
