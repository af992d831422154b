// A Google sign-in's account on the in-memory repository (issue 29 item 7): linked by Google's id,
// an existing address linked only when Google verified it, and a new account with its wedding.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../core/errors';
import { accountForGoogle } from './google-account';
import { memoryAccountsRepository } from './repository.memory';

describe('accountForGoogle', () => {
  it('creates a verified free account and its wedding, named from the profile or the address', async () => {
    const accounts = memoryAccountsRepository();
    const ann = await accountForGoogle(accounts, { sub: 'g1', email: 'Ann@Example.com', emailVerified: true, name: 'Ann Lee' });
    expect([ann.name, ann.email, ann.googleId, ann.role, ann.emailVerifiedAt instanceof Date]).toEqual(['Ann Lee', 'ann@example.com', 'g1', 'userFree', true]);
    const bo = await accountForGoogle(accounts, { sub: 'g2', email: 'bo.smith@example.com', emailVerified: true });
    expect(bo.name).toBe('bo.smith');
    const long = await accountForGoogle(accounts, { sub: 'g3', email: 'c@example.com', emailVerified: true, name: 'x'.repeat(150) });
    expect(long.name).toHaveLength(100);
    expect(accounts.rows.weddingOwners).toEqual([ann.id, bo.id, long.id]);
  });

  it('finds the linked account by Google’s id even when the address changed', async () => {
    const accounts = memoryAccountsRepository();
    const first = await accountForGoogle(accounts, { sub: 'g1', email: 'ann@example.com', emailVerified: true });
    const again = await accountForGoogle(accounts, { sub: 'g1', email: 'other@example.com', emailVerified: false });
    expect(again.id).toBe(first.id);
    expect(accounts.rows.users).toHaveLength(1);
  });

  it('links an existing account by a verified address, keeping an earlier verification date', async () => {
    const accounts = memoryAccountsRepository();
    const verifiedAt = new Date('2026-01-01T00:00:00Z');
    const existing = await accounts.createUser({ name: 'Ann', email: 'ann@example.com', passwordHash: 'h', emailVerifiedAt: verifiedAt });
    const linked = await accountForGoogle(accounts, { sub: 'g9', email: 'ANN@example.com', emailVerified: true, name: 'Someone Else' });
    expect([linked.id, linked.googleId, linked.name, linked.emailVerifiedAt]).toEqual([existing.id, 'g9', 'Ann', verifiedAt]);
    expect(accounts.rows.weddingOwners).toEqual([]);
  });

  it('refuses an address Google did not verify, or none, and changes nothing', async () => {
    const accounts = memoryAccountsRepository();
    await accounts.createUser({ name: 'Ann', email: 'ann@example.com', passwordHash: 'h', emailVerifiedAt: new Date() });
    for (const profile of [
      { sub: 'g1', email: 'ann@example.com', emailVerified: false },
      { sub: 'g2', emailVerified: true },
    ]) {
      const error = await accountForGoogle(accounts, profile).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(UserError);
      expect([(error as UserError).code, (error as UserError).message]).toEqual([
        'auth.google-email-unverified',
        'Your Google account has no verified email address',
      ]);
    }
    expect(accounts.rows.users.map((user) => user.googleId)).toEqual([null]);
  });
});
