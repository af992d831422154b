/**
 * A wedding's events (issue 16 item 1). The main wedding day is event 1: until the couple saves it,
 * it is read from the wedding's date (three hours from the wedding's time), so existing weddings
 * need no migration of data and a changed wedding date moves it. See docs/decisions.md "Events".
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../core/db/connection';
import { findGuest, type DbOrTx, type GuestWithHousehold } from '../../guests';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import { guests, rsvpEventAnswers, questions, weddingEvents, type WeddingEventRow } from '../../../core/db/schema';
import { writeTransaction } from '../../../core/db/transaction';
import { UserError } from '../../../core/errors';
import { localDateAndTime, weddingInstant } from '../../weddings';
import { EVERYONE, isInvited, type EventAudience } from './audience';
import { tagsSchema } from '../../../shared/guests/tags';
import { dropPendingChanges, recordEventChange } from './event-changes';

export const EVENT_MESSAGES = {
  added: 'Event added',
  saved: 'Event saved',
  deleted: 'Event deleted',
  notFound: 'Event not found',
  titleNeeded: 'Give the event a title',
  badDate: 'Choose a date for the event',
  badTime: 'Time must look like 16:30',
  endBeforeStart: 'The event cannot end before it starts',
  badMap: 'The map link must start with https://',
  tooMany: 'A wedding can have up to 30 events',
  mainKept: 'The wedding day is taken from your wedding date; change its details instead',
  audienceEmpty: 'Choose at least one tag or guest, or invite everyone',
  audienceGuestUnknown: 'Choose guests from your guest list',
} as const;

/** The id the main wedding day has while it is read from the wedding's date. */
export const MAIN_EVENT_ID = 'wedding-day';
const MAX_EVENTS = 30;
const MAIN_LENGTH_MS = 3 * 60 * 60 * 1000;

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_MESSAGES.badTime);
const text = (max: number) => z.string().trim().max(max).default('');

export const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, EVENT_MESSAGES.titleNeeded).max(120),
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.badDate),
    startTime: time,
    endDate: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, EVENT_MESSAGES.badDate)
      .default(''),
    endTime: time,
    venueName: text(200),
    venueAddress: text(500),
    mapUrl: z
      .string()
      .trim()
      .max(1000)
      .regex(/^(https:\/\/\S+)?$/, EVENT_MESSAGES.badMap)
      .default(''),
    dressCode: text(200),
    notes: text(2000),
    /** Who is invited: 'everyone', or 'chosen' (the tags and guests below). Left out: as it was (everyone for a new event). */
    audience: z.enum(['everyone', 'chosen'], { error: 'Invite everyone or chosen guests' }).optional(),
    inviteTags: tagsSchema.optional(),
    inviteGuestIds: z
      .preprocess((value) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value), z.array(z.string().trim().max(64)).max(500))
      .optional(),
  })
  .refine((e) => `${e.endDate || e.date}T${e.endTime}` >= `${e.date}T${e.startTime}`, { message: EVENT_MESSAGES.endBeforeStart, path: ['endTime'] });
export type EventInput = z.output<typeof eventInputSchema>;

export interface WeddingEvent {
  id: string;
  main: boolean;
  /** Read from the wedding's date, not stored yet. */
  derived: boolean;
  title: string;
  startsAt: Date;
  endsAt: Date;
  venueName: string;
  venueAddress: string;
  mapUrl: string;
  dressCode: string;
  notes: string;
  audience: EventAudience;
}

interface WeddingForEvents {
  id: string;
  timeZone: string;
  weddingDate: Date | null;
  /** The site's content: its 'weddingLocation' is the derived wedding day's place. */
  content?: unknown;
}

export function siteLocation(content: unknown): string {
  const value = content && typeof content === 'object' ? (content as Record<string, unknown>).weddingLocation : undefined;
  return typeof value === 'string'
    ? value
        .replace(/\s*\n+\s*/g, ', ')
        .trim()
        .slice(0, 500)
    : '';
}

function fromRow(row: WeddingEventRow): WeddingEvent {
  return {
    id: row.id,
    main: row.main,
    derived: false,
    title: row.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    venueName: row.venueName,
    venueAddress: row.venueAddress,
    mapUrl: row.mapUrl,
    dressCode: row.dressCode,
    notes: row.notes,
    audience: { everyone: row.forEveryone, tags: row.inviteTags, guestIds: row.inviteGuestIds },
  };
}

