// Pro bought per wedding (issue 23 item 1's "Pro belongs to the wedding"): a checkout buys Pro for the session's
// current wedding only, through the test checkout and through Stripe (SDK against msw: the session carries the
// wedding in its metadata; the webhook fulfils that wedding). An owner of two weddings pays for each; a partner's
// payment makes the owner's wedding Pro; a planner may not start a checkout; the activity entry goes to that wedding.
import { and, eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addWeddingMember } from '../../../../tests/helpers/wedding-member';
import { stripeHandlers, type StripeSession } from '../../../../tests/msw/stripe';
import { person } from '../../planners/tests/helpers';

type App = ReturnType<typeof createTestApp>;
type Http = ReturnType<typeof client>;

const STRIPE_SECRET_KEY = 'sk_test_vowly123';
const STRIPE_WEBHOOK_SECRET = 'whsec_vowlytest';
const sessions = new Map<string, StripeSession>();
const server = setupServer(...stripeHandlers(sessions, []));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sessions.clear());
afterAll(() => server.close());

async function pro(t: App, weddingId: string) {
  const { t: tables, sql } = portable(t.store);
  return first(await sql().select({ pro: tables.weddings.pro }).from(tables.weddings).where(eq(tables.weddings.id, weddingId)))!.pro;
}
async function paymentEntries(t: App, weddingId: string) {
  const { t: tables, sql } = portable(t.store);
  return sql()
    .select({ detail: tables.activity.detail })
    .from(tables.activity)
    .where(and(eq(tables.activity.weddingId, weddingId), eq(tables.activity.kind, 'payment')));
}
async function roleOf(t: App, userId: string) {
  const { t: tables, sql } = portable(t.store);
  return first(await sql().select({ role: tables.users.role }).from(tables.users).where(eq(tables.users.id, userId)))!.role;
}
/** A second wedding owned by the person, not Pro. */
async function secondWedding(t: App, ownerId: string) {
  const { t: tables, sql, transaction } = portable(t.store);
  return transaction(
    async () =>
      first(
        await sql()
          .insert(tables.weddings)
          .values({ ownerId, content: {}, weddingUrl: `second-${ownerId}`, createdAt: new Date(Date.now() + 60_000) })
          .returning(),
      )!,
  );
}
/** Pays with the labelled test checkout; answers the checkout's session id. */
async function payWithTestCheckout(http: Http) {
  const start = await http.post('/app/payments/checkout/final-payment/pro');
  expect(start.status).toBe(303);
  const sessionId = start.headers.get('location')!.split('/payments/test-checkout/')[1]!;
  expect((await http.post(`/payments/test-checkout/${sessionId}/pay`)).status).toBe(303);
  return sessionId;
}
async function makeFree(t: App, weddingId: string) {
  const { t: tables, sql, transaction } = portable(t.store);
  await transaction(() => sql().update(tables.weddings).set({ pro: false }).where(eq(tables.weddings.id, weddingId)));
}

describe('Pro bought per wedding (issue 23)', () => {
  it('an owner of two weddings pays for the current one: the other stays Free until paid for; the activity entry goes to each in turn', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-one' });
    await makeFree(t, ana.wedding.id);
    const second = await secondWedding(t, ana.user.id);
    expect(await (await ana.http.get('/app/payments/checkout')).text()).toContain('Pro is bought for one wedding');

    const sessionId = await payWithTestCheckout(ana.http);
    expect([await pro(t, ana.wedding.id), await pro(t, second.id)]).toEqual([true, false]);
    expect(await paymentEntries(t, ana.wedding.id)).toEqual([{ detail: '50.00 USD (pro)' }]);
    expect(await paymentEntries(t, second.id)).toEqual([]);
    const status = await (await ana.http.get(`/api/v1/payments/session-status?session_id=${sessionId}`)).json();
    expect(status).toMatchObject({ status: 'paid', pro: true });
    // The paid wedding is not offered a second checkout.
    const again = await ana.http.post('/app/payments/checkout/final-payment/pro');
    expect(again.headers.get('location')).toBe('/app/payments/checkout');

    // On the second wedding: Free (its guest limit too), and a checkout of its own.
    await ana.http.post('/api/v1/weddings/current-wedding', { weddingId: second.id });
    expect((await (await ana.http.get('/api/v1/guest-list')).json()).guestLimit).toBe(65);
    await payWithTestCheckout(ana.http);
    expect([await pro(t, ana.wedding.id), await pro(t, second.id)]).toEqual([true, true]);
    expect(await paymentEntries(t, second.id)).toEqual([{ detail: '50.00 USD (pro)' }]);
    expect(await paymentEntries(t, ana.wedding.id)).toHaveLength(1);
    expect((await (await ana.http.get('/api/v1/guest-list')).json()).guestLimit).toBe(350);
  });

  it("a partner's payment makes the owner's wedding Pro for everyone on it; a planner may not start a checkout", async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-two' });
    await makeFree(t, ana.wedding.id);
    const partner = await addWeddingMember(t.store, ana.wedding.id, 'partner');
    const planner = client(t.app, (await addWeddingMember(t.store, ana.wedding.id, 'planner')).cookie);
    for (const res of [await planner.get('/app/payments/checkout'), await planner.post('/app/payments/checkout/final-payment/pro')]) {
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('not authorized');
    }
    await payWithTestCheckout(client(t.app, partner.cookie));
    expect(await pro(t, ana.wedding.id)).toBe(true);
    expect(await roleOf(t, partner.user.id)).toBe('userPaid'); // the buyer's account, as the spec's roles say
    expect((await (await ana.http.get('/api/v1/guest-list')).json()).guestLimit).toBe(350);
    expect(await paymentEntries(t, ana.wedding.id)).toEqual([{ detail: '50.00 USD (pro)' }]);
  });

  it('Stripe: the session carries the wedding in its metadata and the signed webhook gives Pro to that wedding only, once', async () => {
    const t = createTestApp({ env: { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } });
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-three' });
    await makeFree(t, ana.wedding.id);
    const second = await secondWedding(t, ana.user.id);
    await ana.http.post('/api/v1/weddings/current-wedding', { weddingId: second.id });
    expect((await ana.http.post('/app/payments/checkout/final-payment/pro')).status).toBe(303);
    const [session] = [...sessions.values()];
    expect(session!.params).toMatchObject({ 'metadata[userId]': ana.user.id, 'metadata[weddingId]': second.id });

    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session!.id, object: 'checkout.session', payment_status: 'paid' } },
    });
    const header = new Stripe(STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    for (let delivery = 0; delivery < 2; delivery++)
      expect((await t.app.request('/api/v1/payments/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': header } })).status).toBe(200);
    expect([await pro(t, ana.wedding.id), await pro(t, second.id)]).toEqual([false, true]);
    expect(await paymentEntries(t, second.id)).toHaveLength(1);
    expect(await paymentEntries(t, ana.wedding.id)).toEqual([]);
    // The success page's check (Stripe says paid) changes nothing more.
    session!.payment_status = 'paid';
    session!.status = 'complete';
    expect(await (await ana.http.get(`/payments/return?session_id=${session!.id}`)).text()).toContain('Welcome to Pro');
    expect(await paymentEntries(t, second.id)).toHaveLength(1);
    expect(await pro(t, ana.wedding.id)).toBe(false);
  });
});
