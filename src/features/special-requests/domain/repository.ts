// The special requests' own SQL (issue 29 item 4): the couple's settings (special_request_settings), the
// guests' responses (special_responses: that a guest answered, when and from where) and the wedding's
// owner's plan (a visitor added to the list counts against it). The answers themselves are the questions
// feature's (questionsRepository). One portable implementation for SQLite and PostgreSQL; every call joins
// the caller's store transaction.
import { planRole } from '../../../core/auth/roles';
import { eq } from 'drizzle-orm';
import type { Role, specialResponses } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export interface StoredSpecialSettings {
  intro: string | null;
  showInRsvp: boolean;
  acceptNewGuests: boolean;
}

export type ResponseRow = typeof specialResponses.$inferSelect;

export interface SpecialRequestsRepository {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** The stored settings (undefined: never saved, the defaults apply). */
  settings(weddingId: string): Promise<StoredSpecialSettings | undefined>;
  saveSettings(weddingId: string, values: StoredSpecialSettings): Promise<void>;
  response(guestId: string): Promise<ResponseRow | undefined>;
  /** Every response of the wedding's guests. */
  responses(weddingId: string): Promise<ResponseRow[]>;
  /** Records that the guest answered: the first time with its source, later only the time of the change. */
  saveResponse(row: { guestId: string; weddingId: string; source: ResponseRow['source'] }, now: Date): Promise<ResponseRow>;
  /** The plan of the wedding's owner, or undefined without the wedding. */
  ownerRole(weddingId: string): Promise<Role | undefined>;
}

export function specialRequestsRepository(store: DataStore): SpecialRequestsRepository {
  const { t, sql, transaction } = portable(store);
  const { specialRequestSettings: settings, specialResponses: responses, weddings } = t;
  return {
    transaction,
    settings: async (weddingId) =>
      first(
        await sql()
          .select({ intro: settings.intro, showInRsvp: settings.showInRsvp, acceptNewGuests: settings.acceptNewGuests })
          .from(settings)
          .where(eq(settings.weddingId, weddingId)),
      ),
    saveSettings: (weddingId, values) =>
      transaction(async () => {
        await sql()
          .insert(settings)
          .values({ weddingId, ...values })
          .onConflictDoUpdate({ target: settings.weddingId, set: values });
      }),
    response: async (guestId) => first(await sql().select().from(responses).where(eq(responses.guestId, guestId))),
    responses: (weddingId) => sql().select().from(responses).where(eq(responses.weddingId, weddingId)),
    saveResponse: (row, now) =>
      transaction(
        async () =>
          first(
            await sql()
              .insert(responses)
              .values({ ...row, submittedAt: now, updatedAt: now })
              .onConflictDoUpdate({ target: responses.guestId, set: { updatedAt: now } })
              .returning(),
          )!,
      ),
    // Pro belongs to the wedding (issue 23): the wedding's plan, as the Role the guest limit reads.
    ownerRole: async (weddingId) => {
      const row = first(await sql().select({ pro: weddings.pro }).from(weddings).where(eq(weddings.id, weddingId)));
      return row && planRole(row.pro);
    },
  };
}
