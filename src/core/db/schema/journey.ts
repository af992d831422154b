import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, timestamp, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

/**
 * The guest journey (issue 16 item 7): when a guest first opened their personal link (card page
 * or RSVP page with their token) and first opened the answer form. Written once per guest (each
 * column only while null), never on the cached anonymous page path. A table of its own so the
 * guest rows stay untouched by these writes.
 */
export const guestJourney = sqliteTable(
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

/**
 * Automatic reminders before the RSVP deadline: off until the couple turns them on; `days` are
 * the days before the deadline a reminder goes out (default 14 and 3).
 */
export const reminderSettings = sqliteTable('reminder_settings', {
  weddingId: text('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  enabled: bool('enabled').notNull().default(false),
  days: text('days', { mode: 'json' }).$type<number[]>().notNull().default([14, 3]),
  updatedAt: updatedAt(),
});

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
