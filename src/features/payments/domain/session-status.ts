import type { Env } from '../../../core/config/env';
import { UserError } from '../../../core/errors';
import { isPro } from '../../../core/auth/roles';
import { expirePayment, fulfilPayment } from './fulfil';
import { stripeClient } from './stripe-client';
import type { PaymentRow, PaymentsRepository } from './repository';
import { PAYMENT_MESSAGES } from './texts';

export type PaymentStatus = 'open' | 'paid' | 'expired';

export function findPayment(payments: PaymentsRepository, sessionId: string): Promise<PaymentRow | undefined> {
  return payments.findBySession(sessionId);
}

/**
 * Brings a payment up to date with Stripe (paid → fulfil, expired → expired) and returns its
 * status. Test-checkout payments change only through the test checkout page.
 */
export async function refreshPayment(payments: PaymentsRepository, config: Env, payment: PaymentRow): Promise<PaymentStatus> {
  if (payment.status !== 'open' || payment.provider !== 'stripe') return payment.status;
  const stripe = stripeClient(config);
  if (!stripe) return payment.status;
  const session = await stripe.checkout.sessions.retrieve(payment.checkoutSessionId);
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    await fulfilPayment(payments, payment.checkoutSessionId);
    return 'paid';
  }
  if (session.status === 'expired') {
    await expirePayment(payments, payment.checkoutSessionId);
    return 'expired';
  }
  return 'open';
}

/** GET /payments/session-status: the buyer's own session only. */
export async function sessionStatus(payments: PaymentsRepository, config: Env, userId: string, sessionId: string) {
  const payment = await findPayment(payments, sessionId);
  if (!payment || payment.userId !== userId) throw new UserError('payments.session-not-found', PAYMENT_MESSAGES.sessionNotFound);
  let status: PaymentStatus;
  try {
    status = await refreshPayment(payments, config, payment);
  } catch (error) {
    // Stripe unreachable: report what we know; the worker keeps checking.
    console.error('[payments] session check failed:', (error as Error).message);
    status = payment.status;
  }
  // Whether the checkout's wedding has Pro now (a checkout from before Pro was per wedding: the buyer's account).
  const role = await payments.userRole(userId);
  const pro = payment.weddingId ? await payments.weddingPro(payment.weddingId) : role ? isPro(role) : false;
  return { sessionId, status, planId: payment.planId, amount: payment.amountCents, currency: payment.currency, pro };
}
