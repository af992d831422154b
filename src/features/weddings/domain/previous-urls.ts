/**
 * Old web addresses keep working (issue 12 item 10, issue 22 item 6): when a couple changes their
 * address, the old one is remembered and guests' links to it (site, /rsvp, /password, /questions,
 * calendar files, the public API) redirect with 301 to the wedding's current address. No other
 * wedding can claim it for 12 months from the change, or until the couple releases it; after that a
 * claim ends the redirect.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import type { DbOrTx } from '../../guests';
import { previousWeddingUrls, weddings } from '../../../core/db/schema';

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

/** How long an old address stays the wedding's own (issue 22 item 6). */
export const PREVIOUS_URL_HOLD_MS = 365 * 24 * 3600 * 1000;

export const PREVIOUS_URL_MESSAGES = {
  released: 'Old web address released',
  notFound: 'That is not one of your old web addresses',
} as const;

/** Is `weddingUrl` an old address another wedding still holds (changed less than 12 months ago)? */
export function heldByAnotherWedding(db: DbOrTx, weddingUrl: string, weddingId: string, now = new Date()): boolean {
  const row = db.select().from(previousWeddingUrls).where(eq(previousWeddingUrls.weddingUrl, weddingUrl.toLowerCase())).get();
  return !!row && row.weddingId !== weddingId && now.getTime() - row.createdAt.getTime() < PREVIOUS_URL_HOLD_MS;
}

/** The wedding's old addresses that still redirect, oldest first, with the day each is held until. */
export function previousUrlsOf(db: DbOrTx, weddingId: string): { weddingUrl: string; heldUntil: Date }[] {
  return db
    .select()
    .from(previousWeddingUrls)
    .where(eq(previousWeddingUrls.weddingId, weddingId))
    .orderBy(asc(previousWeddingUrls.createdAt))
    .all()
    .map((row) => ({ weddingUrl: row.weddingUrl, heldUntil: new Date(row.createdAt.getTime() + PREVIOUS_URL_HOLD_MS) }));
}

/** The couple gives an old address up: it stops redirecting and anyone may take it. False when it is not theirs. */
export function releasePreviousUrl(db: DbOrTx, weddingId: string, weddingUrl: string): boolean {
  const released = db
    .delete(previousWeddingUrls)
    .where(and(eq(previousWeddingUrls.weddingId, weddingId), eq(previousWeddingUrls.weddingUrl, weddingUrl.toLowerCase())))
    .returning()
    .get();
  return !!released;
}
