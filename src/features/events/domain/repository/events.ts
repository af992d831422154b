// The events feature's SQL (issue 29 item 4): a wedding's events (wedding_events), the changes of plans
// waiting for the couple (event_changes), and what an event's save or delete writes beside them (the
// per-event answers and questions that follow the main day's id, the public page's generation). One
// portable implementation for SQLite and PostgreSQL.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { EventChangeRow, EventPlaceAndTime, GuestRow, WeddingEventRow } from '../../../../core/db/schema';
import { first, portable } from '../../../../core/db/store/portable';
import { publicPageChanged } from '../../../../core/db/queries/page-generation';
import type { DataStore } from '../../../../core/db/store/store';
import type { EventAudience } from '../../../../shared/events/audience';
import type { EventDetails } from '../../../../shared/events/event-list';

/** What an event's save writes into its row (the audience only when the input names it). */
export interface EventValues extends EventDetails {
  translations?: Record<string, Record<string, string>>;
  forEveryone?: boolean;
  inviteTags?: string[];
  inviteGuestIds?: string[];
}

/** A guest with their household's tags, as the audience rules read them. */
export type InvitableGuest = GuestRow & { householdName: string | null; householdTags: string[] };

/** Every write runs in a transaction (joining the caller's): outside one, SQLite reads on a read-only connection. */
export interface EventsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** The wedding's stored events, by start then creation. */
  eventRows(weddingId: string): Promise<WeddingEventRow[]>;
  eventRow(weddingId: string, id: string): Promise<WeddingEventRow | undefined>;
  mainEventRow(weddingId: string): Promise<WeddingEventRow | undefined>;
  countEvents(weddingId: string): Promise<number>;
  insertEvent(weddingId: string, main: boolean, values: EventValues): Promise<WeddingEventRow>;
  updateEvent(weddingId: string, id: string, values: EventValues): Promise<WeddingEventRow | undefined>;
  deleteEvent(weddingId: string, id: string): Promise<WeddingEventRow | undefined>;
  /** The stored audience of an event (undefined: not stored, e.g. the derived wedding day). */
  audienceOf(weddingId: string, eventId: string): Promise<EventAudience | undefined>;
  /** The ids of the wedding's guests (an audience names only these). */
  guestIds(weddingId: string): Promise<string[]>;
  /** The wedding's guests with their household's tags, oldest first. */
  guests(weddingId: string): Promise<InvitableGuest[]>;
  guest(weddingId: string, guestId: string): Promise<InvitableGuest | undefined>;
  /** Per-event answers and questions kept under one event id move to another (the main day stored or reset). */
  moveEventId(weddingId: string, from: string, to: string): Promise<void>;
  /** A deleted event's answers go; its questions are asked for all events again. */
  releaseEvent(weddingId: string, eventId: string): Promise<void>;
  /** Bumps the public page's generation (weddings.page_generation, src/core/db/queries/page-generation.ts). */
  publicPageChanged(weddingId: string): Promise<void>;

  /** An invitation or save-the-date went out (or is going out) to a guest. */
  announcementsWentOut(weddingId: string): Promise<boolean>;
  /** The change of the event nobody was told about yet. */
  pendingChangeOf(weddingId: string, eventId: string): Promise<EventChangeRow | undefined>;
  insertChange(weddingId: string, eventId: string, eventTitle: string, before: EventPlaceAndTime, after: EventPlaceAndTime): Promise<void>;
  updateChange(id: string, set: { after: EventPlaceAndTime; eventTitle: string; eventId: string }): Promise<void>;
  deleteChange(id: string): Promise<void>;
  /** Drops the event's un-notified changes. */
  dropPendingChanges(weddingId: string, eventId: string): Promise<void>;
  /** Changes waiting for the couple, newest first. */
  pendingChanges(weddingId: string): Promise<EventChangeRow[]>;
  change(weddingId: string, changeId: string): Promise<EventChangeRow | undefined>;
  /** Closes the change: told `notifiedCount` guests (0: dismissed). */
  closeChange(id: string, notifiedCount: number, at: Date): Promise<void>;
  /** When guests were last told of a change to the event (a notice that reached someone), else null. */
  lastNotifiedAt(weddingId: string, eventId: string): Promise<Date | null>;
}

