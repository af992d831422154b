import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

// Web Crypto so that islands (the builder makes party member ids) can share this module.
function randomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/** 120 random bits as 24 base32 characters: unguessable ids for anything that appears in URLs. */
export function newId(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(15));
}

/** Short id for list items inside a record (wedding party members: 8 characters). */
export function shortId(length = 8): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(Math.ceil((length * 5) / 8))).slice(0, length);
}
