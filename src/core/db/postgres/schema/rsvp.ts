import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

export const rsvpSettings = pgTable('rsvp_settings', {
  weddingId: text('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  allowRsvpResubmit: bool('allow_rsvp_resubmit').notNull().default(true),
  rsvpOpen: bool('rsvp_open').notNull().default(true),
  deadline: timestamp('deadline'),
  notifyCouple: bool('notify_couple').notNull().default(true),
});

export const rsvpEventAnswers = pgTable(
  'rsvp_event_answers',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    guestId: belongsTo('guest_id', () => guests.id),
    eventId: text('event_id').notNull(),
    status: text('status', { enum: ['Accepted', 'Declined'] }).notNull(),
    plusOne: bool('plus_one'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rsvp_event_answers_unique').on(t.guestId, t.eventId), index('rsvp_event_answers_event_idx').on(t.weddingId, t.eventId)],
);

export const guestRequests = pgTable(
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
