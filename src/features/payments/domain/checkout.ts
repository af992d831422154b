/**
 * Starting a Pro checkout: a Stripe Checkout Session through the SDK when STRIPE_SECRET_KEY is set,
 * otherwise a clearly labelled local test checkout with the same flow (pay → /payments/return),
 * except in production without ALLOW_TEST_CHECKOUT (checkout-mode.ts), where there is none.
 * Either way a payments row records the session before the buyer leaves, and the worker checks it.
 */
import crypto from 'node:crypto';
import type { Env } from '../../../core/config/env';
import type { Queue } from '../../../core/queue/queue';
import { UserError } from '../../../core/errors';
import { planById } from '../../../shared/plans';
import { checkoutMode } from './checkout-mode';
import { stripeClient } from './stripe-client';
import type { PaymentsRepository } from './repository';
import { PAYMENT_MESSAGES } from './texts';
import { appText } from '../../../shared/i18n/app';

export interface PaymentDeps {
  payments: PaymentsRepository;
  queue: Queue;
  config: Env;
}

export const TEST_SESSION_PREFIX = 'cs_vowly_test_';
/** First look by the worker; Graphile's back-off spaces the retries after that. */
const FIRST_CHECK_DELAY_MS = 2 * 60 * 1000;

export async function startCheckout(
  deps: PaymentDeps,
  user: { id: string; email: string },
  /** The session's current wedding: the checkout buys Pro for it alone (issue 23). */
  wedding: { id: string; pro: boolean },
  planId: string,
  origin: string,
): Promise<{ url: string; sessionId: string }> {
  const plan = planById(planId);
  if (!plan || plan.priceCents === 0) throw new UserError('payments.unknown-plan', PAYMENT_MESSAGES.unknownPlan);
  if (wedding.pro) throw new UserError('payments.already-pro', PAYMENT_MESSAGES.alreadyPro);
  if (checkoutMode(deps.config) === 'off') throw new UserError('payments.checkout-off', PAYMENT_MESSAGES.checkoutOff);

  const stripe = stripeClient(deps.config);
  let sessionId: string;
  let url: string;
  if (stripe) {
    try {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: plan.priceCents, product_data: { name: appText('payments.final.title', { plan: plan.title }) } },
          },
        ],
        customer_email: user.email,
        client_reference_id: user.id,
        metadata: { userId: user.id, weddingId: wedding.id, planId: plan.id },
        success_url: `${origin}/payments/return?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/app/payments/checkout`,
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      sessionId = session.id;
      url = session.url;
    } catch (error) {
      console.error('[payments] checkout session failed:', (error as Error).message);
      throw new UserError('payments.checkout-failed', PAYMENT_MESSAGES.checkoutFailed);
    }
  } else {
    sessionId = `${TEST_SESSION_PREFIX}${crypto.randomBytes(18).toString('base64url')}`;
    url = `${origin}/payments/test-checkout/${sessionId}`;
  }

  await deps.payments.insert({
    userId: user.id,
    weddingId: wedding.id,
    planId: plan.id,
    provider: stripe ? 'stripe' : 'test',
    checkoutSessionId: sessionId,
    amountCents: plan.priceCents,
  });
  if (stripe) {
    await deps.queue
      .enqueue('check_payment', { sessionId }, { jobKey: `check_payment:${sessionId}`, runAt: new Date(Date.now() + FIRST_CHECK_DELAY_MS), maxAttempts: 12 })
      .catch((error) => console.error('[payments] could not queue check_payment:', (error as Error).message));
  }
  return { url, sessionId };
}
