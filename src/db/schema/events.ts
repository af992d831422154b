import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { weddings } from './weddings';

/**
 * A wedding's events (welcome drinks, ceremony, reception, brunch: issue 16 item 1), shown on the
 * RSVP page with calendar files. The main wedding day is read from the wedding's date until the
 * couple saves it here (`main`), see docs/decisions.md "Events".
 */
export const weddingEvents = sqliteTable(
  'wedding_events',
  {
    id: idColumn(),
    weddingId: text('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** The main wedding day (at most one per wedding). */
    main: bool('main').notNull().default(false),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at').notNull(),
    endsAt: timestamp('ends_at').notNull(),
    venueName: text('venue_name').notNull().default(''),
    venueAddress: text('venue_address').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    dressCode: text('dress_code').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wedding_events_wedding_idx').on(t.weddingId, t.startsAt)],
);
export type WeddingEventRow = typeof weddingEvents.$inferSelect;
