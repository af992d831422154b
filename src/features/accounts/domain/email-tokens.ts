// Single-use links for e-mail verification, password reset and e-mail changes. Only SHA-256 hashes are stored,
// so a database leak does not hand out working links; a token dies when used or expired.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { emailTokens } from '../../../core/db/schema';
import { generateSessionToken, hashToken } from '../../../core/auth/sessions';

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
 */
export function createEmailToken(db: Db, userId: string, purpose: EmailTokenPurpose, now = new Date(), payload?: string) {
  const token = payload === undefined ? generateSessionToken() : `${generateSessionToken()}.${Buffer.from(payload, 'utf8').toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]);
  // A new link replaces any unused older one of the same purpose.
  db.delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
    .run();
  const row = db
    .insert(emailTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt })
    .returning()
    .get();
  return { token, expiresAt, tokenId: row.id };
}

/** The payload a token was created with, or null. Trust it only after checkEmailToken said ok. */
export function tokenPayload(token: string): string | null {
  const dot = token.indexOf('.');
  return dot === -1 ? null : Buffer.from(token.slice(dot + 1), 'base64url').toString('utf8');
}

export type TokenCheck = { ok: true; userId: string; tokenId: string } | { ok: false; reason: 'invalid' | 'expired' };

export function checkEmailToken(db: Db, token: string, purpose: EmailTokenPurpose, now = new Date()): TokenCheck {
  const row = db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .get();
  if (!row || row.usedAt) return { ok: false, reason: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId, tokenId: row.id };
}

/** Marks the token used; false when another request used it first. */
export function useEmailToken(db: Db, tokenId: string, now = new Date()): boolean {
  const result = db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt)))
    .run();
  return result.changes === 1;
}
