import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { payments, users, type PaymentRow } from '../../../core/db/schema';
import type { Env } from '../../../core/config/env';
import { UserError } from '../../../core/errors';
import { isPro } from '../../../core/auth/roles';
import { expirePayment, fulfilPayment } from './fulfil';
import { stripeClient } from './stripe-client';
import { PAYMENT_MESSAGES } from './texts';

export type PaymentStatus = 'open' | 'paid' | 'expired';

export function findPayment(db: Db, sessionId: string): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId)).get();
}

/**
 * Brings a payment up to date with Stripe (paid → fulfil, expired → expired) and returns its
 * status. Test-checkout payments change only through the test checkout page.
 */
export async function refreshPayment(db: Db, config: Env, payment: PaymentRow): Promise<PaymentStatus> {
  if (payment.status !== 'open' || payment.provider !== 'stripe') return payment.status;
  const stripe = stripeClient(config);
  if (!stripe) return payment.status;
  const session = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId);
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    fulfilPayment(db, payment.checkoutSessionId);
    return 'paid';
  }
  if (session.status === 'expired') {
    expirePayment(db, payment.checkoutSessionId);
    return 'expired';
  }
  return 'open';
}

/** GET /payments/session-status: the buyer's own session only. */
export async function sessionStatus(db: Db, config: Env, userId: string, sessionId: string) {
  const payment = findPayment(db, sessionId);
  if (!payment || payment.userId !== userId) throw new UserError('payments.session-not-found', PAYMENT_MESSAGES.sessionNotFound);
  let status: PaymentStatus;
  try {
    status = await refreshPayment(db, config, payment);
  } catch (error) {
    // Stripe unreachable: report what we know; the worker keeps checking.
    console.error('[payments] session check failed:', (error as Error).message);
    status = payment.status;
  }
  const user = db.select({ role: users.role }).from(users).where(eq(users.id, userId)).get();
  return { sessionId, status, planId: payment.planId, amount: payment.amountCents, currency: payment.currency, pro: user ? isPro(user.role) : false };
}
