import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, timestamp, updatedAt } from './columns';
import { guests } from './guests';
import { weddings } from './weddings';

/** Special requests: questions the couple asks apart from the RSVP (/app/special-request, /questions/{weddingUrl}). */
export const specialRequestSettings = sqliteTable('special_request_settings', {
  weddingId: text('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  /** A few words above the questions (and in the e-mail); empty for the default text. */
  intro: text('intro'),
  /** The questions follow the RSVP on its confirmation page. */
  showInRsvp: bool('show_in_rsvp').notNull().default(false),
  /** People the name search does not find are added to the guest list (within the plan's limit); otherwise they leave a note. */
  acceptNewGuests: bool('accept_new_guests').notNull().default(false),
});

/** That a guest has answered (even with every optional question left blank), once per guest. */
export const specialResponses = sqliteTable(
  'special_responses',
  {
    guestId: text('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    /** Where the first answer came from: the questions page, the RSVP confirmation, or a visitor who added themselves. */
    source: text('source', { enum: ['questions', 'rsvp', 'new-guest'] }).notNull(),
    submittedAt: timestamp('submitted_at').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('special_responses_wedding_idx').on(t.weddingId, t.submittedAt)],
);