function derivedMain(weddingDate: Date, location: string): WeddingEvent {
  return {
    id: MAIN_EVENT_ID,
    main: true,
    derived: true,
    title: 'Wedding day',
    startsAt: weddingDate,
    endsAt: new Date(weddingDate.getTime() + MAIN_LENGTH_MS),
    venueName: '',
    venueAddress: location,
    mapUrl: '',
    dressCode: '',
    notes: '',
    audience: EVERYONE,
  };
}

/** The wedding's events in time order (issue 22 item 7: welcome drinks before the wedding day, everywhere). */
export function listEvents(db: DbOrTx, wedding: WeddingForEvents): WeddingEvent[] {
  const rows = db
    .select()
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, wedding.id))
    .orderBy(asc(weddingEvents.startsAt), asc(weddingEvents.createdAt))
    .all()
    .map(fromRow);
  const main = rows.find((e) => e.main) ?? (wedding.weddingDate ? derivedMain(wedding.weddingDate, siteLocation(wedding.content)) : null);
  const all = [...(main ? [main] : []), ...rows.filter((e) => !e.main)];
  return all.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The events a guest is invited to (issue 16 item 2), in the order of listEvents. The guest's
 * household tags are read with them when the caller does not have them.
 */
export function eventsForGuest(db: DbOrTx, wedding: WeddingForEvents, guest: GuestWithHousehold | { id: string; weddingId: string }): WeddingEvent[] {
  const full = 'tags' in guest && 'householdTags' in guest ? guest : findGuest(db, wedding.id, guest.id);
  if (!full) return [];
  return listEvents(db, wedding).filter((event) => isInvited(event.audience, full));
}

/** The events anyone may see: those for everyone. */
export function publicEvents(db: DbOrTx, wedding: WeddingForEvents): WeddingEvent[] {
  return listEvents(db, wedding).filter((event) => event.audience.everyone);
}

/** The audience the input asks for (undefined: keep the stored one); guest ids must be the wedding's. */
function audienceValues(tx: Pick<Db, 'select'>, weddingId: string, input: EventInput) {
  if (input.audience === undefined && input.inviteTags === undefined && input.inviteGuestIds === undefined) return {};
  const everyone = input.audience === 'everyone';
  const tags = everyone ? [] : (input.inviteTags ?? []);
  const guestIds = everyone ? [] : [...new Set(input.inviteGuestIds ?? [])];
  if (!everyone && tags.length === 0 && guestIds.length === 0) throw new UserError('events.audience-empty', EVENT_MESSAGES.audienceEmpty);
  if (guestIds.length > 0) {
    const known = new Set(
      tx
        .select({ id: guests.id })
        .from(guests)
        .where(eq(guests.weddingId, weddingId))
        .all()
        .map((g) => g.id),
    );
    if (guestIds.some((id) => !known.has(id))) throw new UserError('events.audience-guest-unknown', EVENT_MESSAGES.audienceGuestUnknown);
  }
  return { forEveryone: everyone, inviteTags: tags, inviteGuestIds: guestIds };
}

/** Answers and questions kept under the derived main day's id follow it when it is stored, and back when it is reset. */
function moveEventId(tx: Pick<Db, 'update'>, weddingId: string, from: string, to: string) {
  tx.update(rsvpEventAnswers)
    .set({ eventId: to })
    .where(and(eq(rsvpEventAnswers.weddingId, weddingId), eq(rsvpEventAnswers.eventId, from)))
    .run();
  tx.update(questions)
    .set({ eventId: to })
    .where(and(eq(questions.weddingId, weddingId), eq(questions.eventId, from)))
    .run();
}

function values(input: EventInput, timeZone: string) {
  return {
    title: input.title,
    startsAt: weddingInstant(input.date, input.startTime, timeZone),
    endsAt: weddingInstant(input.endDate || input.date, input.endTime, timeZone),
    venueName: input.venueName,
    venueAddress: input.venueAddress,
    mapUrl: input.mapUrl,
    dressCode: input.dressCode,
    notes: input.notes,
  };
}

export function createEvent(db: Db, wedding: WeddingForEvents, input: EventInput): WeddingEvent {
  return writeTransaction(db, (tx) => {
    const count = tx.select({ n: sql<number>`count(*)` }).from(weddingEvents).where(eq(weddingEvents.weddingId, wedding.id)).get()?.n ?? 0;
    if (count >= MAX_EVENTS) throw new UserError('events.too-many', EVENT_MESSAGES.tooMany);
    // The schedule section of the public page shows the events.
    publicPageChanged(tx, { weddingId: wedding.id });
    return fromRow(
      tx
        .insert(weddingEvents)
        .values({ weddingId: wedding.id, main: false, ...values(input, wedding.timeZone), ...audienceValues(tx, wedding.id, input) })
        .returning()
        .get(),
    );
  });
}

