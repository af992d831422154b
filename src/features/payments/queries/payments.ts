// Row queries on payments (checkout sessions and their outcome).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { type PaymentRow, payments } from '../../../core/db/schema';

/**
 * The account's payments, newest first (the billing page's history).
 * @deprecated legacy synchronous read for features not converted yet (issue 29 item 4): use paymentsRepository(store).listByUser
 */
export function listPaymentsByUser(db: Db, userId: string): PaymentRow[] {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).all();
}
