// The payments' repository in memory (issue 29 item 7): the same async interface as the SQL one
// (repository.ts), so the checkout, fulfilment and webhook rules are unit-tested without a database.
// A transaction restores what it changed when its body throws, as a rolled-back one does.
import type { Role } from '../../../core/db/schema';
import type { NewPayment, PaymentRow, PaymentsRepository } from './repository';

export interface MemoryPayments extends PaymentsRepository {
  /** What is stored, for a test's assertions: roles by user id, weddings by owner, what changed. */
  readonly rows: {
    payments: PaymentRow[];
    roles: Map<string, Role>;
    weddings: { id: string; ownerId: string; pro: boolean }[];
    pagesChanged: string[];
    activity: { weddingId: string; detail: string }[];
  };
}

export function memoryPaymentsRepository(users: Record<string, Role> = {}, weddings: { id: string; ownerId: string; pro?: boolean }[] = []): MemoryPayments {
  let payments: PaymentRow[] = [];
  let roles = new Map(Object.entries(users));
  let owned = weddings.map((wedding) => ({ ...wedding, pro: wedding.pro ?? false }));
  let pagesChanged: string[] = [];
  let activity: { weddingId: string; detail: string }[] = [];
  let nextId = 1;
  let depth = 0;
  const repository: MemoryPayments = {
    get rows() {
      return { payments, roles, weddings: owned, pagesChanged, activity };
    },
    transaction: async (fn) => {
      const saved = {
        payments: payments.map((p) => ({ ...p })),
        roles: new Map(roles),
        owned: owned.map((w) => ({ ...w })),
        pagesChanged: [...pagesChanged],
        activity: [...activity],
      };
      depth += 1;
      try {
        return await fn();
      } catch (error) {
        if (depth === 1) ({ payments, roles, owned, pagesChanged, activity } = saved);
        throw error;
      } finally {
        depth -= 1;
      }
    },
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
    upgradeFreeUser: async (userId) => {
      for (const wedding of owned) if (wedding.ownerId === userId) wedding.pro = true;
      if (roles.get(userId) !== 'userFree') return false;
      roles.set(userId, 'userPaid');
      return true;
    },
    ownerPageChanged: async (ownerId) => {
      pagesChanged.push(ownerId);
    },
    userRole: async (userId) => roles.get(userId),
    recordPaid: async (payment) => {
      const detail = `${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()} (${payment.planId})`;
      for (const wedding of owned) if (wedding.ownerId === payment.userId) activity.push({ weddingId: wedding.id, detail });
    },
  };
  return repository;
}
