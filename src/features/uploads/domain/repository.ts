// The uploads' SQL (issue 29 item 4): the invite's image, and the wedding and invite rows the sweep of
// abandoned uploads and the protected images' access read. One portable implementation for both engines.
import { eq, inArray } from 'drizzle-orm';
import type * as sqlite from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export type InviteRow = typeof sqlite.invites.$inferSelect;
type WeddingRow = typeof sqlite.weddings.$inferSelect;

export interface UploadsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  findInvite(weddingId: string): Promise<InviteRow | undefined>;
  /** Sets the image of the wedding's invite, making the invite when it has none; the invite as stored. */
  setInviteImage(weddingId: string, imageUrl: string | null, now?: Date): Promise<InviteRow>;
  findWedding(weddingId: string): Promise<WeddingRow | undefined>;
  /** Which of these wedding ids still exist. */
  existingWeddings(ids: string[]): Promise<Set<string>>;
}

export function uploadsRepository(store: DataStore): UploadsRepository {
  const { t, sql, transaction } = portable(store);
  const { invites, weddings } = t;
  const findInvite = async (weddingId: string) => first(await sql().select().from(invites).where(eq(invites.weddingId, weddingId)));
  return {
    transaction,
    findInvite,
    setInviteImage: (weddingId, imageUrl, now = new Date()) =>
      transaction(async () => {
        const existing = await findInvite(weddingId);
        const rows = existing
          ? await sql().update(invites).set({ imageUrl, updatedAt: now }).where(eq(invites.id, existing.id)).returning()
          : await sql().insert(invites).values({ weddingId, imageUrl }).returning();
        return first(rows)!;
      }),
    findWedding: async (weddingId) => first(await sql().select().from(weddings).where(eq(weddings.id, weddingId))),
    existingWeddings: async (ids) =>
      new Set(ids.length === 0 ? [] : (await sql().select({ id: weddings.id }).from(weddings).where(inArray(weddings.id, ids))).map((r) => r.id)),
  };
}
