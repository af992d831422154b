// The buyer's session status on the in-memory repository (issue 29 item 7): their own only.
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import { fulfilPayment } from './fulfil';
import { memoryPaymentsRepository } from './repository.memory';
import { sessionStatus } from './session-status';
import { refusal } from '../../../../tests/helpers/refusal';

const config = (values: Partial<Env>) => ({ isProduction: false, ALLOW_TEST_CHECKOUT: false, ...values }) as Env;

describe('sessionStatus', () => {
  it('tells the buyer their test checkout’s state and plan, and hides other buyers’ sessions', async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree', u2: 'userFree' }, [{ id: 'w1', ownerId: 'u1' }]);
    await payments.insert({ userId: 'u1', weddingId: 'w1', planId: 'pro', provider: 'test', checkoutSessionId: 'cs1', amountCents: 5000 });
    expect(await sessionStatus(payments, config({}), 'u1', 'cs1')).toEqual({
      sessionId: 'cs1',
      status: 'open',
      planId: 'pro',
      amount: 5000,
      currency: 'usd',
      pro: false,
    });
    await fulfilPayment(payments, 'cs1');
    expect(await sessionStatus(payments, config({}), 'u1', 'cs1')).toMatchObject({ status: 'paid', pro: true });
    expect(await refusal(sessionStatus(payments, config({}), 'u2', 'cs1'))).toEqual(['payments.session-not-found', 'Payment session not found']);
    expect(await refusal(sessionStatus(payments, config({}), 'u1', 'cs2'))).toEqual(['payments.session-not-found', 'Payment session not found']);
  });
});
