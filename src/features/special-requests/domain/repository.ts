// The special requests' own SQL (issue 29 item 4), first step: the couple's settings
// (special_request_settings). One portable implementation for SQLite and PostgreSQL. The answers and
// responses still write inside the questions feature's synchronous transaction (answers.ts).
import { eq } from 'drizzle-orm';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export interface StoredSpecialSettings {
  intro: string | null;
  showInRsvp: boolean;
  acceptNewGuests: boolean;
}

export interface SpecialRequestsRepository {
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** The stored settings (undefined: never saved, the defaults apply). */
  settings(weddingId: string): Promise<StoredSpecialSettings | undefined>;
  saveSettings(weddingId: string, values: StoredSpecialSettings): Promise<void>;
}

export function specialRequestsRepository(store: DataStore): SpecialRequestsRepository {
  const { t, sql, transaction } = portable(store);
  const settings = t.specialRequestSettings;
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
  };
}
