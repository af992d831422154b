// The labelled test checkout's buttons on the in-memory repository (issue 29 item 7): the buyer's own test session
// only, in test checkout mode only; pay fulfils once, cancel expires an open session and leaves a paid one paid.
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import { memoryPaymentsRepository } from './repository.memory';
import { cancelTestCheckout, ownTestCheckout, payTestCheckout } from './test-checkout';
import { PAYMENT_MESSAGES } from './texts';
import { refusal } from '../../../../tests/helpers/refusal';

const config = (values: Partial<Env>) => ({ isProduction: false, ALLOW_TEST_CHECKOUT: false, ...values }) as Env;
const notFound = ['payments.session-not-found', PAYMENT_MESSAGES.sessionNotFound];

async function withSessions() {
  const payments = memoryPaymentsRepository({ u1: 'userFree', u2: 'userFree' }, [{ id: 'w1', ownerId: 'u1' }]);
  for (const [session, provider] of [
    ['cs_test', 'test'],
    ['cs_other', 'test'],
    ['cs_stripe', 'stripe'],
  ] as const)
    await payments.insert({ userId: 'u1', weddingId: 'w1', planId: 'pro', provider, checkoutSessionId: session, amountCents: 5000 });
  return payments;
}

describe('the test checkout', () => {
  it('is the buyer’s own test session, in test checkout mode only', async () => {
    const payments = await withSessions();
    expect((await ownTestCheckout(payments, config({}), 'u1', 'cs_test')).checkoutSessionId).toBe('cs_test');
    expect(await refusal(ownTestCheckout(payments, config({}), 'u2', 'cs_test'))).toEqual(notFound);
    expect(await refusal(ownTestCheckout(payments, config({}), 'u1', 'cs_stripe'))).toEqual(notFound);
    expect(await refusal(ownTestCheckout(payments, config({}), 'u1', 'cs_none'))).toEqual(notFound);
    expect(await refusal(ownTestCheckout(payments, config({ isProduction: true }), 'u1', 'cs_test'))).toEqual([
      'payments.test-checkout-only',
      PAYMENT_MESSAGES.testCheckoutOnly,
    ]);
  });

  it('pays once, cancels only an open session, and never pays an expired one', async () => {
    const payments = await withSessions();
    await payTestCheckout(payments, config({}), 'u1', 'cs_test');
    await payTestCheckout(payments, config({}), 'u1', 'cs_test');
    await cancelTestCheckout(payments, config({}), 'u1', 'cs_test');
    expect(payments.rows.activity).toHaveLength(1);
    expect(payments.rows.weddings[0]!.pro).toBe(true);
    await cancelTestCheckout(payments, config({}), 'u1', 'cs_other');
    await payTestCheckout(payments, config({}), 'u1', 'cs_other');
    expect(payments.rows.payments.map((p) => [p.checkoutSessionId, p.status])).toEqual([
      ['cs_test', 'paid'],
      ['cs_other', 'expired'],
      ['cs_stripe', 'open'],
    ]);
    expect(payments.rows.activity).toHaveLength(1);
    expect(await refusal(payTestCheckout(payments, config({}), 'u2', 'cs_other'))).toEqual(notFound);
  });
});
