// The payments' repository in memory (issue 29 item 7): the same async interface as the SQL one
// (repository.ts), so the checkout, fulfilment and webhook rules are unit-tested without a database.
// A transaction restores what it changed when its body throws, as a rolled-back one does.
import type { Role } from '../../../core/db/schema';
import type { NewPayment, PaymentRow, PaymentsRepository } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

export interface MemoryPayments extends PaymentsRepository {
  /** What is stored, for a test's assertions: roles by user id, weddings by owner, what changed (pages by wedding id). */
  readonly rows: {
    payments: PaymentRow[];
    roles: Map<string, Role>;
    weddings: { id: string; ownerId: string; pro: boolean }[];
    pagesChanged: string[];
    activity: { weddingId: string; detail: string }[];
  };
}

/** The checkout's wedding; a checkout from before Pro was per wedding (no wedding id): each its buyer owns. */
const paidFor = (payment: PaymentRow, wedding: { id: string; ownerId: string }) =>
  payment.weddingId ? wedding.id === payment.weddingId : wedding.ownerId === payment.userId;

export function memoryPaymentsRepository(users: Record<string, Role> = {}, weddings: { id: string; ownerId: string; pro?: boolean }[] = []): MemoryPayments {
  let payments: PaymentRow[] = [];
  let roles = new Map(Object.entries(users));
  let owned = weddings.map((wedding) => ({ ...wedding, pro: wedding.pro ?? false }));
  let pagesChanged: string[] = [];
  let activity: { weddingId: string; detail: string }[] = [];
  let nextId = 1;
  const repository: MemoryPayments = {
    get rows() {
      return { payments, roles, weddings: owned, pagesChanged, activity };
    },
    transaction: memoryTransaction(
      () => ({
        payments: payments.map((p) => ({ ...p })),
        roles: new Map(roles),
        owned: owned.map((w) => ({ ...w })),
        pagesChanged: [...pagesChanged],
        activity: [...activity],
      }),
      (saved) => {
        ({ payments, roles, owned, pagesChanged, activity } = saved);
      },
    ),
    findBySession: async (checkoutSessionId) => payments.find((p) => p.checkoutSessionId === checkoutSessionId),
    listByUser: async (userId) => payments.filter((p) => p.userId === userId).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    insert: async (payment: NewPayment) => {
      if (payments.some((p) => p.checkoutSessionId === payment.checkoutSessionId)) throw new Error('UNIQUE constraint failed: payments.checkout_session_id');
      const row: PaymentRow = {
        id: `p${nextId++}`,
        currency: 'usd',
        status: 'open',
        createdAt: new Date(),
        paidAt: null,
        ...payment,
      } as PaymentRow;
      payments.push(row);
      return { ...row };
    },
    markPaid: async (checkoutSessionId, paidAt) => {
      const payment = payments.find((p) => p.checkoutSessionId === checkoutSessionId && p.status !== 'paid');
      if (!payment) return undefined;
      Object.assign(payment, { status: 'paid', paidAt });
      return { ...payment };
    },
    markExpired: async (checkoutSessionId) => {
      const payment = payments.find((p) => p.checkoutSessionId === checkoutSessionId && p.status === 'open');
      if (payment) payment.status = 'expired';
    },
    upgradeBuyer: async (userId) => {
      if (roles.get(userId) !== 'userFree') return false;
      roles.set(userId, 'userPaid');
      return true;
    },
    giveWeddingPro: async (payment) => {
      for (const wedding of owned)
        if (paidFor(payment, wedding) && !wedding.pro) {
          wedding.pro = true;
          pagesChanged.push(wedding.id);
        }
    },
    weddingPro: async (weddingId) => owned.find((wedding) => wedding.id === weddingId)?.pro ?? false,
    userRole: async (userId) => roles.get(userId),
    recordPaid: async (payment) => {
      const detail = `${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()} (${payment.planId})`;
      for (const wedding of owned) if (paidFor(payment, wedding)) activity.push({ weddingId: wedding.id, detail });
    },
  };
  return repository;
}
