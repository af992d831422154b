import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, bool, timestamp, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

export const guestJourney = pgTable(
  'guest_journey',
  {
    guestId: text('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    firstVisitedAt: timestamp('first_visited_at'),
    rsvpStartedAt: timestamp('rsvp_started_at'),
  },
  (t) => [index('guest_journey_wedding_idx').on(t.weddingId)],
);

export const reminderSettings = pgTable('reminder_settings', {
  weddingId: text('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  enabled: bool('enabled').notNull().default(false),
  days: jsonb('days').$type<number[]>().notNull().default([14, 3]),
  updatedAt: updatedAt(),
});
