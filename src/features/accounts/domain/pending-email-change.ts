// The e-mail change waiting for its link (issue 12, issue 22 item 15): read and cancelled through the
// accounts' repository alone (src/features/accounts/domain/email-change.ts asks for and confirms it).
import type { AccountsRepository } from './repository';

/**
 * The change waiting for its link (issue 22 item 15): the new address is read from the confirmation
 * e-mail of the newest unused, unexpired link (the token itself holds it, and only its hash is kept).
 */
export async function pendingEmailChange(accounts: AccountsRepository, userId: string, now = new Date()): Promise<{ email: string; expiresAt: Date } | null> {
  const token = await accounts.newestLiveToken(userId, 'change-email', now);
  if (!token) return null;
  const to = await accounts.emailRecipient(`change-email:${token.id}`);
  return to ? { email: to, expiresAt: token.expiresAt } : null;
}

/** Cancels a pending change: its link stops working; the login stays the current address. */
export function cancelEmailChange(accounts: AccountsRepository, userId: string): Promise<void> {
  return accounts.deleteUnusedTokens(userId, 'change-email');
}
