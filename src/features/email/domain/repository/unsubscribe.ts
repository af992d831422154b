// The unsubscribe link's SQL (issue 29 item 4): the guest the signed token names, their wedding, and
// the guest's unsubscribed flag. One portable implementation for both engines.
import { eq } from 'drizzle-orm';
import type { GuestRow, WeddingRow } from '../../../../core/db/schema';
import { first, portable } from '../../../../core/db/store/portable';
import type { DataStore } from '../../../../core/db/store/store';

export interface UnsubscribeRepository {
  findGuest(guestId: string): Promise<GuestRow | undefined>;
  findWedding(weddingId: string): Promise<WeddingRow | undefined>;
  setUnsubscribed(guestId: string, unsubscribed: boolean): Promise<void>;
}

export function unsubscribeRepository(store: DataStore): UnsubscribeRepository {
  const { t, sql, transaction } = portable(store);
  const { guests, weddings } = t;
  return {
    findGuest: async (guestId) => first(await sql().select().from(guests).where(eq(guests.id, guestId))),
    findWedding: async (weddingId) => first(await sql().select().from(weddings).where(eq(weddings.id, weddingId))),
    setUnsubscribed: (guestId, unsubscribed) =>
      transaction(async () => {
        await sql().update(guests).set({ unsubscribed }).where(eq(guests.id, guestId));
      }),
  };
}
