// The RSVP's SQL (issue 29 item 4): the couple's settings, the answers per event, and the wedding's
// events and owner as an answer reads them. One portable
// implementation for both engines; every call joins the caller's store transaction.
import { and, asc, eq, inArray, or, sql as raw } from 'drizzle-orm';
import type { WeddingEventRow } from '../../../core/db/schema';
import type { AnswerStatus } from '../../../shared/rsvp/model';
import { first, portable } from '../../../core/db/store/portable';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import type { DataStore } from '../../../core/db/store/store';

export interface StoredSettings {
  allowRsvpResubmit: boolean;
  rsvpOpen: boolean;
  deadline: Date | null;
  notifyCouple: boolean;
}

export interface EventAnswerRow {
  guestId: string;
  eventId: string;
  status: AnswerStatus;
  plusOne: boolean | null;
}

export interface RsvpRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** The wedding's settings row, or undefined (the defaults). */
  settings(weddingId: string): Promise<StoredSettings | undefined>;
  /** Stores the settings and bumps the wedding's public-page generation (the page shows whether RSVP is open). */
  saveSettings(weddingId: string, settings: StoredSettings): Promise<void>;
  /** Stored answers per event of these guests. */
  eventAnswers(guestIds: string[]): Promise<EventAnswerRow[]>;
  writeEventAnswer(weddingId: string, answer: EventAnswerRow, now: Date): Promise<void>;
  /** What the wedding's events are made of: its zone, date and content, and its stored events in start order. */
  eventSource(
    weddingId: string,
  ): Promise<{ wedding: { id: string; timeZone: string; weddingDate: Date | null; content: unknown }; rows: WeddingEventRow[] } | undefined>;
  /** Whether the guest, or a member of their household, has this e-mail address (`email` trimmed and lower case). */
  householdHasEmail(weddingId: string, guest: { id: string; householdId: string | null }, email: string): Promise<boolean>;
}

const CHUNK = 500;

export function rsvpRepository(store: DataStore): RsvpRepository {
  const { t, sql, transaction } = portable(store);
  const { rsvpSettings, rsvpEventAnswers, weddings, weddingEvents, guests } = t;
  return {
    transaction,
    settings: async (weddingId) =>
      first(
        await sql()
          .select({
            allowRsvpResubmit: rsvpSettings.allowRsvpResubmit,
            rsvpOpen: rsvpSettings.rsvpOpen,
            deadline: rsvpSettings.deadline,
            notifyCouple: rsvpSettings.notifyCouple,
          })
          .from(rsvpSettings)
          .where(eq(rsvpSettings.weddingId, weddingId)),
      ),
    saveSettings: (weddingId, settings) =>
      transaction(async () => {
        await sql()
          .insert(rsvpSettings)
          .values({ weddingId, ...settings })
          .onConflictDoUpdate({ target: rsvpSettings.weddingId, set: settings });
        await publicPageChanged(store, { weddingId });
      }),
    eventAnswers: async (guestIds) => {
      const rows: EventAnswerRow[] = [];
      for (let i = 0; i < guestIds.length; i += CHUNK)
        rows.push(
          ...(await sql()
            .select({
              guestId: rsvpEventAnswers.guestId,
              eventId: rsvpEventAnswers.eventId,
              status: rsvpEventAnswers.status,
              plusOne: rsvpEventAnswers.plusOne,
            })
            .from(rsvpEventAnswers)
            .where(inArray(rsvpEventAnswers.guestId, guestIds.slice(i, i + CHUNK)))),
        );
      return rows;
    },
    writeEventAnswer: (weddingId, { guestId, eventId, status, plusOne }, now) =>
      transaction(async () => {
        await sql()
          .insert(rsvpEventAnswers)
          .values({ weddingId, guestId, eventId, status, plusOne, updatedAt: now })
          .onConflictDoUpdate({ target: [rsvpEventAnswers.guestId, rsvpEventAnswers.eventId], set: { status, plusOne, updatedAt: now } });
      }),
    eventSource: async (weddingId) => {
      const wedding = first(
        await sql()
          .select({ id: weddings.id, timeZone: weddings.timeZone, weddingDate: weddings.weddingDate, content: weddings.content })
          .from(weddings)
          .where(eq(weddings.id, weddingId)),
      );
      if (!wedding) return undefined;
      const rows = await sql()
        .select()
        .from(weddingEvents)
        .where(eq(weddingEvents.weddingId, weddingId))
        .orderBy(asc(weddingEvents.startsAt), asc(weddingEvents.createdAt));
      return { wedding, rows };
    },
    householdHasEmail: async (weddingId, guest, email) => {
      const member = guest.householdId ? or(eq(guests.id, guest.id), eq(guests.householdId, guest.householdId)) : eq(guests.id, guest.id);
      const found = await sql()
        .select({ id: guests.id })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), member, raw`lower(trim(${guests.email})) = ${email}`))
        .limit(1);
      return found.length > 0;
    },
  };
}
