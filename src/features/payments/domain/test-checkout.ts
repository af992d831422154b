// The labelled test checkout (no Stripe keys; checkout-mode.ts): its page and its two buttons act on the buyer's own
// test session only, and only in test checkout mode; anyone else's, a Stripe session or an unknown one is not found.
import type { Env } from '../../../core/config/env';
import { UserError } from '../../../core/errors';
import { checkoutMode } from './checkout-mode';
import { expirePayment, fulfilPayment } from './fulfil';
import type { PaymentRow, PaymentsRepository } from './repository';
import { findPayment } from './session-status';
import { PAYMENT_MESSAGES } from './texts';

export async function ownTestCheckout(payments: PaymentsRepository, config: Env, userId: string, sessionId: string): Promise<PaymentRow> {
  if (checkoutMode(config) !== 'test') throw new UserError('payments.test-checkout-only', PAYMENT_MESSAGES.testCheckoutOnly);
  const payment = await findPayment(payments, sessionId);
  if (!payment || payment.provider !== 'test' || payment.userId !== userId) throw new UserError('payments.session-not-found', PAYMENT_MESSAGES.sessionNotFound);
  return payment;
}

/** "Pay": an open session is paid and fulfilled (once); a paid or expired one is left as it is. */
export async function payTestCheckout(payments: PaymentsRepository, config: Env, userId: string, sessionId: string): Promise<PaymentRow> {
  const payment = await ownTestCheckout(payments, config, userId, sessionId);
  if (payment.status === 'open') await fulfilPayment(payments, payment.checkoutSessionId);
  return payment;
}

/** "Cancel": an open session expires (a paid one stays paid). */
export async function cancelTestCheckout(payments: PaymentsRepository, config: Env, userId: string, sessionId: string): Promise<PaymentRow> {
  const payment = await ownTestCheckout(payments, config, userId, sessionId);
  await expirePayment(payments, payment.checkoutSessionId);
  return payment;
}
