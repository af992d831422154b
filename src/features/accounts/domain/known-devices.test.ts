// The owner's known browsers on the in-memory repository (issue 29 item 7): a cookie value is
// recognised only for its own account, only its hash is stored, and forgetting them is per account.
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../core/auth/tokens';
import { addKnownDevice, knownDeviceOf } from './known-devices';
import { memoryAccountsRepository } from './repository.memory';

describe('known browsers', () => {
  it('recognises the value this account was given, among the cookie’s values, and stores only its hash', async () => {
    const accounts = memoryAccountsRepository();
    const mine = await addKnownDevice(accounts, 'u1');
    const theirs = await addKnownDevice(accounts, 'u2');
    expect(mine).toMatch(/^[a-z2-7]{32}$/);
    expect(accounts.rows.knownDevices).toEqual([
      { userId: 'u1', tokenHash: hashToken(mine) },
      { userId: 'u2', tokenHash: hashToken(theirs) },
    ]);
    expect(await knownDeviceOf(accounts, 'u1', [theirs, 'junk', mine])).toBe(mine);
    expect(await knownDeviceOf(accounts, 'u1', [theirs])).toBeUndefined();
    expect(await knownDeviceOf(accounts, 'u1', [])).toBeUndefined();
  });

  it('forgets one account’s browsers, not another’s', async () => {
    const accounts = memoryAccountsRepository();
    const mine = await addKnownDevice(accounts, 'u1');
    const theirs = await addKnownDevice(accounts, 'u2');
    await accounts.forgetKnownDevices('u1');
    expect(await knownDeviceOf(accounts, 'u1', [mine])).toBeUndefined();
    expect(await knownDeviceOf(accounts, 'u2', [theirs])).toBe(theirs);
  });
});
