// The settings pages of src/features/weddings (not converted yet) read and cancel a pending e-mail
// change synchronously; the async rules are in ./email-change.ts.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { emails, emailTokens } from '../../../core/db/schema';

/** @deprecated legacy synchronous read for features not converted yet (issue 29 item 4): use pendingEmailChange. */
export function pendingEmailChangeSync(db: Db, userId: string, now = new Date()): { email: string; expiresAt: Date } | null {
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

/** @deprecated legacy synchronous write for features not converted yet (issue 29 item 4): use cancelEmailChange. */
export function cancelEmailChangeSync(db: Db, userId: string): void {
  db.delete(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change-email'), isNull(emailTokens.usedAt)))
    .run();
}
