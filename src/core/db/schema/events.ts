import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, bool, createdAt, idColumn, timestamp, updatedAt } from './columns';
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
    weddingId: belongsTo('wedding_id', () => weddings.id),
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
    /** Who is invited (issue 16 item 2): everyone, or the guests carrying one of `inviteTags` or named in `inviteGuestIds`. */
    forEveryone: bool('for_everyone').notNull().default(true),
    inviteTags: text('invite_tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    inviteGuestIds: text('invite_guest_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** The couple's texts in the wedding's other languages: { [lang]: { [field]: text } } (issue 27 item 2; src/shared/wedding/translations.ts). */
    translations: text('translations', { mode: 'json' }).$type<Record<string, Record<string, string>>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wedding_events_wedding_idx').on(t.weddingId, t.startsAt)],
);
export type WeddingEventRow = typeof weddingEvents.$inferSelect;

/** An event's time and place as guests were told (issue 16 item 8). */
export interface EventPlaceAndTime {
  startsAt: string;
  endsAt: string;
  venueName: string;
  venueAddress: string;
  /** The event's title and place in the wedding's other languages then ({ es: { title, venueName, venueAddress } }; issue 27). */
  translations?: Record<string, Record<string, string>>;
}

/**
 * A change of an event's time or place after invitations went out, until the couple notifies the
 * guests (issue 16 item 8). Several edits before notifying merge into one change (first before,
 * latest after); a change undone before notifying is dropped.
 */
export const eventChanges = sqliteTable(
  'event_changes',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    eventId: text('event_id').notNull(),
    eventTitle: text('event_title').notNull(),
    before: text('before', { mode: 'json' }).notNull().$type<EventPlaceAndTime>(),
    after: text('after', { mode: 'json' }).notNull().$type<EventPlaceAndTime>(),
    notifiedAt: timestamp('notified_at'),
    notifiedCount: integer('notified_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('event_changes_wedding_idx').on(t.weddingId, t.eventId)],
);
export type EventChangeRow = typeof eventChanges.$inferSelect;
