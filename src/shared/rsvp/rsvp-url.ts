// The RSVP page's address (pure: the cards, the event-change e-mails and the printed QR codes share it).

/** /{weddingUrl}/rsvp, with the personal token when known; null before the couple has an address. */
export function rsvpUrl(origin: string, weddingUrl: string | null, rsvpToken?: string | null): string | null {
  if (!weddingUrl) return null;
  const url = `${origin}/${weddingUrl}/rsvp`;
  return rsvpToken ? `${url}?token=${encodeURIComponent(rsvpToken)}` : url;
}
