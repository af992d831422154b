// Changing the account e-mail without locking anyone out (issue 12): the new address gets a
// confirmation link, the current one stays the login until the link is opened, and the current
// address is told of the change (when asked and when done). The new address travels inside the
// single-use token (its hash is stored), so no pending column is needed.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { emails, emailTokens, users, type UserRow } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { renderMessage } from '../../email';
import { queueEmail } from '../../email';
import type { AccountDeps } from './accounts';
import { emailChangeConfirmEmail, emailChangedNotice } from './account-emails';
import { checkEmailToken, createEmailToken, tokenPayload, useEmailToken } from './email-tokens';

export const EMAIL_IN_USE = 'That email is used by another account';
export const emailChangeSent = (email: string) => `We sent a confirmation link to ${email}. Until you open it, keep logging in with your current email.`;

function emailTaken(db: Db, email: string, userId: string): boolean {
  return Boolean(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .get(),
  );
}

/** Sends the confirmation link to `newEmail` and the notice to the current address; changes nothing yet. */
export async function requestEmailChange(deps: AccountDeps, user: UserRow, newEmail: string): Promise<void> {
  const email = newEmail.trim().toLowerCase();
  if (emailTaken(deps.db, email, user.id)) throw new UserError('auth.email-taken', EMAIL_IN_USE);
  // A newer request replaces an unused older link (createEmailToken drops it).
  const { token, tokenId } = createEmailToken(deps.db, user.id, 'change-email', new Date(), email);
  const link = `${deps.origin}/user/confirm-email?token=${encodeURIComponent(token)}`;
  if (deps.logLinks) console.log(`[auth] e-mail change link for ${email}: ${link}`);
  await queueEmail(deps.db, deps.queue, renderMessage(deps.renderEmail, emailChangeConfirmEmail(user, email, link, tokenId)));
  await queueEmail(
    deps.db,
    deps.queue,
    renderMessage(deps.renderEmail, emailChangedNotice(user, user.email, email, `${deps.origin}/user/forgot-password`, tokenId, false)),
  );
}

export type EmailChangeResult = { status: 'changed'; email: string } | { status: 'invalid' | 'expired' | 'taken' };

/** Opens the link: the new address becomes the login (and counts as verified: the link reached it). */
export async function confirmEmailChange(deps: AccountDeps, token: string): Promise<EmailChangeResult> {
  const check = checkEmailToken(deps.db, token, 'change-email');
  if (!check.ok) return { status: check.reason };
  const email = tokenPayload(token);
  if (!email) return { status: 'invalid' };
  const now = new Date();
  const result = deps.db.transaction(
    (tx) => {
      const user = tx.select().from(users).where(eq(users.id, check.userId)).get();
      if (!user) return { status: 'invalid' as const };
      if (
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, user.id)))
          .get()
      )
        return { status: 'taken' as const };
      if (!useEmailToken(tx as unknown as Db, check.tokenId, now)) return { status: 'invalid' as const };
      tx.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).run();
      return { status: 'changed' as const, user };
    },
    { behavior: 'immediate' },
  );
  if (result.status !== 'changed') return result;
  await queueEmail(
    deps.db,
    deps.queue,
    renderMessage(deps.renderEmail, emailChangedNotice(result.user, result.user.email, email, `${deps.origin}/user/forgot-password`, check.tokenId, true)),
  );
  return { status: 'changed', email };
}

/**
 * The change waiting for its link (issue 22 item 15): the new address is read from the confirmation
 * e-mail of the newest unused, unexpired link (the token itself holds it, and only its hash is kept).
 */
export function pendingEmailChange(db: Db, userId: string, now = new Date()): { email: string; expiresAt: Date } | null {
  const token = db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change-email'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .orderBy(desc(emailTokens.createdAt))
    .get();
  if (!token) return null;
  const mail = db
    .select({ to: emails.to })
    .from(emails)
    .where(eq(emails.idempotencyKey, `change-email:${token.id}`))
    .get();
  return mail ? { email: mail.to, expiresAt: token.expiresAt } : null;
}

/** Cancels a pending change: its link stops working; the login stays the current address. */
export function cancelEmailChange(db: Db, userId: string): void {
  db.delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change-email'), isNull(emailTokens.usedAt)))
    .run();
}
