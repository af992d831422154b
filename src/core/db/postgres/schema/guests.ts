import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { households } from './households';
import { weddings } from './weddings';

export const guests = pgTable(
  'guests',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    householdId: text('household_id').references(() => households.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    email: text('email'),
    status: text('status').notNull().default('Awaiting'),
    plusOneAllowed: bool('plus_one_allowed').notNull().default(false),
    plusOneName: text('plus_one_name'),
    plusOneStatus: text('plus_one_status'),
    notes: text('notes'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    unsubscribed: bool('unsubscribed').notNull().default(false),
    emailProblem: text('email_problem', { enum: ['bounced', 'complained'] }),
    emailProblemAddress: text('email_problem_address'),
    emailProblemAt: timestamp('email_problem_at'),
    rsvpLinkVersion: integer('rsvp_link_version').notNull().default(1),
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
