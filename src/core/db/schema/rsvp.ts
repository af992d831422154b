import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

export const rsvpSettings = sqliteTable('rsvp_settings', {
  weddingId: text('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  allowRsvpResubmit: bool('allow_rsvp_resubmit').notNull().default(true),
  rsvpOpen: bool('rsvp_open').notNull().default(true),
  deadline: timestamp('deadline'),
  notifyCouple: bool('notify_couple').notNull().default(true),
});

/**
 * A guest's answer for one event (issue 16 item 3). `eventId` is a wedding_events id, or
 * 'wedding-day' while the main day is read from the wedding's date (moved to the stored id when
 * the couple saves it). A plus-one comes to the events their guest attends unless `plusOne` is false.
 */
export const rsvpEventAnswers = sqliteTable(
  'rsvp_event_answers',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    guestId: belongsTo('guest_id', () => guests.id),
    eventId: text('event_id').notNull(),
    status: text('status', { enum: ['Accepted', 'Declined'] }).notNull(),
    /** Whether the guest's plus-one comes to this event; null: with the guest (they come if the guest does and brings one). */
    plusOne: bool('plus_one'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rsvp_event_answers_unique').on(t.guestId, t.eventId), index('rsvp_event_answers_event_idx').on(t.weddingId, t.eventId)],
);

/** A visitor who could not find themselves asks the couple to be added. */
export const guestRequests = sqliteTable(
  'guest_requests',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    name: text('name').notNull(),
    email: text('email'),
    message: text('message'),
    status: text('status', { enum: ['pending', 'approved', 'dismissed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('guest_requests_wedding_idx').on(t.weddingId, t.status)],
);
