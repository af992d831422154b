// Payments on both engines (issue 29 item 4): checkout rows, fulfilment (paid once, the buyer made Pro,
// the page's generation bumped) and expiry through the payments repository, on a real SQLite file and
// a real PostgreSQL database.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Env } from '../../src/core/config/env';
import { portable } from '../../src/core/db/store/portable';
import { expirePayment, fulfilPayment } from '../../src/features/payments/domain/fulfil';
import { paymentsRepository } from '../../src/features/payments/domain/repository';
import { sessionStatus } from '../../src/features/payments/domain/session-status';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));

describeEachEngine('payments', ({ store }) => {
  async function buyer(role: 'userFree' | 'admin' = 'userFree') {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com`, role }]);
    // An admin's wedding has Pro (issue 23).
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {}, pro: role === 'admin' }]);
    const payments = paymentsRepository(store());
    const sessionId = `cs_${newId()}`;
    await payments.insert({ userId, planId: 'pro', provider: 'test', checkoutSessionId: sessionId, amountCents: 5000 });
    return { userId, weddingId, sessionId, payments };
  }
  async function wedding(weddingId: string) {
    const { t, sql } = portable(store());
    const [row] = await sql().select({ generation: t.weddings.pageGeneration }).from(t.weddings).where(eq(t.weddings.id, weddingId));
    const [owner] = await sql()
      .select({ role: t.users.role })
      .from(t.users)
      .innerJoin(t.weddings, eq(t.weddings.ownerId, t.users.id))
      .where(eq(t.weddings.id, weddingId));
    return { generation: row!.generation, role: owner!.role };
  }

  it('a checkout is stored open; fulfilling it marks it paid, makes the buyer Pro and bumps the page, once', async () => {
    const { userId, weddingId, sessionId, payments } = await buyer();
    expect(await payments.findBySession(sessionId)).toMatchObject({ userId, status: 'open', amountCents: 5000, currency: 'usd', paidAt: null });
    expect(await wedding(weddingId)).toEqual({ generation: 0, role: 'userFree' });

    expect(await fulfilPayment(payments, sessionId, at(5))).toBe(true);
    expect(await payments.findBySession(sessionId)).toMatchObject({ status: 'paid', paidAt: at(5) });
    expect(await wedding(weddingId)).toEqual({ generation: 1, role: 'userPaid' });
    // Pro belongs to the wedding (issue 23): the buyer's wedding has it.
    const { t, sql } = portable(store());
    expect((await sql().select({ pro: t.weddings.pro }).from(t.weddings).where(eq(t.weddings.id, weddingId)))[0]?.pro).toBe(true);

    expect(await fulfilPayment(payments, sessionId, at(6))).toBe(false);
    expect(await payments.findBySession(sessionId)).toMatchObject({ status: 'paid', paidAt: at(5) });
    expect(await wedding(weddingId)).toEqual({ generation: 1, role: 'userPaid' });
    // A paid checkout never expires.
    await expirePayment(payments, sessionId);
    expect((await payments.findBySession(sessionId))?.status).toBe('paid');
  });

  it("a checkout for one of the buyer's two weddings gives Pro, the page's move and the activity entry to that wedding only (issue 23)", async () => {
    const { userId, weddingId } = await buyer();
    const other = newId();
    await insertRows(store(), 'weddings', [{ id: other, ownerId: userId, content: {} }]);
    const payments = paymentsRepository(store());
    const sessionId = `cs_${newId()}`;
    await payments.insert({ userId, weddingId: other, planId: 'pro', provider: 'test', checkoutSessionId: sessionId, amountCents: 5000 });
    expect(await fulfilPayment(payments, sessionId)).toBe(true);
    expect(await fulfilPayment(payments, sessionId)).toBe(false);
    const { t, sql } = portable(store());
    const state = async (id: string) => ({
      pro: (await sql().select({ pro: t.weddings.pro }).from(t.weddings).where(eq(t.weddings.id, id)))[0]?.pro,
      generation: (await wedding(id)).generation,
      payments: (await sql().select().from(t.activity).where(eq(t.activity.weddingId, id))).filter((a) => a.kind === 'payment').length,
    });
    expect(await state(other)).toEqual({ pro: true, generation: 1, payments: 1 });
    expect(await state(weddingId)).toEqual({ pro: false, generation: 0, payments: 0 });
    expect((await wedding(weddingId)).role).toBe('userPaid');
  });

  it('an admin who pays keeps the admin role; an expired checkout is not paid by a later expiry', async () => {
    const admin = await buyer('admin');
    expect(await fulfilPayment(admin.payments, admin.sessionId)).toBe(true);
    expect(await wedding(admin.weddingId)).toEqual({ generation: 0, role: 'admin' });

    const other = await buyer();
    await expirePayment(other.payments, other.sessionId);
    expect((await other.payments.findBySession(other.sessionId))?.status).toBe('expired');
    expect(await other.payments.findBySession('cs_unknown')).toBeUndefined();
  });

  it('concurrent fulfilments (return page, webhook, worker) upgrade once', async () => {
    const { weddingId, sessionId, payments } = await buyer();
    const results = await Promise.all(Array.from({ length: 6 }, () => fulfilPayment(paymentsRepository(store()), sessionId)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await wedding(weddingId)).toEqual({ generation: 1, role: 'userPaid' });
    expect((await payments.findBySession(sessionId))?.status).toBe('paid');
  });

  it("lists the account's payments newest first; the session status is the buyer's own", async () => {
    const { userId, sessionId, payments } = await buyer();
    await payments.insert({ userId, planId: 'pro', provider: 'test', checkoutSessionId: `cs_${newId()}`, amountCents: 5000, createdAt: at(1) });
    const later = `cs_${newId()}`;
    await payments.insert({ userId, planId: 'pro', provider: 'test', checkoutSessionId: later, amountCents: 5000, createdAt: at(9) });
    const listed = (await payments.listByUser(userId)).map((p) => p.checkoutSessionId);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toBe(sessionId); // created now, after 2026
    expect(listed[1]).toBe(later);

    const config = {} as Env; // test checkouts never ask Stripe
    expect(await sessionStatus(payments, config, userId, sessionId)).toEqual({
      sessionId,
      status: 'open',
      planId: 'pro',
      amount: 5000,
      currency: 'usd',
      pro: false,
    });
    await expect(sessionStatus(payments, config, newId(), sessionId)).rejects.toMatchObject({ code: 'payments.session-not-found' });
  });
});
