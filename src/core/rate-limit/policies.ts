// Who is limited how (docs/decisions.md, "Rate limits"). Every guessable secret goes through the
// limiter in ./limiter.ts with two kinds of bucket: per client address (one guesser) and per
// target (many addresses guessing one account, one wedding's password, the device gate, one
// wedding's guest names), so distributed guessing is bounded too. Only failures count.
//
// Login: the address's buckets lock the address, not the account, so a stranger's wrong
// passwords never lock the owner out from their own address. The account-wide bucket (a
// distributed attack) is skipped for a browser the owner has logged in from before (a
// known-device cookie: a random value per browser, stored hashed, revoked by a password change), and
// the e-mailed password reset and one-time login links set that cookie too.
//
// Guests: the per-wedding ceilings of the website password and the name lookup do not refuse.
// Once one is full the wedding is "under attack" and the guest is asked for a second detail
// (the e-mail address their invitation went to), which a guesser does not have (issue 28 item 14).
import type { DataStore } from '../db/store/store';
import { clientKey } from './client-key';
import { type Bucket, clearBuckets, waitFor } from './limiter';

/** Per-client buckets count an IPv6 client by its /64 (./client-key.ts). */
const addr = (ip: string | undefined) => clientKey(ip);

export const LIMITS = {
  /** One address, any accounts. */
  loginAddress: { capacity: 20, perHour: 20 },
  /** One account from one address. */
  loginPair: { capacity: 5, perHour: 12 },
  /** One account from all addresses (skipped for the owner's known devices). */
  loginAccount: { capacity: 50, perHour: 50 },
  /** One account from one of its known devices. */
  loginKnownDevice: { capacity: 10, perHour: 12 },
  /** A protected wedding's password from one address. */
  sitePasswordAddress: { capacity: 5, perHour: 12 },
  /** A protected wedding's password from all addresses (the per-wedding ceiling: past it, the e-mail is asked too). */
  sitePasswordWedding: { capacity: 100, perHour: 100 },
  /** Under attack: the password with one guest's e-mail address, from all addresses. */
  sitePasswordEmail: { capacity: 10, perHour: 12 },
  /** The device gate (APP_GATE_PASSWORD) from one address. */
  deviceGateAddress: { capacity: 5, perHour: 12 },
  /** The device gate from all addresses. */
  deviceGateAll: { capacity: 100, perHour: 100 },
  /** Guest name lookups (RSVP, questions) and notes from one address, any wedding. */
  lookupAddress: { capacity: 10, perHour: 30 },
  /** One wedding's name lookups from all addresses (the per-wedding ceiling: past it, the e-mail is asked too). */
  lookupWedding: { capacity: 200, perHour: 200 },
  /** Password reset or confirmation e-mails to one address, whoever asks: one per 15 minutes (issue 28 item 13). */
  accountEmailAddress: { capacity: 1, perHour: 4 },
  /** Password reset or confirmation e-mails asked for by one client, any addresses. */
  accountEmailClient: { capacity: 5, perHour: 10 },
  /** The current password asked of a signed-in account (e-mail or password change). */
  reauthAccount: { capacity: 5, perHour: 12 },
} as const;

const bucket = (key: string, limit: { capacity: number; perHour: number }): Bucket => ({ key, ...limit });

export function loginBuckets(email: string, ip: string | undefined, knownDevice: boolean): Bucket[] {
  const account = email.trim().toLowerCase();
  if (knownDevice) return [bucket(`login:device:${account}`, LIMITS.loginKnownDevice)];
  return [
    bucket(`login:ip:${addr(ip)}`, LIMITS.loginAddress),
    bucket(`login:pair:${account}|${addr(ip)}`, LIMITS.loginPair),
    bucket(`login:account:${account}`, LIMITS.loginAccount),
  ];
}

/** After the right password: the pair's (or known device's) typos are forgiven; the address and account buckets keep draining. */
export async function loginSucceeded(store: DataStore, email: string, ip: string | undefined): Promise<void> {
  const account = email.trim().toLowerCase();
  await clearBuckets(store, [`login:pair:${account}|${addr(ip)}`, `login:device:${account}`]);
}

export function sitePasswordBuckets(weddingId: string, ip: string | undefined): Bucket[] {
  return [bucket(`site:${weddingId}:ip:${addr(ip)}`, LIMITS.sitePasswordAddress), bucket(`site:${weddingId}`, LIMITS.sitePasswordWedding)];
}

