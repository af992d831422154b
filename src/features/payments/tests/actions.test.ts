// The checkout's writes as actions (issue 29 item 2): starting a checkout and paying or cancelling the labelled test
// checkout are each declared once and answer `fetch` with JSON, in the API (/api/v1/payments/…) and at the pages'
// addresses alike, while the pages' no-JS forms keep their 303s (test-checkout.test.ts, checkout-mode.test.ts).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client, ORIGIN } from '../../../../tests/helpers/http';
import { addWeddingMember } from '../../../../tests/helpers/wedding-member';
import { PAYMENT_MESSAGES } from '../domain/texts';

type App = ReturnType<typeof createTestApp>;

async function roleOf(t: App, userId: string) {
  const { t: tables, sql } = portable(t.store);
  return first(await sql().select({ role: tables.users.role }).from(tables.users).where(eq(tables.users.id, userId)))!.role;
}
async function paymentCount(t: App) {
  const { t: tables, sql } = portable(t.store);
  return first(await sql().select({ n: count() }).from(tables.payments))!.n;
}

describe('the checkout as actions: JSON for fetch and the API', () => {
  it('starts a checkout, pays it once and refuses a second checkout for the Pro wedding', async () => {
    const t = createTestApp();
    const buyer = await createTestUser(t.store);
    const http = client(t.app, buyer.cookie);
    const start = await http.post('/api/v1/payments/checkout/pro', {});
    expect(start.status).toBe(201);
    const { url, sessionId } = await start.json();
    expect(sessionId).toMatch(/^cs_vowly_test_/);
    expect(url).toBe(`${ORIGIN}/payments/test-checkout/${sessionId}`);

    const paid = await http.post(`/api/v1/payments/test-checkout/${sessionId}/pay`, {});
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ sessionId, status: 'paid', pro: true, amount: 5000, currency: 'usd' });
    expect(await roleOf(t, buyer.user.id)).toBe('userPaid');
    const again = await http.post(`/api/v1/payments/test-checkout/${sessionId}/pay`, {});
    expect(await again.json()).toMatchObject({ status: 'paid' });

    const second = await http.post('/api/v1/payments/checkout/pro', {});
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ msg: PAYMENT_MESSAGES.alreadyPro, code: 'payments.already-pro' });
    expect(await paymentCount(t)).toBe(1);
  });

  it('answers fetch at the final payment page with JSON; the refusals are { msg, code } with their status', async () => {
    const t = createTestApp();
    const buyer = await createTestUser(t.store);
    const http = client(t.app, buyer.cookie);
    const start = await http.post('/app/payments/checkout/final-payment/pro', {});
    expect(start.status).toBe(201);
    const { sessionId } = await start.json();

    const unknown = await http.post('/api/v1/payments/checkout/gold', {});
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ msg: PAYMENT_MESSAGES.unknownPlan, code: 'payments.unknown-plan' });
    expect((await t.app.request('/api/v1/payments/checkout/pro', { method: 'POST', headers: { origin: ORIGIN } })).status).toBe(401);

    // Someone else's session is not found; a cancelled one stays unpaid.
    const other = client(t.app, (await createTestUser(t.store)).cookie);
    const foreign = await other.post(`/api/v1/payments/test-checkout/${sessionId}/pay`, {});
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ msg: PAYMENT_MESSAGES.sessionNotFound, code: 'payments.session-not-found' });
    const cancelled = await http.post(`/api/v1/payments/test-checkout/${sessionId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ sessionId, status: 'expired', pro: false });
    expect(await (await http.post(`/payments/test-checkout/${sessionId}/pay`, {})).json()).toMatchObject({ status: 'expired', pro: false });
    expect(await roleOf(t, buyer.user.id)).toBe('userFree');
  });

  it('refuses a planner (role rule billing) and a site without payments, recording nothing', async () => {
    const t = createTestApp({ env: { NODE_ENV: 'production' } });
    const owner = await createTestUser(t.store);
    const planner = client(t.app, (await addWeddingMember(t.store, owner.wedding.id, 'planner')).cookie);
    const refused = await planner.post('/api/v1/payments/checkout/pro', {});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ msg: 'not authorized' });
    const off = await client(t.app, owner.cookie).post('/api/v1/payments/checkout/pro', {});
    expect(off.status).toBe(503);
    expect(await off.json()).toEqual({ msg: PAYMENT_MESSAGES.checkoutOff, code: 'payments.checkout-off' });
    expect(await paymentCount(t)).toBe(0);
  });
});
