// Starting a checkout on the in-memory repository (issue 29 item 7): the test checkout recorded
// open at the plan's price, and the refusals with their codes and texts, recording nothing.
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../core/config/env';
import type { Queue } from '../../../core/queue/queue';
import { PRO_PRICE_CENTS } from '../../../shared/plans';
import { startCheckout, TEST_SESSION_PREFIX } from './checkout';
import { memoryPaymentsRepository } from './repository.memory';
import { PAYMENT_MESSAGES } from './texts';
import { refusal } from '../../../../tests/helpers/refusal';

const config = (values: Partial<Env>) => ({ isProduction: false, ALLOW_TEST_CHECKOUT: false, ...values }) as Env;
const noQueue = { enqueue: vi.fn() } as unknown as Queue;
const ann = { id: 'u1', email: 'ann@example.com' };
const freeWedding = { id: 'w1', pro: false };

describe('startCheckout', () => {
  it('records an open $50 test checkout and sends the buyer to its page', async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree' });
    const { url, sessionId } = await startCheckout({ payments, queue: noQueue, config: config({}) }, ann, freeWedding, 'pro', 'https://vowly.example');
    expect(sessionId.startsWith(TEST_SESSION_PREFIX)).toBe(true);
    expect(url).toBe(`https://vowly.example/payments/test-checkout/${sessionId}`);
    expect(payments.rows.payments.map((p) => [p.userId, p.weddingId, p.planId, p.provider, p.amountCents, p.status])).toEqual([
      ['u1', 'w1', 'pro', 'test', PRO_PRICE_CENTS, 'open'],
    ]);
    expect(noQueue.enqueue).not.toHaveBeenCalled();
  });

  it('refuses the free plan, an unknown plan, a wedding with Pro and a site without payments, recording nothing', async () => {
    const payments = memoryPaymentsRepository();
    const deps = { payments, queue: noQueue, config: config({}) };
    expect(await refusal(startCheckout(deps, ann, freeWedding, 'free', 'o'))).toEqual(['payments.unknown-plan', PAYMENT_MESSAGES.unknownPlan]);
    expect(await refusal(startCheckout(deps, ann, freeWedding, 'gold', 'o'))).toEqual(['payments.unknown-plan', 'Unknown plan']);
    expect(await refusal(startCheckout(deps, ann, { id: 'w2', pro: true }, 'pro', 'o'))).toEqual(['payments.already-pro', 'This wedding already has Pro']);
    const off = { ...deps, config: config({ isProduction: true }) };
    expect(await refusal(startCheckout(off, ann, freeWedding, 'pro', 'o'))).toEqual(['payments.checkout-off', PAYMENT_MESSAGES.checkoutOff]);
    expect(payments.rows.payments).toEqual([]);
  });
});
