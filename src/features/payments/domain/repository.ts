// The payments' SQL (issue 29 item 4): checkout sessions, their outcome and Pro for the checkout's wedding (issue 23).
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
  /** A free buyer's account becomes userPaid (the spec's role: the account bought Pro); other roles are kept. True when it changed. */
  upgradeBuyer(userId: string): Promise<boolean>;
  /**
   * The checkout's wedding gets Pro and, when it had none, its public page moves on (the plan shows there). A checkout started before
   * Pro was bought per wedding (no wedding_id) gives it, as it promised then, to every wedding its buyer owns.
   */
  giveWeddingPro(payment: PaymentRow): Promise<void>;
  /** Whether the wedding has Pro (false when it is gone). */
  weddingPro(weddingId: string): Promise<boolean>;
  userRole(userId: string): Promise<Role | undefined>;
  /** The payment in the activity log of its wedding (issue 23 item 6; a checkout from before: each the buyer owns). */
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
    upgradeBuyer: (userId) =>
      transaction(async () => {
        const changed = await sql()
          .update(users)
          .set({ role: 'userPaid' })
          .where(and(eq(users.id, userId), eq(users.role, 'userFree')))
          .returning({ id: users.id });
        return changed.length > 0;
      }),
    giveWeddingPro: (payment) =>
      transaction(async () => {
        const which = payment.weddingId ? eq(weddings.id, payment.weddingId) : eq(weddings.ownerId, payment.userId);
        const changed = await sql()
          .update(weddings)
          .set({ pro: true })
          .where(and(which, eq(weddings.pro, false)))
          .returning({ id: weddings.id });
        // A wedding that had Pro already (an admin's) shows nothing new.
        for (const { id } of changed) await publicPageChanged(store, { weddingId: id });
      }),
    weddingPro: async (weddingId) => first(await sql().select({ pro: weddings.pro }).from(weddings).where(eq(weddings.id, weddingId)))?.pro ?? false,
    recordPaid: async (payment) => {
      const which = payment.weddingId ? eq(weddings.id, payment.weddingId) : eq(weddings.ownerId, payment.userId);
      const paidFor = await sql().select({ id: weddings.id }).from(weddings).where(which);
      const detail = `${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()} (${payment.planId})`;
      for (const { id } of paidFor) await recordActivity(store, { weddingId: id, userId: payment.userId, kind: 'payment', detail });
    },
    userRole: async (userId) => first(await sql().select({ role: users.role }).from(users).where(eq(users.id, userId)))?.role,
  };
}
