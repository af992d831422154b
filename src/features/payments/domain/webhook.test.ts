// Stripe's signed webhook on the in-memory repository (issue 29 item 7), signed here with Stripe's
// own test helper (no network): paid checkouts fulfilled once, expired ones expired, bad signatures refused.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import { memoryPaymentsRepository } from './repository.memory';
import { handleStripeWebhook } from './webhook';
import { refusal } from '../../../../tests/helpers/refusal';

const config = (values: Partial<Env>) => ({ isProduction: false, ALLOW_TEST_CHECKOUT: false, ...values }) as Env;

describe('the Stripe webhook', () => {
  const secret = 'whsec_unit';
  const stripeConfig = config({ STRIPE_SECRET_KEY: 'sk_test_unit', STRIPE_WEBHOOK_SECRET: secret });
  const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  const sign = (payload: string, key = secret) => new Stripe('sk_test_unit').webhooks.generateTestHeaderString({ payload, secret: key });

  it('fulfils a paid completed checkout and expires an expired one, once each', async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree', u2: 'userFree' });
    await payments.insert({ userId: 'u1', planId: 'pro', provider: 'stripe', checkoutSessionId: 'cs_paid', amountCents: 5000 });
    await payments.insert({ userId: 'u2', planId: 'pro', provider: 'stripe', checkoutSessionId: 'cs_gone', amountCents: 5000 });
    const completed = event('checkout.session.completed', { id: 'cs_paid', payment_status: 'paid' });
    expect(await handleStripeWebhook(payments, stripeConfig, completed, sign(completed))).toBe('checkout.session.completed');
    expect(await handleStripeWebhook(payments, stripeConfig, completed, sign(completed))).toBe('checkout.session.completed');
    const expired = event('checkout.session.expired', { id: 'cs_gone' });
    await handleStripeWebhook(payments, stripeConfig, expired, sign(expired));
    expect(payments.rows.payments.map((p) => p.status)).toEqual(['paid', 'expired']);
    expect([payments.rows.roles.get('u1'), payments.rows.roles.get('u2')]).toEqual(['userPaid', 'userFree']);
    expect(payments.rows.activity).toHaveLength(0);
  });

  it('leaves a completed checkout that is not paid yet open', async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree' });
    await payments.insert({ userId: 'u1', planId: 'pro', provider: 'stripe', checkoutSessionId: 'cs1', amountCents: 5000 });
    const unpaid = event('checkout.session.completed', { id: 'cs1', payment_status: 'unpaid' });
    await handleStripeWebhook(payments, stripeConfig, unpaid, sign(unpaid));
    expect(payments.rows.payments[0]?.status).toBe('open');
  });

  it('refuses a bad or missing signature, and answers that webhooks are off without the secrets', async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree' });
    await payments.insert({ userId: 'u1', planId: 'pro', provider: 'stripe', checkoutSessionId: 'cs1', amountCents: 5000 });
    const completed = event('checkout.session.completed', { id: 'cs1', payment_status: 'paid' });
    expect(await refusal(handleStripeWebhook(payments, stripeConfig, completed, sign(completed, 'whsec_other')))).toEqual([
      'payment-webhook.bad-signature',
      'Invalid signature',
    ]);
    expect(await refusal(handleStripeWebhook(payments, stripeConfig, completed, undefined))).toEqual(['payment-webhook.bad-signature', 'Invalid signature']);
    const tampered = completed.replace('cs1', 'cs2');
    expect(await refusal(handleStripeWebhook(payments, stripeConfig, tampered, sign(completed)))).toEqual([
      'payment-webhook.bad-signature',
      'Invalid signature',
    ]);
    const noSecret = config({ STRIPE_SECRET_KEY: 'sk_test_unit' });
    expect(await refusal(handleStripeWebhook(payments, noSecret, completed, sign(completed)))).toEqual([
      'payment-webhook.not-configured',
      'Webhooks are not configured',
    ]);
    expect(payments.rows.payments[0]?.status).toBe('open');
  });
});
