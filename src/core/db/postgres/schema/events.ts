import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { EventPlaceAndTime } from '../../schema/events';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
import { weddings } from './weddings';

export const weddingEvents = pgTable(
  'wedding_events',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    main: bool('main').notNull().default(false),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at').notNull(),
    endsAt: timestamp('ends_at').notNull(),
    venueName: text('venue_name').notNull().default(''),
    venueAddress: text('venue_address').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    dressCode: text('dress_code').notNull().default(''),
    notes: text('notes').notNull().default(''),
    forEveryone: bool('for_everyone').notNull().default(true),
    inviteTags: jsonb('invite_tags').$type<string[]>().notNull().default([]),
    inviteGuestIds: jsonb('invite_guest_ids').$type<string[]>().notNull().default([]),
    /** The couple's texts in the wedding's other languages: { [lang]: { [field]: text } } (issue 27 item 2; src/shared/wedding/translations.ts). */
    translations: jsonb('translations').$type<Record<string, Record<string, string>>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wedding_events_wedding_idx').on(t.weddingId, t.startsAt)],
);

export const eventChanges = pgTable(
  'event_changes',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    eventId: text('event_id').notNull(),
    eventTitle: text('event_title').notNull(),
    before: jsonb('before').notNull().$type<EventPlaceAndTime>(),
    after: jsonb('after').notNull().$type<EventPlaceAndTime>(),
    notifiedAt: timestamp('notified_at'),
    notifiedCount: integer('notified_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('event_changes_wedding_idx').on(t.weddingId, t.eventId)],
);
