// Fulfilling and expiring a checkout on the in-memory repository (issue 29 item 7): once only; the
// buyer and every wedding they own become Pro; admins keep their role; a paid one never expires.
import { describe, expect, it } from 'vitest';
import { expirePayment, fulfilPayment } from './fulfil';
import { memoryPaymentsRepository } from './repository.memory';

describe('fulfilPayment', () => {
  it('makes the buyer and every wedding they own Pro once, logs it, and changes their pages', async () => {
    const payments = memoryPaymentsRepository({ u1: 'userFree', u2: 'userFree' }, [
      { id: 'w1', ownerId: 'u1' },
      { id: 'w2', ownerId: 'u1' },
      { id: 'w3', ownerId: 'u2' },
    ]);
    await payments.insert({ userId: 'u1', planId: 'pro', provider: 'test', checkoutSessionId: 'cs1', amountCents: 5000 });
    const paidAt = new Date('2027-01-02T03:04:05Z');
    expect(await fulfilPayment(payments, 'cs1', paidAt)).toBe(true);
    expect(await fulfilPayment(payments, 'cs1')).toBe(false);
    expect([(await payments.findBySession('cs1'))?.status, (await payments.findBySession('cs1'))?.paidAt]).toEqual(['paid', paidAt]);
    expect(payments.rows.roles.get('u1')).toBe('userPaid');
    expect(payments.rows.weddings.map((w) => w.pro)).toEqual([true, true, false]);
    expect(payments.rows.activity).toEqual([
      { weddingId: 'w1', detail: '50.00 USD (pro)' },
      { weddingId: 'w2', detail: '50.00 USD (pro)' },
    ]);
    expect(payments.rows.pagesChanged).toEqual(['u1']);
  });

  it('keeps an admin’s role and leaves their pages alone; an unknown session changes nothing', async () => {
    const payments = memoryPaymentsRepository({ a1: 'admin' }, [{ id: 'w1', ownerId: 'a1' }]);
    await payments.insert({ userId: 'a1', planId: 'pro', provider: 'test', checkoutSessionId: 'cs1', amountCents: 5000 });
    expect(await fulfilPayment(payments, 'cs1')).toBe(true);
    expect([payments.rows.roles.get('a1'), payments.rows.pagesChanged]).toEqual(['admin', []]);
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
