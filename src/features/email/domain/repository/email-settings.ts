// The couple's e-mail settings' SQL (issue 29 item 4): whether their wedding counts opens
// (weddings.track_opens). One portable implementation for both engines.
import { eq } from 'drizzle-orm';
import { first, portable } from '../../../../core/db/store/portable';
import type { DataStore } from '../../../../core/db/store/store';

export interface EmailSettingsRepository {
  /** The wedding's setting; undefined when there is no such wedding. */
  trackOpensOf(weddingId: string): Promise<boolean | undefined>;
  /** False when there is no such wedding. */
  setTrackOpens(weddingId: string, trackOpens: boolean): Promise<boolean>;
}

export function emailSettingsRepository(store: DataStore): EmailSettingsRepository {
  const { t, sql, transaction } = portable(store);
  const { weddings } = t;
  return {
    trackOpensOf: async (weddingId) =>
      first(await sql().select({ trackOpens: weddings.trackOpens }).from(weddings).where(eq(weddings.id, weddingId)))?.trackOpens,
    setTrackOpens: (weddingId, trackOpens) =>
      transaction(async () => {
        const updated = await sql().update(weddings).set({ trackOpens }).where(eq(weddings.id, weddingId)).returning({ id: weddings.id });
        return updated.length > 0;
      }),
  };
}
