// The journey feature's SQL (issue 29 item 4): the steps a guest took (guest_journey), the automatic
// reminders' settings (reminder_settings), and what the funnel and the reminder rounds read beside
// them (the guests, their invitation and reminder e-mails, the recorded rounds, the owner's plan). One
// portable implementation for SQLite and PostgreSQL.
import { and, asc, eq, inArray, isNotNull, sql as raw } from 'drizzle-orm';
import type { GuestRow } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

/** The e-mails whose link leads a guest to their RSVP. */
export const JOURNEY_KINDS = ['invite', 'reminder'] as const;

export interface JourneyEmail {
  guestId: string | null;
  deliveredAt: Date | null;
  openedAt: Date | null;
  bouncedAt: Date | null;
  status: string;
  provider: string | null;
}

export interface JourneyMoments {
  guestId: string;
  firstVisitedAt: Date | null;
  rsvpStartedAt: Date | null;
}

export interface JourneyRepository {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** The stored reminder settings (undefined: never saved). */
  reminderSettings(weddingId: string): Promise<{ enabled: boolean; days: number[] } | undefined>;
  saveReminderSettings(weddingId: string, settings: { enabled: boolean; days: number[] }): Promise<void>;
  /** The weddings whose automatic reminders are on. */
  weddingsWithRemindersOn(): Promise<string[]>;
  /** Whether the wedding has Pro (issue 23: Pro belongs to the wedding). */
  weddingPro(weddingId: string): Promise<boolean>;
  /** The round recorded under this request key (sent, or found nobody to send to). */
  roundRecorded(weddingId: string, requestKey: string): Promise<{ createdAt: Date; recipientCount: number } | undefined>;
  /** The wedding's guests, oldest first. */
  guests(weddingId: string): Promise<GuestRow[]>;
  /** The invitation and reminder e-mails sent to the wedding's guests. */
  journeyEmails(weddingId: string): Promise<JourneyEmail[]>;
  moments(weddingId: string): Promise<JourneyMoments[]>;
  /** The guest opened their personal link (kept: the first time). */
  recordVisit(weddingId: string, guestId: string, at: Date): Promise<void>;
  /** The guest opened the answer form (kept: the first time); it is also a visit. */
  recordRsvpStarted(weddingId: string, guestId: string, at: Date): Promise<void>;
}

export function journeyRepository(store: DataStore): JourneyRepository {
  const { t, sql, transaction } = portable(store);
  const { reminderSettings: settings, guestJourney: journey, weddings, sendBatches, guests, emails } = t;
  return {
    transaction,
    reminderSettings: async (weddingId) =>
      first(await sql().select({ enabled: settings.enabled, days: settings.days }).from(settings).where(eq(settings.weddingId, weddingId))),
    saveReminderSettings: (weddingId, { enabled, days }) =>
      transaction(async () => {
        await sql()
          .insert(settings)
          .values({ weddingId, enabled, days })
          .onConflictDoUpdate({ target: settings.weddingId, set: { enabled, days, updatedAt: new Date() } });
      }),
    weddingsWithRemindersOn: async () =>
      (await sql().select({ weddingId: settings.weddingId }).from(settings).where(eq(settings.enabled, true))).map((row) => row.weddingId),
    weddingPro: async (weddingId) => first(await sql().select({ pro: weddings.pro }).from(weddings).where(eq(weddings.id, weddingId)))?.pro ?? false,
    roundRecorded: async (weddingId, requestKey) =>
      first(
        await sql()
          .select({ createdAt: sendBatches.createdAt, recipientCount: sendBatches.recipientCount })
          .from(sendBatches)
          .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.requestKey, requestKey))),
      ),
    guests: (weddingId) => sql().select().from(guests).where(eq(guests.weddingId, weddingId)).orderBy(asc(guests.createdAt), asc(guests.id)),
    journeyEmails: (weddingId) =>
      sql()
        .select({
          guestId: emails.guestId,
          deliveredAt: emails.deliveredAt,
          openedAt: emails.openedAt,
          bouncedAt: emails.bouncedAt,
          status: emails.status,
          provider: emails.provider,
        })
        .from(emails)
        .where(and(eq(emails.weddingId, weddingId), inArray(emails.kind, [...JOURNEY_KINDS]), isNotNull(emails.guestId))),
    moments: (weddingId) =>
      sql()
        .select({ guestId: journey.guestId, firstVisitedAt: journey.firstVisitedAt, rsvpStartedAt: journey.rsvpStartedAt })
        .from(journey)
        .where(eq(journey.weddingId, weddingId)),
    recordVisit: (weddingId, guestId, at) =>
      transaction(async () => {
        await sql()
          .insert(journey)
          .values({ guestId, weddingId, firstVisitedAt: at })
          .onConflictDoUpdate({ target: journey.guestId, set: { firstVisitedAt: at }, setWhere: raw`${journey.firstVisitedAt} is null` });
      }),
    recordRsvpStarted: (weddingId, guestId, at) =>
      transaction(async () => {
        await sql()
          .insert(journey)
          .values({ guestId, weddingId, firstVisitedAt: at, rsvpStartedAt: at })
          .onConflictDoUpdate({
            target: journey.guestId,
            // The proposed row's moment (excluded.*) in the engine's own encoding of the column.
            set: { rsvpStartedAt: at, firstVisitedAt: raw`coalesce(${journey.firstVisitedAt}, excluded.first_visited_at)` },
            setWhere: raw`${journey.rsvpStartedAt} is null`,
          });
      }),
  };
}
