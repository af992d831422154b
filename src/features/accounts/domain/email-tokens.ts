// Single-use links for e-mail verification, password reset and e-mail changes. Only SHA-256 hashes are stored,
// so a database leak does not hand out working links; a token dies when used or expired.
import { generateSessionToken, hashToken } from '../../../core/auth/tokens';
import type { AccountsRepository } from './repository';

export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'change-email' | 'login-link';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'change-email': 48 * 60 * 60 * 1000,
  'login-link': 15 * 60 * 1000,
};

/**
 * A new single-use token. `payload` (e.g. the new address of an e-mail change) travels inside the
 * token after a dot; the stored hash covers it, so it cannot be altered (read it with tokenPayload).
 * A new link replaces any unused older one of the same purpose.
 */
export async function createEmailToken(accounts: AccountsRepository, userId: string, purpose: EmailTokenPurpose, now = new Date(), payload?: string) {
  const token = payload === undefined ? generateSessionToken() : `${generateSessionToken()}.${Buffer.from(payload, 'utf8').toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]);
  const tokenId = await accounts.replaceEmailToken({ userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt, tokenId };
}

/** The payload a token was created with, or null. Trust it only after checkEmailToken said ok. */
export function tokenPayload(token: string): string | null {
  const dot = token.indexOf('.');
  return dot === -1 ? null : Buffer.from(token.slice(dot + 1), 'base64url').toString('utf8');
}

export type TokenCheck = { ok: true; userId: string; tokenId: string } | { ok: false; reason: 'invalid' | 'expired' };

export async function checkEmailToken(accounts: AccountsRepository, token: string, purpose: EmailTokenPurpose, now = new Date()): Promise<TokenCheck> {
  const row = await accounts.emailToken(hashToken(token), purpose);
  if (!row || row.usedAt) return { ok: false, reason: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId, tokenId: row.id };
}

/** Marks the token used; false when another request used it first. */
export function useEmailToken(accounts: AccountsRepository, tokenId: string, now = new Date()): Promise<boolean> {
  return accounts.useEmailToken(tokenId, now);
}
