import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import { writeTransaction } from '../../../core/db/transaction';
import { payments, users } from '../../../core/db/schema';

/**
 * Marks a checkout paid and makes its buyer Pro, once: a second call (return page, webhook and the
 * worker's check may all arrive) changes nothing. Admins keep their role.
 */
export function fulfilPayment(db: Db, checkoutSessionId: string, now = new Date()): boolean {
  return writeTransaction(db, (tx) => {
    const updated = tx
      .update(payments)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(payments.checkoutSessionId, checkoutSessionId), ne(payments.status, 'paid')))
      .returning()
      .get();
    if (!updated) return false;
    const upgraded = tx
      .update(users)
      .set({ role: 'userPaid' })
      .where(and(eq(users.id, updated.userId), eq(users.role, 'userFree')))
      .run();
    // The page of a Pro owner may leave out the branding footer.
    if (upgraded.changes > 0) publicPageChanged(tx, { ownerId: updated.userId });
    return true;
  });
}

export function expirePayment(db: Db, checkoutSessionId: string): void {
  db.update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.checkoutSessionId, checkoutSessionId), eq(payments.status, 'open')))
    .run();
}
