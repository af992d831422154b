import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, bool, timestamp, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

export const specialRequestSettings = pgTable('special_request_settings', {
  weddingId: text('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  intro: text('intro'),
  showInRsvp: bool('show_in_rsvp').notNull().default(false),
  acceptNewGuests: bool('accept_new_guests').notNull().default(false),
});

export const specialResponses = pgTable(
  'special_responses',
  {
    guestId: text('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    source: text('source', { enum: ['questions', 'rsvp', 'new-guest'] }).notNull(),
    submittedAt: timestamp('submitted_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('special_responses_wedding_idx').on(t.weddingId, t.submittedAt)],
);
