import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkPaymentTask } from '../../../../jobs/tasks/check_payment';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { engineTables, queuedJobs } from '../../../../tests/helpers/test-engine';
import { stripeHandlers, type StripeSession } from '../../../../tests/msw/stripe';
import { PAYMENT_MESSAGES } from '../domain/texts';

const { payments, users } = engineTables();
const paymentRows = (store: DataStore) => portable(store).sql().select().from(payments);
const roleOf = async (store: DataStore, id: string) => first(await portable(store).sql().select().from(users).where(eq(users.id, id)))!.role;

const STRIPE_SECRET_KEY = 'sk_test_vowly123';
const STRIPE_WEBHOOK_SECRET = 'whsec_vowlytest';
const sessions = new Map<string, StripeSession>();
const calls: string[] = [];
const server = setupServer(...stripeHandlers(sessions, calls));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sessions.clear();
  calls.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

async function checkout() {
  const t = createTestApp({ env: { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } });
  const buyer = await createTestUser(t.store);
  const http = client(t.app, buyer.cookie);
  const res = await http.post('/app/payments/checkout/final-payment/pro');
  return { ...t, buyer, http, res };
}

const logger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

describe('Pro checkout with Stripe (SDK against msw)', () => {
  it('creates a $50 one-time Checkout Session and redirects to Stripe, queueing a later check', async () => {
    const t = await checkout();
    const { res, store, buyer, http } = t;
    expect(res.status).toBe(303);
    const [session] = [...sessions.values()];
    expect(res.headers.get('location')).toBe(session!.url);
    expect(calls[0]).toBe(`create Bearer ${STRIPE_SECRET_KEY}`);
    expect(session!.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][quantity]': '1',
      client_reference_id: buyer.user.id,
      'metadata[userId]': buyer.user.id,
      success_url: 'http://localhost/payments/return?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(first(await paymentRows(store))).toMatchObject({ provider: 'stripe', checkoutSessionId: session!.id, status: 'open' });
    expect((await queuedJobs(t)).map((j) => j.task)).toContain('check_payment');
    // No test checkout when Stripe is configured.
    expect((await http.get(`/payments/test-checkout/${session!.id}`)).status).toBe(404);
  });

  it('a checkout Stripe refuses shows the final payment page again with the reason (502), and fetch gets { msg, code }; nothing is recorded', async () => {
    server.use(
      mock.post('https://api.stripe.com/v1/checkout/sessions', () =>
        HttpResponse.json({ error: { type: 'invalid_request_error', message: 'Invalid API key' } }, { status: 400 }),
      ),
    );
    const { res, store, http } = await checkout();
    expect(res.status).toBe(502);
    const page = await res.text();
    expect(page).toContain(PAYMENT_MESSAGES.checkoutFailed);
    expect(page).toContain('Pay $50.00');
    const api = await http.post('/api/v1/payments/checkout/pro', {});
    expect(api.status).toBe(502);
    expect(await api.json()).toEqual({ msg: PAYMENT_MESSAGES.checkoutFailed, code: 'payments.checkout-failed' });
    expect(await paymentRows(store)).toEqual([]);
  });

  it('the return page asks Stripe and upgrades only when the session is paid', async () => {
    const { http, store, buyer } = await checkout();
    const [session] = [...sessions.values()];
    const pending = await (await http.get(`/payments/return?session_id=${session!.id}`)).text();
    expect(pending).toContain('being confirmed');
    expect(pending).toContain('http-equiv="refresh"');
    expect(await roleOf(store, buyer.user.id)).toBe('userFree');
    session!.payment_status = 'paid';
    session!.status = 'complete';
    expect(await (await http.get(`/payments/return?session_id=${session!.id}`)).text()).toContain('Welcome to Pro');
    expect(await roleOf(store, buyer.user.id)).toBe('userPaid');
    expect(calls.filter((c) => c.startsWith('retrieve'))).toHaveLength(2);
    // Once paid, Stripe is not asked again.
    await http.get(`/api/v1/payments/session-status?session_id=${session!.id}`);
    expect(calls.filter((c) => c.startsWith('retrieve'))).toHaveLength(2);
  });

  it('the worker’s check_payment upgrades a buyer who never came back, and retries while open', async () => {
    const { db, store, buyer, config } = await checkout();
    const [session] = [...sessions.values()];
    const task = checkPaymentTask({ db, store, config, transport: undefined as never });
    await expect(task({ sessionId: session!.id }, { logger } as never)).rejects.toThrow('still open');
    session!.payment_status = 'paid';
    await task({ sessionId: session!.id }, { logger } as never);
    expect(await roleOf(store, buyer.user.id)).toBe('userPaid');
  });

  it('an expired session is recorded as expired and the buyer stays free', async () => {
    const { db, store, buyer, config } = await checkout();
    const [session] = [...sessions.values()];
    session!.status = 'expired';
    await checkPaymentTask({ db, store, config, transport: undefined as never })({ sessionId: session!.id }, { logger } as never);
    expect(first(await paymentRows(store))!.status).toBe('expired');
    expect(await roleOf(store, buyer.user.id)).toBe('userFree');
  });

  it('a signed checkout.session.completed webhook fulfils; a forged one is refused', async () => {
    const { app, store, buyer } = await checkout();
    const [session] = [...sessions.values()];
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session!.id, object: 'checkout.session', payment_status: 'paid' } },
    });
    const stripe = new Stripe(STRIPE_SECRET_KEY);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const bad = await app.request('/api/v1/payments/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': forged } });
    expect(bad.status).toBe(400);
    expect(await roleOf(store, buyer.user.id)).toBe('userFree');
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const ok = await app.request('/api/v1/payments/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': header } });
    expect(ok.status).toBe(200);
    expect(await roleOf(store, buyer.user.id)).toBe('userPaid');
    // Stripe may deliver twice.
    const twice = await app.request('/api/v1/payments/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': header } });
    expect(twice.status).toBe(200);
    expect(first(await paymentRows(store))!.status).toBe('paid');
    void crypto;
  });
});
