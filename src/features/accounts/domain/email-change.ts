// Changing the account e-mail without locking anyone out (issue 12): the new address gets a
// confirmation link, the current one stays the login until the link is opened, and the current
// address is told of the change (when asked and when done). The new address travels inside the
// single-use token (its hash is stored), so no pending column is needed.
import { UserError } from '../../../core/errors';
import type { UserRow } from '../../../core/db/schema';
import { queueEmail, renderMessage } from '../../email';
import type { AccountDeps } from './accounts';
import { emailChangeConfirmEmail, emailChangedNotice } from './account-emails';
import { checkEmailToken, createEmailToken, tokenPayload, useEmailToken } from './email-tokens';
import { accountsRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

export const EMAIL_IN_USE = appText('accounts.emailChange.inUse');
export const emailChangeSent = (email: string) => appText('accounts.emailChange.sent', { email });

/** Sends the confirmation link to `newEmail` and the notice to the current address; changes nothing yet. */
export async function requestEmailChange(deps: AccountDeps, user: UserRow, newEmail: string): Promise<void> {
  const email = newEmail.trim().toLowerCase();
  const accounts = accountsRepository(deps.store);
  if (await accounts.emailTakenByOther(email, user.id)) throw new UserError('auth.email-taken', EMAIL_IN_USE);
  // A newer request replaces an unused older link (createEmailToken drops it).
  const { token, tokenId } = await createEmailToken(accounts, user.id, 'change-email', new Date(), email);
  const link = `${deps.origin}/user/confirm-email?token=${encodeURIComponent(token)}`;
  if (deps.logLinks) console.log(`[auth] e-mail change link for ${email}: ${link}`);
  await queueEmail(deps.store, deps.queue, renderMessage(deps.renderEmail, emailChangeConfirmEmail(user, email, link, tokenId)));
  await queueEmail(
    deps.store,
    deps.queue,
    renderMessage(deps.renderEmail, emailChangedNotice(user, user.email, email, `${deps.origin}/user/forgot-password`, tokenId, false)),
  );
}

export type EmailChangeResult = { status: 'changed'; email: string } | { status: 'invalid' | 'expired' | 'taken' };

/** Opens the link: the new address becomes the login (and counts as verified: the link reached it). */
export async function confirmEmailChange(deps: AccountDeps, token: string): Promise<EmailChangeResult> {
  const accounts = accountsRepository(deps.store);
  const check = await checkEmailToken(accounts, token, 'change-email');
  if (!check.ok) return { status: check.reason };
  const email = tokenPayload(token);
  if (!email) return { status: 'invalid' };
  const now = new Date();
  const result = await accounts.transaction(async () => {
    const user = await accounts.userById(check.userId);
    if (!user) return { status: 'invalid' as const };
    if (await accounts.emailTakenByOther(email, user.id)) return { status: 'taken' as const };
    if (!(await useEmailToken(accounts, check.tokenId, now))) return { status: 'invalid' as const };
    await accounts.updateUser(user.id, { email, emailVerifiedAt: now, updatedAt: now });
    return { status: 'changed' as const, user };
  });
  if (result.status !== 'changed') return result;
  await queueEmail(
    deps.store,
    deps.queue,
    renderMessage(deps.renderEmail, emailChangedNotice(result.user, result.user.email, email, `${deps.origin}/user/forgot-password`, check.tokenId, true)),
  );
  return { status: 'changed', email };
}
