// The browsers an owner has logged in from (issue 28 item 15): each gets a random value of its own
// (in its cookie, src/features/accounts/routes/known-device.ts); only the SHA-256 is stored, tied to the account. A
// password change or reset forgets them all: a stolen cookie dies with the old password.
import { generateSessionToken, hashToken } from '../../../core/auth/tokens';
import type { AccountsRepository } from './repository';

/** Is one of these cookie values a known browser of this account? */
export async function knownDeviceOf(accounts: AccountsRepository, userId: string, values: string[]): Promise<string | undefined> {
  if (values.length === 0) return undefined;
  const byHash = new Map(values.map((value) => [hashToken(value), value]));
  const hash = await accounts.knownDeviceHash(userId, [...byHash.keys()]);
  return hash ? byHash.get(hash) : undefined;
}

/** A new random value for this browser and account. */
export async function addKnownDevice(accounts: AccountsRepository, userId: string): Promise<string> {
  const value = generateSessionToken();
  await accounts.addKnownDevice(userId, hashToken(value));
  return value;
}
