import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { insertRows } from '../../../../tests/helpers/engines';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

const roleOf = async (store: DataStore, id: string) => {
  const { t, sql } = portable(store);
  return first(await sql().select().from(t.users).where(eq(t.users.id, id)))!.role;
};
const paymentOf = async (store: DataStore, sessionId: string) => {
  const { t, sql } = portable(store);
  return first(await sql().select().from(t.payments).where(eq(t.payments.checkoutSessionId, sessionId)))!;
};
const paymentCount = async (store: DataStore) => {
  const { t, sql } = portable(store);
  return (await sql().select().from(t.payments)).length;
};

async function startTestCheckout() {
  const t = createTestApp();
  const buyer = await createTestUser(t.store);
  const http = client(t.app, buyer.cookie);
  const res = await http.post('/app/payments/checkout/final-payment/pro');
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  const sessionId = location.split('/payments/test-checkout/')[1]!;
  return { ...t, buyer, http, location, sessionId };
}

describe('Pro checkout without Stripe (labelled test checkout)', () => {
  it('shows the plans with Pro as the most popular and the final payment page in test mode', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store);
    const http = client(app, cookie);
    const plans = await (await http.get('/app/payments/checkout')).text();
    expect(plans).toContain('Most popular');
    expect(plans).toContain('href="/app/payments/checkout/final-payment/pro"');
    expect(plans).toContain('Your current plan');
    const final = await (await http.get('/app/payments/checkout/final-payment/pro')).text();
    expect(final).toContain('Pay $50.00');
    expect(final).toContain('Test mode');
    expect((await http.get('/app/payments/checkout/final-payment/free')).headers.get('location')).toBe('/app');
  });

  it('records an open payment and sends the buyer to a page labelled as a test', async () => {
    const { store, http, location, sessionId, buyer } = await startTestCheckout();
    expect(location).toMatch(/^http:\/\/localhost\/payments\/test-checkout\/cs_vowly_test_/);
    const row = await paymentOf(store, sessionId);
    expect(row).toMatchObject({ userId: buyer.user.id, provider: 'test', status: 'open', amountCents: 5000, planId: 'pro' });
    const page = await (await http.get(`/payments/test-checkout/${sessionId}`)).text();
    expect(page).toContain('TEST CHECKOUT — no real payment');
    expect(page).toContain('noindex');
  });

  it("the test checkout says it upgrades the wedding (Pro belongs to the wedding), not the buyer's address", async () => {
    const { app, store } = createTestApp();
    const buyer = await createTestUser(store, { weddingUrl: 'ana-luis' });
    const http = client(app, buyer.cookie);
    const location = (await http.post('/app/payments/checkout/final-payment/pro')).headers.get('location')!;
    // The text as read (React marks where two text pieces meet with an empty comment).
    const page = (await (await http.get(new URL(location).pathname)).text()).replaceAll('<!-- -->', '');
    expect(page).toContain('upgrades <strong>the wedding at /ana-luis</strong> to Pro');
    expect(page).not.toContain(buyer.user.email);
  });

  it('paying makes the buyer Pro once, and the return page and session status say so', async () => {
    const { store, http, sessionId, buyer } = await startTestCheckout();
    const paid = await http.post(`/payments/test-checkout/${sessionId}/pay`);
    expect(paid.headers.get('location')).toBe(`/payments/return?session_id=${sessionId}`);
    expect(await roleOf(store, buyer.user.id)).toBe('userPaid');
    const again = await http.post(`/payments/test-checkout/${sessionId}/pay`);
    expect(again.status).toBe(303);
    const row = await paymentOf(store, sessionId);
    expect(row.status).toBe('paid');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await (await http.get(`/payments/return?session_id=${sessionId}`)).text()).toContain('Payment received. Welcome to Pro!');
    const status = await (await http.get(`/api/v1/payments/session-status?session_id=${sessionId}`)).json();
    expect(status).toMatchObject({ sessionId, status: 'paid', pro: true, amount: 5000, currency: 'usd' });
    const billing = await (await http.get('/app/settings/billing')).text();
    expect(billing).toContain('$50.00 USD (test)');
    expect(billing).toContain('>Paid<');
    // Pro now: no second checkout.
    expect((await http.get('/app/payments/checkout/final-payment/pro')).headers.get('location')).toBe('/app/payments/checkout');
    const refused = await http.post('/app/payments/checkout/final-payment/pro');
    expect(refused.headers.get('location')).toBe('/app/payments/checkout');
    expect(await paymentCount(store)).toBe(1);
  });

  it('admin revenue counts real payments only, test checkouts shown apart (issue 22 item 15)', async () => {
    const { app, store, http, sessionId } = await startTestCheckout();
    await http.post(`/payments/test-checkout/${sessionId}/pay`);
    const stripeBuyer = await createTestUser(store);
    await insertRows(store, 'payments', [
      {
        userId: stripeBuyer.user.id,
        planId: 'pro',
        provider: 'stripe',
        checkoutSessionId: 'cs_live_1',
        amountCents: 5000,
        status: 'paid',
        paidAt: new Date(),
      },
    ]);
    const admin = client(app, (await createTestUser(store, { role: 'admin' })).cookie);
    const stats = (await (await admin.get('/api/v1/admin/app-stats')).json()).stats;
    expect(stats).toMatchObject({ payments: 1, revenueCents: 5000, testPayments: 1 });
    const page = await (await admin.get('/app/admin')).text();
    expect(page).toMatch(/Revenue<\/[^>]+>\s*<[^>]+>\$50\.00</);
    expect(page).toMatch(/Test payments \(not revenue\)<\/[^>]+>\s*<[^>]+>1</);
  });

  it('cancelling leaves the buyer free and the payment expired', async () => {
    const { store, http, sessionId, buyer } = await startTestCheckout();
    expect((await http.post(`/payments/test-checkout/${sessionId}/cancel`)).headers.get('location')).toBe('/app/payments/checkout');
    expect(await roleOf(store, buyer.user.id)).toBe('userFree');
    expect(await (await http.get(`/payments/return?session_id=${sessionId}`)).text()).toContain('The payment was not completed');
    // An expired session cannot be paid afterwards.
    await http.post(`/payments/test-checkout/${sessionId}/pay`);
    expect(await roleOf(store, buyer.user.id)).toBe('userFree');
  });

  it('nobody else can see, pay or query someone’s checkout', async () => {
    const { app, store, sessionId, buyer } = await startTestCheckout();
    const other = await createTestUser(store);
    const http = client(app, other.cookie);
    expect((await http.get(`/payments/test-checkout/${sessionId}`)).status).toBe(404);
    expect((await http.post(`/payments/test-checkout/${sessionId}/pay`)).status).toBe(404);
    const status = await http.get(`/api/v1/payments/session-status?session_id=${sessionId}`);
    expect(status.status).toBe(404);
    expect(await status.json()).toEqual({ msg: 'Payment session not found', code: 'payments.session-not-found' });
    expect(await roleOf(store, buyer.user.id)).toBe('userFree');
    expect(await roleOf(store, other.user.id)).toBe('userFree');
    expect((await app.request(`/api/v1/payments/session-status?session_id=${sessionId}`)).status).toBe(401);
    expect((await client(app, other.cookie).get('/api/v1/payments/session-status')).status).toBe(400);
  });
});
