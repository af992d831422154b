// Single-use e-mail links on the in-memory repository (issue 29 item 7): lifetimes per purpose, a
// new link replacing an unused older one, expiry at the exact instant, one use only, and the
// payload carried inside the token. The SQL behind the same interface is tests/contract's.
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../core/auth/tokens';
import { checkEmailToken, createEmailToken, type EMAIL_TOKEN_TTL_MS, tokenPayload, useEmailToken } from './email-tokens';
import { memoryAccountsRepository } from './repository.memory';

const now = new Date('2027-03-01T10:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('e-mail tokens', () => {
  it('lives 48 hours to verify or change an e-mail, one hour to reset, 15 minutes to log in', async () => {
    const accounts = memoryAccountsRepository();
    const expiry = async (purpose: keyof typeof EMAIL_TOKEN_TTL_MS) =>
      (await createEmailToken(accounts, 'u1', purpose, now)).expiresAt.getTime() - now.getTime();
    expect([await expiry('verify-email'), await expiry('change-email'), await expiry('reset-password'), await expiry('login-link')]).toEqual([
      48 * HOUR,
      48 * HOUR,
      HOUR,
      15 * 60 * 1000,
    ]);
  });

  it('stores only the hash, and works until the instant it expires', async () => {
    const accounts = memoryAccountsRepository();
    const { token, tokenId, expiresAt } = await createEmailToken(accounts, 'u1', 'reset-password', now);
    expect(accounts.rows.tokens.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    expect(accounts.rows.tokens.some((row) => row.tokenHash.includes(token))).toBe(false);
    const justBefore = new Date(expiresAt.getTime() - 1);
    expect(await checkEmailToken(accounts, token, 'reset-password', justBefore)).toEqual({ ok: true, userId: 'u1', tokenId });
    expect(await checkEmailToken(accounts, token, 'reset-password', expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token of another purpose, an unknown one and a used one', async () => {
    const accounts = memoryAccountsRepository();
    const { token, tokenId } = await createEmailToken(accounts, 'u1', 'verify-email', now);
    expect(await checkEmailToken(accounts, token, 'reset-password', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkEmailToken(accounts, `${token}x`, 'verify-email', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(await useEmailToken(accounts, tokenId, now)).toBe(true);
    expect(await useEmailToken(accounts, tokenId, now)).toBe(false);
    expect(await checkEmailToken(accounts, token, 'verify-email', now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('replaces an unused older link of the same purpose and user only', async () => {
    const accounts = memoryAccountsRepository();
    const older = await createEmailToken(accounts, 'u1', 'reset-password', now);
    const otherPurpose = await createEmailToken(accounts, 'u1', 'verify-email', now);
    const otherUser = await createEmailToken(accounts, 'u2', 'reset-password', now);
    const newer = await createEmailToken(accounts, 'u1', 'reset-password', now);
    expect((await checkEmailToken(accounts, older.token, 'reset-password', now)).ok).toBe(false);
    expect((await checkEmailToken(accounts, newer.token, 'reset-password', now)).ok).toBe(true);
    expect((await checkEmailToken(accounts, otherPurpose.token, 'verify-email', now)).ok).toBe(true);
    expect((await checkEmailToken(accounts, otherUser.token, 'reset-password', now)).ok).toBe(true);
  });

  it('carries a payload the stored hash covers: changing it breaks the token', async () => {
    const accounts = memoryAccountsRepository();
    const { token } = await createEmailToken(accounts, 'u1', 'change-email', now, 'new@example.com');
    expect(tokenPayload(token)).toBe('new@example.com');
    const [random] = token.split('.');
    const forged = `${random}.${Buffer.from('thief@example.com').toString('base64url')}`;
    expect(tokenPayload(forged)).toBe('thief@example.com');
    expect(await checkEmailToken(accounts, forged, 'change-email', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(tokenPayload((await createEmailToken(accounts, 'u1', 'verify-email', now)).token)).toBeNull();
  });
});