export function eventsRepository(store: DataStore): EventsRepository {
  const { t, sql, transaction } = portable(store);
  const { weddingEvents: events, eventChanges: changes, guests, households, rsvpEventAnswers, questions, emails } = t;
  const guestColumns = { guest: guests, householdName: households.name, householdTags: households.tags };
  const withHousehold = (row: { guest: GuestRow; householdName: string | null; householdTags: string[] | null }): InvitableGuest => ({
    ...row.guest,
    householdName: row.householdName,
    householdTags: row.householdTags ?? [],
  });
  const ofEvent = (weddingId: string, id: string) => and(eq(events.weddingId, weddingId), eq(events.id, id));
  return {
    transaction,
    eventRows: (weddingId) => sql().select().from(events).where(eq(events.weddingId, weddingId)).orderBy(asc(events.startsAt), asc(events.createdAt)),
    eventRow: async (weddingId, id) => first(await sql().select().from(events).where(ofEvent(weddingId, id))),
    mainEventRow: async (weddingId) =>
      first(
        await sql()
          .select()
          .from(events)
          .where(and(eq(events.weddingId, weddingId), eq(events.main, true)))
          .limit(1),
      ),
    countEvents: async (weddingId) => first(await sql().select({ n: count() }).from(events).where(eq(events.weddingId, weddingId)))?.n ?? 0,
    insertEvent: (weddingId, main, values) =>
      transaction(
        async () =>
          first(
            await sql()
              .insert(events)
              .values({ weddingId, main, ...values })
              .returning(),
          )!,
      ),
    updateEvent: (weddingId, id, values) => transaction(async () => first(await sql().update(events).set(values).where(ofEvent(weddingId, id)).returning())),
    deleteEvent: (weddingId, id) => transaction(async () => first(await sql().delete(events).where(ofEvent(weddingId, id)).returning())),
    audienceOf: async (weddingId, eventId) =>
      first(
        await sql()
          .select({ everyone: events.forEveryone, tags: events.inviteTags, guestIds: events.inviteGuestIds })
          .from(events)
          .where(ofEvent(weddingId, eventId)),
      ),
    guestIds: async (weddingId) => (await sql().select({ id: guests.id }).from(guests).where(eq(guests.weddingId, weddingId))).map((g) => g.id),
    guests: async (weddingId) =>
      (
        await sql()
          .select(guestColumns)
          .from(guests)
          .leftJoin(households, eq(households.id, guests.householdId))
          .where(eq(guests.weddingId, weddingId))
          .orderBy(asc(guests.createdAt), asc(guests.id))
      ).map(withHousehold),
    guest: async (weddingId, guestId) => {
      const row = first(
        await sql()
          .select(guestColumns)
          .from(guests)
          .leftJoin(households, eq(households.id, guests.householdId))
          .where(and(eq(guests.weddingId, weddingId), eq(guests.id, guestId))),
      );
      return row ? withHousehold(row) : undefined;
    },
    moveEventId: (weddingId, from, to) =>
      transaction(async () => {
        await sql()
          .update(rsvpEventAnswers)
          .set({ eventId: to })
          .where(and(eq(rsvpEventAnswers.weddingId, weddingId), eq(rsvpEventAnswers.eventId, from)));
        await sql()
          .update(questions)
          .set({ eventId: to })
          .where(and(eq(questions.weddingId, weddingId), eq(questions.eventId, from)));
      }),
    releaseEvent: (weddingId, eventId) =>
      transaction(async () => {
        await sql()
          .delete(rsvpEventAnswers)
          .where(and(eq(rsvpEventAnswers.weddingId, weddingId), eq(rsvpEventAnswers.eventId, eventId)));
        await sql()
          .update(questions)
          .set({ eventId: null })
          .where(and(eq(questions.weddingId, weddingId), eq(questions.eventId, eventId)));
      }),
    publicPageChanged: async (weddingId) => {
      await publicPageChanged(store, { weddingId });
    },
    announcementsWentOut: async (weddingId) =>
      Boolean(
        first(
          await sql()
            .select({ id: emails.id })
            .from(emails)
            .where(
              and(eq(emails.weddingId, weddingId), inArray(emails.kind, ['invite', 'savethedate']), isNotNull(emails.guestId), ne(emails.status, 'failed')),
            )
            .limit(1),
        ),
      ),
    pendingChangeOf: async (weddingId, eventId) =>
      first(
        await sql()
          .select()
          .from(changes)
          .where(and(eq(changes.weddingId, weddingId), eq(changes.eventId, eventId), isNull(changes.notifiedAt)))
          .limit(1),
      ),
    insertChange: (weddingId, eventId, eventTitle, before, after) =>
      transaction(async () => {
        await sql().insert(changes).values({ weddingId, eventId, eventTitle, before, after });
      }),
    updateChange: (id, set) =>
      transaction(async () => {
        await sql().update(changes).set(set).where(eq(changes.id, id));
      }),
    deleteChange: (id) =>
      transaction(async () => {
        await sql().delete(changes).where(eq(changes.id, id));
      }),
    dropPendingChanges: (weddingId, eventId) =>
      transaction(async () => {
        await sql()
          .delete(changes)
          .where(and(eq(changes.weddingId, weddingId), eq(changes.eventId, eventId), isNull(changes.notifiedAt)));
      }),
    pendingChanges: (weddingId) =>
      sql()
        .select()
        .from(changes)
        .where(and(eq(changes.weddingId, weddingId), isNull(changes.notifiedAt)))
        .orderBy(desc(changes.updatedAt)),
    change: async (weddingId, changeId) =>
      first(
        await sql()
          .select()
          .from(changes)
          .where(and(eq(changes.id, changeId), eq(changes.weddingId, weddingId))),
      ),
    closeChange: (id, notifiedCount, at) =>
      transaction(async () => {
        await sql().update(changes).set({ notifiedAt: at, notifiedCount }).where(eq(changes.id, id));
      }),
    lastNotifiedAt: async (weddingId, eventId) =>
      first(
        await sql()
          .select({ notifiedAt: changes.notifiedAt })
          .from(changes)
          .where(and(eq(changes.weddingId, weddingId), eq(changes.eventId, eventId), isNotNull(changes.notifiedAt), gt(changes.notifiedCount, 0)))
          .orderBy(desc(changes.notifiedAt))
          .limit(1),
      )?.notifiedAt ?? null,
  };
}
