// The weddings feature's SQL (issue 29 item 4): the wedding rows (the kernel's weddingsRepository) and
// the old addresses that still lead to a wedding (previous_wedding_urls). One portable implementation.
import { and, asc, eq } from 'drizzle-orm';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { weddingsRepository, type WeddingsRepository } from '../../../core/db/weddings-repository';

export interface PreviousUrlRow {
  weddingUrl: string;
  weddingId: string;
  createdAt: Date;
}

export interface WeddingRepository extends WeddingsRepository {
  /** The old address's row, or undefined. */
  previousUrl(weddingUrl: string): Promise<PreviousUrlRow | undefined>;
  /** The current address of the wedding that used to be at `weddingUrl` (null: it has none yet). */
  currentUrlOfPrevious(weddingUrl: string): Promise<string | null | undefined>;
  /** The wedding's old addresses, oldest first. */
  previousUrlsOf(weddingId: string): Promise<PreviousUrlRow[]>;
  /** `to` is nobody's old address any more; `from` (when given) becomes one of the wedding's, as of `at`. */
  movePreviousUrl(weddingId: string, from: string | null, to: string, at: Date): Promise<void>;
  /** Deletes the wedding's old address; false when it is not one of its. */
  deletePreviousUrl(weddingId: string, weddingUrl: string): Promise<boolean>;
  /**
   * Deletes the wedding and everything hanging from it, in one transaction: its e-mails (a queued one's send job
   * then finds nothing to send) and the wedding row, whose foreign keys cascade to every table with a wedding_id
   * (sessions choosing it fall back to the person's other weddings). False when it was gone already.
   */
  deleteWedding(weddingId: string): Promise<boolean>;
}

export function weddingRepository(store: DataStore): WeddingRepository {
  const { t, sql, transaction } = portable(store);
  const { previousWeddingUrls: previous, weddings, emails } = t;
  return {
    ...weddingsRepository(store),
    previousUrl: async (weddingUrl) => first(await sql().select().from(previous).where(eq(previous.weddingUrl, weddingUrl)).limit(1)),
    currentUrlOfPrevious: async (weddingUrl) =>
      first(
        await sql()
          .select({ current: weddings.weddingUrl })
          .from(previous)
          .innerJoin(weddings, eq(weddings.id, previous.weddingId))
          .where(eq(previous.weddingUrl, weddingUrl))
          .limit(1),
      )?.current,
    previousUrlsOf: (weddingId) => sql().select().from(previous).where(eq(previous.weddingId, weddingId)).orderBy(asc(previous.createdAt)),
    movePreviousUrl: (weddingId, from, to, at) =>
      transaction(async () => {
        await sql().delete(previous).where(eq(previous.weddingUrl, to));
        if (!from || from === to) return;
        await sql()
          .insert(previous)
          .values({ weddingUrl: from, weddingId, createdAt: at })
          .onConflictDoUpdate({ target: previous.weddingUrl, set: { weddingId, createdAt: at } });
      }),
    deletePreviousUrl: (weddingId, weddingUrl) =>
      transaction(
        async () =>
          (
            await sql()
              .delete(previous)
              .where(and(eq(previous.weddingId, weddingId), eq(previous.weddingUrl, weddingUrl)))
              .returning()
          ).length > 0,
      ),
    deleteWedding: (weddingId) =>
      transaction(async () => {
        await sql().delete(emails).where(eq(emails.weddingId, weddingId));
        return (await sql().delete(weddings).where(eq(weddings.id, weddingId)).returning({ id: weddings.id })).length > 0;
      }),
  };
}