/** Saves an event; saving the derived wedding day stores it as the main event. */
export function updateEvent(db: Db, wedding: WeddingForEvents, id: string, input: EventInput): WeddingEvent {
  return writeTransaction(db, (tx) => {
    publicPageChanged(tx, { weddingId: wedding.id });
    if (id === MAIN_EVENT_ID) {
      const stored = tx
        .select()
        .from(weddingEvents)
        .where(and(eq(weddingEvents.weddingId, wedding.id), eq(weddingEvents.main, true)))
        .get();
      if (stored || !wedding.weddingDate) throw new UserError('events.not-found', EVENT_MESSAGES.notFound);
      const saved = fromRow(
        tx
          .insert(weddingEvents)
          .values({ weddingId: wedding.id, main: true, ...values(input, wedding.timeZone), ...audienceValues(tx, wedding.id, input) })
          .returning()
          .get(),
      );
      moveEventId(tx, wedding.id, MAIN_EVENT_ID, saved.id);
      // Guests were told the wedding day as read from the wedding's date (issue 16 item 8).
      recordEventChange(tx, wedding.id, derivedMain(wedding.weddingDate, siteLocation(wedding.content)), saved);
      return saved;
    }
    const previous = tx
      .select()
      .from(weddingEvents)
      .where(and(eq(weddingEvents.id, id), eq(weddingEvents.weddingId, wedding.id)))
      .get();
    const row = tx
      .update(weddingEvents)
      .set({ ...values(input, wedding.timeZone), ...audienceValues(tx, wedding.id, input) })
      .where(and(eq(weddingEvents.id, id), eq(weddingEvents.weddingId, wedding.id)))
      .returning()
      .get();
    if (!row || !previous) throw new UserError('events.not-found', EVENT_MESSAGES.notFound);
    // A new time or place after invitations went out waits for the couple to notify guests (issue 16 item 8).
    recordEventChange(tx, wedding.id, fromRow(previous), fromRow(row));
    return fromRow(row);
  });
}

/** Deletes an event. Deleting the saved wedding day returns it to what the wedding's date says. */
export function deleteEvent(db: Db, wedding: WeddingForEvents, id: string): void {
  if (id === MAIN_EVENT_ID) throw new UserError('events.main-kept', EVENT_MESSAGES.mainKept);
  writeTransaction(db, (tx) => {
    publicPageChanged(tx, { weddingId: wedding.id });
    const row = tx
      .delete(weddingEvents)
      .where(and(eq(weddingEvents.id, id), eq(weddingEvents.weddingId, wedding.id)))
      .returning()
      .get();
    if (!row) throw new UserError('events.not-found', EVENT_MESSAGES.notFound);
    // A change of plans nobody was told about yet goes with the event.
    dropPendingChanges(tx, wedding.id, id);
    if (row.main) moveEventId(tx, wedding.id, id, MAIN_EVENT_ID);
    else {
      tx.delete(rsvpEventAnswers)
        .where(and(eq(rsvpEventAnswers.weddingId, wedding.id), eq(rsvpEventAnswers.eventId, id)))
        .run();
      // Its questions are asked for all events again rather than lost with their answers.
      tx.update(questions)
        .set({ eventId: null })
        .where(and(eq(questions.weddingId, wedding.id), eq(questions.eventId, id)))
        .run();
    }
  });
}

/** The event as the form's fields, in the wedding's zone. */
export function eventFormValues(event: WeddingEvent | null, timeZone: string): EventInput {
  if (!event)
    return {
      title: '',
      date: '',
      startTime: '',
      endDate: '',
      endTime: '',
      venueName: '',
      venueAddress: '',
      mapUrl: '',
      dressCode: '',
      notes: '',
      audience: 'everyone',
      inviteTags: [],
      inviteGuestIds: [],
    };
  const start = localDateAndTime(event.startsAt, timeZone);
  const end = localDateAndTime(event.endsAt, timeZone);
  return {
    title: event.title,
    date: start.date,
    startTime: start.time,
    endDate: end.date === start.date ? '' : end.date,
    endTime: end.time,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    mapUrl: event.mapUrl,
    dressCode: event.dressCode,
    notes: event.notes,
    audience: event.audience.everyone ? 'everyone' : 'chosen',
    inviteTags: event.audience.tags,
    inviteGuestIds: event.audience.guestIds,
  };
}

export function eventJson(event: WeddingEvent, timeZone: string) {
  return { ...event, startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString(), timeZone, local: eventFormValues(event, timeZone) };
}
