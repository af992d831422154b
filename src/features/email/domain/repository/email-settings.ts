// The couple's e-mail settings' SQL (issue 29 item 4): whether their wedding counts opens
// (weddings.track_opens). One portable implementation for both engines.
import { eq } from 'drizzle-orm';
import { first, portable } from '../../../../core/db/store/portable';
import type { DataStore } from '../../../../core/db/store/store';

export interface EmailSettingsRepository {
  /** The owner's wedding and its setting; undefined without a wedding. */
  ownersWedding(ownerId: string): Promise<{ id: string; trackOpens: boolean } | undefined>;
  setTrackOpens(weddingId: string, trackOpens: boolean): Promise<void>;
}

export function emailSettingsRepository(store: DataStore): EmailSettingsRepository {
  const { t, sql, transaction } = portable(store);
  const { weddings } = t;
  return {
    ownersWedding: async (ownerId) =>
      first(await sql().select({ id: weddings.id, trackOpens: weddings.trackOpens }).from(weddings).where(eq(weddings.ownerId, ownerId)).limit(1)),
    setTrackOpens: (weddingId, trackOpens) =>
      transaction(async () => {
        await sql().update(weddings).set({ trackOpens }).where(eq(weddings.id, weddingId));
      }),
  };
}
