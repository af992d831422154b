/**
 * What the public wedding page (and the builder preview) renders from: the parsed page content
 * plus the account-level fields. Plain data, no request context, so the builder can build it
 * from its draft.
 */
import type { WeddingContent } from '../../shared/wedding';

export interface WeddingSiteData {
  content: WeddingContent;
  weddingUrl: string | null;
  weddingTheme: string;
  weddingDate: Date | null;
  timeZone: string;
  /** The owner is Pro: only then may the footer branding be hidden. */
  ownerPro: boolean;
  /** The server clock at render time (countdown first paint). */
  now: Date;
  /** RSVP takes answers (switch on, deadline not passed): the top bar shows its RSVP button. Unknown counts as open. */
  rsvpOpen?: boolean;
}

/** The stored wedding's fields the page needs (a domain Wedding has them; the builder island imports this file, so no server type). */
type StoredWeddingFields = Pick<WeddingSiteData, 'content' | 'weddingUrl' | 'weddingTheme' | 'weddingDate' | 'timeZone'>;

export function siteDataFromWedding(wedding: StoredWeddingFields, options: { ownerPro: boolean; now?: Date; rsvpOpen?: boolean }): WeddingSiteData {
  return {
    content: wedding.content,
    weddingUrl: wedding.weddingUrl,
    weddingTheme: wedding.weddingTheme,
    weddingDate: wedding.weddingDate,
    timeZone: wedding.timeZone,
    ownerPro: options.ownerPro,
    now: options.now ?? new Date(),
    rsvpOpen: options.rsvpOpen,
  };
}

/** "Amelia & Jonah", with the chosen joiner; blank names are left out. */
export function coupleNames(content: WeddingContent): string {
  const names = [content.brideGroomOneName.trim(), content.brideGroomTwoName.trim()].filter(Boolean);
  return names.join(` ${content.joiner} `);
}

/** The RSVP link of the mini-card: /{weddingUrl}/rsvp with slashes trimmed, or /rsvp. */
export function rsvpHref(weddingUrl: string | null): string {
  const slug = (weddingUrl ?? '').replace(/^\/+|\/+$/g, '');
  return slug ? `/${slug}/rsvp` : '/rsvp';
}
