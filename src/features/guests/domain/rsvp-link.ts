// Personal RSVP links. A link must let exactly one guest of one wedding answer, must not be
// guessable from anything the guest can see, and must survive a restart so links already e-mailed
// keep working. Nothing secret is stored: the token is the guest's id plus an HMAC (under the
// server's 'rsvp-link' key) of wedding id, guest id and the guest's link version. A token of one
// wedding is worthless on another, and raising rsvpLinkVersion revokes every link of that guest.
import { safeEqual, signValue } from '../../../core/secrets';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

const PURPOSE = 'rsvp-link';
/** 128 bits of the HMAC, as 32 hex characters. */
const SIGNATURE_LENGTH = 32;

export interface LinkedGuest {
  id: string;
  weddingId: string;
  rsvpLinkVersion: number;
}

function signature(config: SecretConfig, guest: LinkedGuest): string {
  return signValue(config, PURPOSE, `${guest.weddingId}:${guest.id}:${guest.rsvpLinkVersion}`).slice(0, SIGNATURE_LENGTH);
}

export function rsvpToken(config: SecretConfig, guest: LinkedGuest): string {
  return `${guest.id}.${signature(config, guest)}`;
}

/** The guest id a token claims to be for (still to be checked with rsvpTokenMatches). */
export function guestIdOfToken(token: string): string | null {
  const match = /^([a-z2-7]{1,64})\.([0-9a-f]{32})$/.exec(token.trim());
  return match ? match[1]! : null;
}

/** True when `token` is the current personal link of this guest of this wedding. */
export function rsvpTokenMatches(config: SecretConfig, guest: LinkedGuest, token: string): boolean {
  return safeEqual(token.trim(), rsvpToken(config, guest));
}
