// The browsers an owner has logged in from (issue 28 item 15): each gets a random value of its own
// (in its cookie, src/features/accounts/routes/known-device.ts); only the SHA-256 is stored, tied to the account. A
// password change or reset forgets them all: a stolen cookie dies with the old password.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { knownDevices } from '../../../core/db/schema';
import { generateSessionToken, hashToken } from '../../../core/auth/sessions';

/** Is one of these cookie values a known browser of this account? */
export function knownDeviceOf(db: Db, userId: string, values: string[]): string | undefined {
  if (values.length === 0) return undefined;
  const byHash = new Map(values.map((value) => [hashToken(value), value]));
  const row = db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), inArray(knownDevices.tokenHash, [...byHash.keys()])))
    .get();
  return row ? byHash.get(row.tokenHash) : undefined;
}

/** A new random value for this browser and account. */
export function addKnownDevice(db: Db, userId: string): string {
  const value = generateSessionToken();
  db.insert(knownDevices)
    .values({ tokenHash: hashToken(value), userId })
    .run();
  return value;
}

export function forgetKnownDevices(db: Db, userId: string): void {
  db.delete(knownDevices).where(eq(knownDevices.userId, userId)).run();
}
