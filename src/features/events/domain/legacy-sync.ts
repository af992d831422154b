// Synchronous SQLite reads and writes of events for the features not converted yet (issue 29 item 4):
// the RSVP page, the cards' details, the public schedule, quick settings and the seed call these with
// the SQLite connection. The events feature itself uses the async repository (./repository/events.ts);
// these go when their callers are converted.
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import { eventChanges, guests, questions, rsvpEventAnswers, weddingEvents } from '../../../core/db/schema';
import { writeTransaction, type Tx } from '../../../core/db/transaction';
import { UserError } from '../../../core/errors';
import { findGuest, type DbOrTx, type GuestWithHousehold } from '../../guests';
import { isInvited } from './audience';
import { changeToRecord } from './event-changes';
import {
  audienceValues,
  derivedMain,
  EVENT_MESSAGES,
  type EventInput,
  eventsOf,
  fromRow,
  MAIN_EVENT_ID,
  MAX_EVENTS,
  siteLocation,
  values,
  type WeddingEvent,
  type WeddingForEvents,
} from './events';

/** @deprecated legacy synchronous read for features not converted yet (issue 29 item 4); use listEvents. */
export function listEventsSync(db: DbOrTx, wedding: WeddingForEvents): WeddingEvent[] {
  const rows = db
    .select()
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, wedding.id))
    .orderBy(asc(weddingEvents.startsAt), asc(weddingEvents.createdAt))
    .all();
  return eventsOf(rows, wedding);
}

/** @deprecated legacy synchronous read for features not converted yet (issue 29 item 4); use eventsForGuest. */
export function eventsForGuestSync(db: DbOrTx, wedding: WeddingForEvents, guest: GuestWithHousehold | { id: string; weddingId: string }): WeddingEvent[] {
  const full = 'tags' in guest && 'householdTags' in guest ? guest : findGuest(db, wedding.id, guest.id);
  if (!full) return [];
  return listEventsSync(db, wedding).filter((event) => isInvited(event.audience, full));
}

/** @deprecated legacy synchronous read for features not converted yet (issue 29 item 4); use publicEvents. */
export function publicEventsSync(db: DbOrTx, wedding: WeddingForEvents): WeddingEvent[] {
  return listEventsSync(db, wedding).filter((event) => event.audience.everyone);
}

function knownGuestIds(tx: Tx, weddingId: string) {
  return () =>
    tx
      .select({ id: guests.id })
      .from(guests)
      .where(eq(guests.weddingId, weddingId))
      .all()
      .map((g) => g.id);
}

/** A change of plans recorded inside the save's transaction (the rule: event-changes.ts changeToRecord). */
function recordEventChangeSync(tx: Tx, weddingId: string, before: WeddingEvent, after: WeddingEvent) {
  const pending = tx
    .select()
    .from(eventChanges)
    .where(and(eq(eventChanges.weddingId, weddingId), eq(eventChanges.eventId, before.id), isNull(eventChanges.notifiedAt)))
    .get();
  // Only the seed calls this, on a wedding nobody was e-mailed about yet: no new change is recorded.
  const step = changeToRecord(pending, before, after);
  if (step.kind === 'delete') tx.delete(eventChanges).where(eq(eventChanges.id, step.id)).run();
  else if (step.kind === 'update') tx.update(eventChanges).set(step.set).where(eq(eventChanges.id, step.id)).run();
}

/** @deprecated legacy synchronous write for the seed (issue 29 item 4); use createEvent. */
export function createEventSync(db: Db, wedding: WeddingForEvents, input: EventInput): WeddingEvent {
  return writeTransaction(db, (tx) => {
    const n = tx.select({ n: count() }).from(weddingEvents).where(eq(weddingEvents.weddingId, wedding.id)).get()?.n ?? 0;
    if (n >= MAX_EVENTS) throw new UserError('events.too-many', EVENT_MESSAGES.tooMany);
    publicPageChanged(tx, { weddingId: wedding.id });
    const set = { ...values(input, wedding.timeZone), ...audienceValues(input, knownGuestIds(tx, wedding.id)) };
    return fromRow(
      tx
        .insert(weddingEvents)
        .values({ weddingId: wedding.id, main: false, ...set })
        .returning()
        .get(),
    );
  });
}

/** @deprecated legacy synchronous write for the seed (issue 29 item 4): stores the derived wedding day; use updateEvent. */
export function updateEventSync(db: Db, wedding: WeddingForEvents, id: string, input: EventInput): WeddingEvent {
  if (id !== MAIN_EVENT_ID) throw new Error('updateEventSync stores the derived wedding day only (the seed); use updateEvent');
  return writeTransaction(db, (tx) => {
    publicPageChanged(tx, { weddingId: wedding.id });
    const stored = tx
      .select()
      .from(weddingEvents)
      .where(and(eq(weddingEvents.weddingId, wedding.id), eq(weddingEvents.main, true)))
      .get();
    if (stored || !wedding.weddingDate) throw new UserError('events.not-found', EVENT_MESSAGES.notFound);
    const set = { ...values(input, wedding.timeZone), ...audienceValues(input, knownGuestIds(tx, wedding.id)) };
    const saved = fromRow(
      tx
        .insert(weddingEvents)
        .values({ weddingId: wedding.id, main: true, ...set })
        .returning()
        .get(),
    );
    for (const table of [rsvpEventAnswers, questions])
      tx.update(table)
        .set({ eventId: saved.id })
        .where(and(eq(table.weddingId, wedding.id), eq(table.eventId, MAIN_EVENT_ID)))
        .run();
    recordEventChangeSync(tx, wedding.id, derivedMain(wedding.weddingDate, siteLocation(wedding.content)), saved);
    return saved;
  });
}