/** Under attack, the password with an e-mail address: the address's bucket and the (wedding, e-mail) pair's; the wedding's keeps counting. */
export function sitePasswordEmailBuckets(weddingId: string, ip: string | undefined, email: string): Bucket[] {
  const [address, wedding] = sitePasswordBuckets(weddingId, ip) as [Bucket, Bucket];
  return [address, bucket(`site:${weddingId}:email:${email.trim().toLowerCase()}`, LIMITS.sitePasswordEmail), wedding];
}

export async function sitePasswordSucceeded(store: DataStore, weddingId: string, ip: string | undefined): Promise<void> {
  await clearBuckets(store, [`site:${weddingId}:ip:${addr(ip)}`]);
}

export function deviceGateBuckets(ip: string | undefined): Bucket[] {
  return [bucket(`gate:ip:${addr(ip)}`, LIMITS.deviceGateAddress), bucket('gate:all', LIMITS.deviceGateAll)];
}

export function lookupBuckets(weddingId: string, ip: string | undefined): Bucket[] {
  return [bucket(`lookup:ip:${addr(ip)}`, LIMITS.lookupAddress), bucket(`lookup:wedding:${weddingId}`, LIMITS.lookupWedding)];
}

/**
 * Splits a guest-facing pair of buckets [per client, per wedding]: the client's wait (a refusal)
 * and whether the wedding's ceiling is full (under attack: ask for the second detail).
 */
export async function guestLimitState(store: DataStore, [client, wedding]: Bucket[], now = Date.now()): Promise<{ wait: number; underAttack: boolean }> {
  return { wait: await waitFor(store, [client!], now), underAttack: (await waitFor(store, [wedding!], now)) > 0 };
}

/** A signed-in account re-entering its password: a stolen session must not become a password oracle. */
export function reauthBuckets(userId: string): Bucket[] {
  return [bucket(`reauth:${userId}`, LIMITS.reauthAccount)];
}

/**
 * An e-mail a stranger can make us send to an account's address: a password reset (forgot-password)
 * or a confirmation link (registration, a login to an unconfirmed account). Counted per address and
 * kind and per client and kind; over either, the e-mail is not sent and the answer does not change.
 */
export function accountEmailBuckets(kind: 'reset' | 'verify' | 'login', email: string, ip: string | undefined): Bucket[] {
  return [bucket(`mail:${kind}:${email.trim().toLowerCase()}`, LIMITS.accountEmailAddress), bucket(`mail:${kind}:ip:${addr(ip)}`, LIMITS.accountEmailClient)];
}

/**
 * Guests' photos (issue 26 item 5), counted per photo taken: one device, one address, and the wedding
 * as a whole. On the wedding day (and the day after) the address and wedding buckets are larger: at
 * the venue everyone shares its Wi-Fi's one address.
 */
export const PHOTO_LIMITS = {
  device: { capacity: 60, perHour: 60 },
  address: { capacity: 120, perHour: 120 },
  addressWeddingDay: { capacity: 1000, perHour: 1000 },
  wedding: { capacity: 500, perHour: 500 },
  weddingWeddingDay: { capacity: 2000, perHour: 2000 },
} as const;

export function photoUploadBuckets(weddingId: string, ip: string | undefined, deviceId: string, weddingDay: boolean): Bucket[] {
  return [
    bucket(`photos:${weddingId}:device:${deviceId}`, PHOTO_LIMITS.device),
    bucket(`photos:ip:${addr(ip)}`, weddingDay ? PHOTO_LIMITS.addressWeddingDay : PHOTO_LIMITS.address),
    bucket(`photos:${weddingId}`, weddingDay ? PHOTO_LIMITS.weddingWeddingDay : PHOTO_LIMITS.wedding),
  ];
}

/**
 * Invitations to plan a wedding (issue 23 item 2), counted per e-mail sent: a wedding sends its 20
 * people's invitations at once, then about two an hour, so an account cannot be made to mail strangers.
 */
export function memberInvitationBuckets(weddingId: string): Bucket[] {
  return [bucket(`mail:members:${weddingId}`, { capacity: 20, perHour: 2 })];
}

/** Reports of guests' photos from one address (each hides a photo until the couple looks). */
export function photoReportBuckets(ip: string | undefined): Bucket[] {
  return [bucket(`photos:report:${addr(ip)}`, { capacity: 20, perHour: 20 })];
}
