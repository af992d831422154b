import type Stripe from 'stripe';
import type { Env } from '../../../core/config/env';
import { UserError } from '../../../core/errors';
import { appText } from '../../../shared/i18n/app';
import { expirePayment, fulfilPayment } from './fulfil';
import type { PaymentsRepository } from './repository';
import { stripeClient } from './stripe-client';

/** Stripe's signed event: a completed or expired checkout updates the payment (idempotently). */
export async function handleStripeWebhook(payments: PaymentsRepository, config: Env, rawBody: string, signature: string | undefined): Promise<string> {
  const stripe = stripeClient(config);
  if (!stripe || !config.STRIPE_WEBHOOK_SECRET) throw new UserError('payment-webhook.not-configured', appText('payments.webhook.notConfigured'));
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new UserError('payment-webhook.bad-signature', appText('payments.webhook.badSignature'));
  }
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object;
    if (session.payment_status === 'paid') await fulfilPayment(payments, session.id);
  } else if (event.type === 'checkout.session.expired') {
    await expirePayment(payments, event.data.object.id);
  }
  return event.type;
}
