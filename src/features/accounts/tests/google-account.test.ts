import { describe, expect, it } from 'vitest';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { accountForGoogle } from '../domain/google-account';
import { accountsRepository } from '../domain/repository';
import { createTestDb } from '../../../../tests/helpers/db';
import { createTestUser } from '../../../../tests/helpers/auth';

describe('accountForGoogle', () => {
  it('links to the existing account with the same verified e-mail, then finds it by Google id', async () => {
    const db = createTestDb();
    const { user } = await createTestUser(db, { email: 'ana@example.com' });
    const accounts = accountsRepository(sqliteStore(db));
    const linked = await accountForGoogle(accounts, { sub: 'g-1', email: 'Ana@example.com', emailVerified: true });
    expect(linked.id).toBe(user.id);
    expect((await accountForGoogle(accounts, { sub: 'g-1', emailVerified: false })).id).toBe(user.id);
  });

  it('refuses an unverified Google e-mail and creates new accounts with a wedding', async () => {
    const db = createTestDb();
    await createTestUser(db, { email: 'ana@example.com' });
    const accounts = accountsRepository(sqliteStore(db));
    await expect(accountForGoogle(accounts, { sub: 'g-2', email: 'ana@example.com', emailVerified: false })).rejects.toThrow(/verified/);
    const created = await accountForGoogle(accounts, { sub: 'g-3', email: 'new@example.com', emailVerified: true, name: 'New Person' });
    expect(created.role).toBe('userFree');
    expect(created.emailVerifiedAt).not.toBeNull();
  });
});
