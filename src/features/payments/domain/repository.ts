// The payments' SQL (issue 29 item 4): checkout sessions, their outcome and the buyer's upgrade to Pro.
// One portable implementation for both engines.
import { and, desc, eq, ne } from 'drizzle-orm';
import type * as sqlite from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import type { DataStore } from '../../../core/db/store/store';
import { recordActivity } from '../../activity';

export type PaymentRow = typeof sqlite.payments.$inferSelect;
export type NewPayment = typeof sqlite.payments.$inferInsert;
type Role = (typeof sqlite.users.$inferSelect)['role'];

export interface PaymentsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  findBySession(checkoutSessionId: string): Promise<PaymentRow | undefined>;
  /** The account's payments, newest first (the billing page's history). */
  listByUser(userId: string): Promise<PaymentRow[]>;
  insert(payment: NewPayment): Promise<PaymentRow>;
  /** Marks an unpaid checkout paid; the row, or undefined when it was paid already (or is unknown). */
  markPaid(checkoutSessionId: string, paidAt: Date): Promise<PaymentRow | undefined>;
  /** An open checkout becomes expired (a paid or expired one is left alone). */
  markExpired(checkoutSessionId: string): Promise<void>;
  /** A free user becomes userPaid (other roles are kept), and every wedding they own gets Pro (issue 23); true when the role changed. */
  upgradeFreeUser(userId: string): Promise<boolean>;
  /** The public pages of the user's weddings changed (the plan shows on them): their generations go up. */
  ownerPageChanged(ownerId: string): Promise<void>;
  userRole(userId: string): Promise<Role | undefined>;
  /** The payment in the activity log of the wedding(s) its buyer owns (issue 23 item 6). */
  recordPaid(payment: PaymentRow): Promise<void>;
}

export function paymentsRepository(store: DataStore): PaymentsRepository {
  const { t, sql, transaction } = portable(store);
  const { payments, users, weddings } = t;
  return {
    transaction,
    findBySession: async (checkoutSessionId) => first(await sql().select().from(payments).where(eq(payments.checkoutSessionId, checkoutSessionId))),
    listByUser: (userId) => sql().select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)),
    insert: (payment) => transaction(async () => first(await sql().insert(payments).values(payment).returning())!),
    markPaid: (checkoutSessionId, paidAt) =>
      transaction(async () =>
        first(
          await sql()
            .update(payments)
            .set({ status: 'paid', paidAt })
            .where(and(eq(payments.checkoutSessionId, checkoutSessionId), ne(payments.status, 'paid')))
            .returning(),
        ),
      ),
    markExpired: (checkoutSessionId) =>
      transaction(async () => {
        await sql()
          .update(payments)
          .set({ status: 'expired' })
          .where(and(eq(payments.checkoutSessionId, checkoutSessionId), eq(payments.status, 'open')));
      }),
    upgradeFreeUser: (userId) =>
      transaction(async () => {
        const changed = await sql()
          .update(users)
          .set({ role: 'userPaid' })
          .where(and(eq(users.id, userId), eq(users.role, 'userFree')))
          .returning({ id: users.id });
        await sql().update(weddings).set({ pro: true }).where(eq(weddings.ownerId, userId));
        return changed.length > 0;
      }),
    ownerPageChanged: async (ownerId) => {
      await publicPageChanged(store, { ownerId });
    },
    recordPaid: async (payment) => {
      const owned = await sql().select({ id: weddings.id }).from(weddings).where(eq(weddings.ownerId, payment.userId));
      const detail = `${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()} (${payment.planId})`;
      for (const { id } of owned) await recordActivity(store, { weddingId: id, userId: payment.userId, kind: 'payment', detail });
    },
    userRole: async (userId) => first(await sql().select({ role: users.role }).from(users).where(eq(users.id, userId)))?.role,
  };
}
