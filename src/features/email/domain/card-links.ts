// Every address a card e-mail or card page links to, absolute (mail clients have no base URL).
import type { CardProductKey } from './products';

export function cardPagePath(product: CardProductKey, inviteId: string): string {
  return product === 'savethedate' ? `/savethedate/${inviteId}` : `/invite/${inviteId}`;
}

/** The card as a web page; `guestToken` (the guest's RSVP token) makes its RSVP button personal. */
export function cardPageUrl(origin: string, product: CardProductKey, inviteId: string, guestToken?: string | null): string {
  const url = `${origin}${cardPagePath(product, inviteId)}`;
  return guestToken ? `${url}?guest=${encodeURIComponent(guestToken)}` : url;
}

/** The wedding site, when it has an address and is online. */
export function siteUrl(origin: string, weddingUrl: string | null, published: boolean): string | null {
  return weddingUrl && published ? `${origin}/${weddingUrl}` : null;
}

/**
 * A guest's own calendar feed (/{weddingUrl}/events.ics?guest=…): all their events in one file that
 * calendar apps subscribe to and re-read, so a changed time or place reaches them. The personal
 * token opens it on a password-protected site like the guest's other e-mailed links.
 */
export function guestCalendarUrl(origin: string, weddingUrl: string | null, published: boolean, rsvpToken: string | null | undefined): string | null {
  if (!weddingUrl || !published || !rsvpToken) return null;
  return `${origin}/${weddingUrl}/events.ics?guest=${encodeURIComponent(rsvpToken)}`;
}

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.*)$/;
const LOCAL_VARIANT = /^(\/uploads\/vowly\/invites\/[a-z0-9]+\/[a-z0-9]+)\/(?:w\d+\.(?:webp|avif)|full\.webp)$/;

/**
 * The invite image as an e-mail can show it: absolute, 1200 px wide (600 px at 2x). Cloudinary
 * delivers a JPEG, which every mail client shows; the local store only has WebP (not shown by
 * Outlook for Windows), acceptable for development and small self-hosted installs.
 */
export function emailImageUrl(origin: string, imageUrl: string | null): string | null {
  if (!imageUrl) return null;
  const cloud = imageUrl.match(CLOUDINARY_UPLOAD);
  if (cloud) return `${cloud[1]}f_jpg,q_auto,c_limit,w_1200/${cloud[2]}`;
  const local = imageUrl.match(LOCAL_VARIANT);
  if (local) return `${origin}${local[1]}/w1600.webp`;
  if (imageUrl.startsWith('/')) return `${origin}${imageUrl}`;
  return /^https:\/\//.test(imageUrl) ? imageUrl : null;
}
