// Fulfilling and expiring a checkout on the in-memory repository (issue 29 item 7): once only; the
// buyer's account becomes userPaid and the checkout's wedding alone Pro (issue 23); admins keep their role; a paid
// one never expires.
import { describe, expect, it } from 'vitest';
import { expirePayment, fulfilPayment } from './fulfil';
import { memoryPaymentsRepository } from './repository.memory';

describe('fulfilPayment', () => {
  it("makes the buyer userPaid and the checkout's wedding alone Pro, once; logs it there and changes its page", async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree', u2: 'userFree' }, [
      { id: 'w1', ownerId: 'u1' },
      { id: 'w2', ownerId: 'u1' },
      { id: 'w3', ownerId: 'u2' },
    ]);
    await payments.insert({ userId: 'u1', weddingId: 'w2', planId: 'pro', provider: 'test', checkoutSessionId: 'cs1', amountCents: 5000 });
    const paidAt = new Date('2027-01-02T03:04:05Z');
    expect(await fulfilPayment(payments, 'cs1', paidAt)).toBe(true);
    expect(await fulfilPayment(payments, 'cs1')).toBe(false);
    expect([(await payments.findBySession('cs1'))?.status, (await payments.findBySession('cs1'))?.paidAt]).toEqual(['paid', paidAt]);
    expect(payments.rows.roles.get('u1')).toBe('userPaid');
    expect(payments.rows.weddings.map((w) => w.pro)).toEqual([false, true, false]);
    expect(payments.rows.activity).toEqual([{ weddingId: 'w2', detail: '50.00 USD (pro)' }]);
    expect(payments.rows.pagesChanged).toEqual(['w2']);
  });

  it('a checkout started before Pro was per wedding (no wedding) still gives it to each wedding its buyer owns', async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree' }, [
      { id: 'w1', ownerId: 'u1' },
      { id: 'w2', ownerId: 'u1' },
    ]);
    await payments.insert({ userId: 'u1', planId: 'pro', provider: 'test', checkoutSessionId: 'old', amountCents: 5000 });
    expect(await fulfilPayment(payments, 'old')).toBe(true);
    expect(payments.rows.weddings.map((w) => w.pro)).toEqual([true, true]);
    expect(payments.rows.activity.map((a) => a.weddingId)).toEqual(['w1', 'w2']);
  });

  it('keeps an admin’s role and leaves their Pro wedding’s page alone; an unknown session changes nothing', async () => {
    const payments = memoryPaymentsRepository({ a1: 'admin' }, [{ id: 'w1', ownerId: 'a1', pro: true }]);
    await payments.insert({ userId: 'a1', weddingId: 'w1', planId: 'pro', provider: 'test', checkoutSessionId: 'cs1', amountCents: 5000 });
    expect(await fulfilPayment(payments, 'cs1')).toBe(true);
    expect([payments.rows.roles.get('a1'), payments.rows.weddings[0]!.pro, payments.rows.pagesChanged]).toEqual(['admin', true, []]);
    expect(await fulfilPayment(payments, 'nope')).toBe(false);
  });

  it('expires only an open checkout: a paid one stays paid', async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree' });
    await payments.insert({ userId: 'u1', planId: 'pro', provider: 'test', checkoutSessionId: 'open', amountCents: 5000 });
    await payments.insert({ userId: 'u1', planId: 'pro', provider: 'test', checkoutSessionId: 'paid', amountCents: 5000 });
    await fulfilPayment(payments, 'paid');
    await expirePayment(payments, 'open');
    await expirePayment(payments, 'paid');
    expect(payments.rows.payments.map((p) => p.status)).toEqual(['expired', 'paid']);
  });
});
