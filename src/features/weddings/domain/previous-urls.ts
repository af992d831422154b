/**
 * Old web addresses keep working (issue 12 item 10, issue 22 item 6): when a couple changes their
 * address, the old one is remembered and guests' links to it (site, /rsvp, /password, /questions,
 * calendar files, the public API) redirect with 301 to the wedding's current address. No other
 * wedding can claim it for 12 months from the change, or until the couple releases it; after that a
 * claim ends the redirect.
 */
import type { WeddingRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

/** The change just made: `from` is now a previous address of the wedding (call inside the transaction). */
export async function rememberPreviousUrl(weddings: WeddingRepository, weddingId: string, from: string | null, to: string): Promise<void> {
  // The new address is no longer anybody's previous one: this wedding claims it (or moves back to it).
  await weddings.movePreviousUrl(weddingId, from, to, new Date());
}

/** The current address of the wedding that used to be at `weddingUrl`, or null. */
export async function currentUrlForPrevious(weddings: WeddingRepository, weddingUrl: string): Promise<string | null> {
  const wanted = weddingUrl.toLowerCase();
  const current = await weddings.currentUrlOfPrevious(wanted);
  return current && current !== wanted ? current : null;
}

/** How long an old address stays the wedding's own (issue 22 item 6). */
export const PREVIOUS_URL_HOLD_MS = 365 * 24 * 3600 * 1000;

export const PREVIOUS_URL_MESSAGES = {
  released: appText('weddings.previous.released'),
  notFound: appText('weddings.previous.notFound'),
} as const;

/** Is `weddingUrl` an old address another wedding still holds (changed less than 12 months ago)? */
export async function heldByAnotherWedding(weddings: WeddingRepository, weddingUrl: string, weddingId: string, now = new Date()): Promise<boolean> {
  const row = await weddings.previousUrl(weddingUrl.toLowerCase());
  return !!row && row.weddingId !== weddingId && now.getTime() - row.createdAt.getTime() < PREVIOUS_URL_HOLD_MS;
}

/** The wedding's old addresses that still redirect, oldest first, with the day each is held until. */
export async function previousUrlsOf(weddings: WeddingRepository, weddingId: string): Promise<{ weddingUrl: string; heldUntil: Date }[]> {
  return (await weddings.previousUrlsOf(weddingId)).map((row) => ({
    weddingUrl: row.weddingUrl,
    heldUntil: new Date(row.createdAt.getTime() + PREVIOUS_URL_HOLD_MS),
  }));
}

/** The couple gives an old address up: it stops redirecting and anyone may take it. False when it is not theirs. */
export function releasePreviousUrl(weddings: WeddingRepository, weddingId: string, weddingUrl: string): Promise<boolean> {
  return weddings.deletePreviousUrl(weddingId, weddingUrl.toLowerCase());
}
