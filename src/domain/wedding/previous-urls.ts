/**
 * Old web addresses keep working (issue 12 item 10): when a couple changes their address, the old
 * one is remembered and guests' links to it (site, /rsvp, /password, /questions, the public API)
 * redirect with 301 to the wedding's current address, until another wedding claims the old one.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { DbOrTx } from '../../db/queries/guests';
import { previousWeddingUrls, weddings } from '../../db/schema';

/** The change just made: `from` is now a previous address of the wedding (call inside the transaction). */
export function rememberPreviousUrl(tx: DbOrTx, weddingId: string, from: string | null, to: string) {
  // The new address is no longer anybody's previous one: this wedding claims it (or moves back to it).
  tx.delete(previousWeddingUrls).where(eq(previousWeddingUrls.weddingUrl, to)).run();
  if (!from || from === to) return;
  tx.insert(previousWeddingUrls)
    .values({ weddingUrl: from, weddingId, createdAt: new Date() })
    .onConflictDoUpdate({ target: previousWeddingUrls.weddingUrl, set: { weddingId, createdAt: new Date() } })
    .run();
}

/** The current address of the wedding that used to be at `weddingUrl`, or null. */
export function currentUrlForPrevious(db: Db, weddingUrl: string): string | null {
  const row = db
    .select({ current: weddings.weddingUrl })
    .from(previousWeddingUrls)
    .innerJoin(weddings, eq(weddings.id, previousWeddingUrls.weddingId))
    .where(eq(previousWeddingUrls.weddingUrl, weddingUrl.toLowerCase()))
    .get();
  return row?.current && row.current !== weddingUrl.toLowerCase() ? row.current : null;
}
