// Unsubscribe links. Anyone holding the link may stop (or restart) e-mails to that one guest, and
// nobody can make a link for another guest: the token is the guest id plus an HMAC (under the
// server's 'unsubscribe' key) of wedding id and guest id. Nothing is stored, links never expire
// (mail can be read years later), and a token is useless for RSVP or anything else.
import { safeEqual, signValue } from '../../../core/secrets';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

const PURPOSE = 'unsubscribe';
const SIGNATURE_LENGTH = 32;

/** The link in a test e-mail to the couple: it leads to an explanation and changes nothing. */
export const PREVIEW_UNSUBSCRIBE_TOKEN = 'preview';

function signature(config: SecretConfig, guest: { id: string; weddingId: string }): string {
  return signValue(config, PURPOSE, `${guest.weddingId}:${guest.id}`).slice(0, SIGNATURE_LENGTH);
}

export function unsubscribeToken(config: SecretConfig, guest: { id: string; weddingId: string }): string {
  return `${guest.id}.${signature(config, guest)}`;
}

/** The guest id a token claims (still to be checked with unsubscribeTokenMatches). */
export function guestIdOfUnsubscribeToken(token: string): string | null {
  const match = /^([a-z2-7]{1,64})\.([0-9a-f]{32})$/.exec(token.trim());
  return match ? match[1]! : null;
}

export function unsubscribeTokenMatches(config: SecretConfig, guest: { id: string; weddingId: string }, token: string): boolean {
  return safeEqual(token.trim(), unsubscribeToken(config, guest));
}
