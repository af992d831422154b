import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { households } from './households';
import { weddings } from './weddings';

export const RSVP_STATUSES = ['Awaiting', 'Accepted', 'Declined'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const guests = sqliteTable(
  'guests',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    householdId: text('household_id').references(() => households.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-cased, accent-free, single-spaced name for matching and sorting. */
    nameKey: text('name_key').notNull(),
    email: text('email'),
    status: text('status').notNull().default('Awaiting'),
    plusOneAllowed: bool('plus_one_allowed').notNull().default(false),
    plusOneName: text('plus_one_name'),
    plusOneStatus: text('plus_one_status'),
    notes: text('notes'),
    /** The couple's labels (e.g. 'Rehearsal', 'Family'); with the household's, they say which events the guest is invited to. */
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    unsubscribed: bool('unsubscribed').notNull().default(false),
    /** The provider reported this address bounced or complained (spam); shown while it is still the guest's address. */
    emailProblem: text('email_problem', { enum: ['bounced', 'complained'] }),
    emailProblemAddress: text('email_problem_address'),
    emailProblemAt: timestamp('email_problem_at'),
    /** Part of the signed personal RSVP link; raising it revokes the links already sent. */
    rsvpLinkVersion: integer('rsvp_link_version').notNull().default(1),
    /** The guest's preferred language (a code of src/shared/i18n's LANGUAGES); null: the wedding's negotiation decides. */
    language: text('language'),
    respondedAt: timestamp('responded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('guests_wedding_idx').on(t.weddingId, t.createdAt),
    index('guests_wedding_name_idx').on(t.weddingId, t.nameKey),
    index('guests_household_idx').on(t.householdId),
    check('guests_status_check', sql`${t.status} in ('Awaiting', 'Accepted', 'Declined')`),
    check('guests_plus_one_status_check', sql`${t.plusOneStatus} is null or ${t.plusOneStatus} in ('Awaiting', 'Accepted', 'Declined')`),
  ],
);
export type GuestRow = typeof guests.$inferSelect;
