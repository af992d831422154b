import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { client } from '../helpers/http';

describe('device gate', () => {
  it('is absent without APP_GATE_PASSWORD', async () => {
    const { app } = createTestApp();
    expect((await app.request('/')).status).toBe(200);
  });

  it('shows the gate on every page and refuses the API until the right value is given', async () => {
    const { app } = createTestApp({ env: { APP_GATE_PASSWORD: 'letmein-beta' } });
    const browser = client(app);
    const page = await browser.get('/about');
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('placeholder="restricted"');
    expect(html).toContain('>Go<');
    expect((await browser.get('/api/v1/public/themes')).status).toBe(403);
    expect((await browser.get('/healthz')).status).not.toBe(401);
    const wrong = await browser.form('/gate', { password: 'nope', next: '/about' });
    expect(wrong.status).toBe(401);
    const right = await browser.form('/gate', { password: 'letmein-beta', next: '/about' });
    expect(right.headers.get('location')).toBe('/about');
    expect((await browser.get('/')).status).toBe(200);
  });

  it('lets the metrics scraper (its token) and Stripe (its signature) through without a gate cookie', async () => {
    const secrets = { METRICS_TOKEN: 'scrape-secret-123', STRIPE_SECRET_KEY: 'sk_test_vowly123', STRIPE_WEBHOOK_SECRET: 'whsec_vowlytest' };
    const { app } = createTestApp({ env: { APP_GATE_PASSWORD: 'letmein-beta', ...secrets } });
    const metrics = await app.request('/metrics', { headers: { authorization: 'Bearer scrape-secret-123' } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('vowly_http_requests_total');
    // Still nothing without the token.
    expect((await app.request('/metrics')).status).toBe(401);

    const payload = JSON.stringify({ id: 'evt_gate', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const signature = new Stripe(secrets.STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: secrets.STRIPE_WEBHOOK_SECRET });
    const webhook = await app.request('/api/v1/payments/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': signature } });
    expect(webhook.status).toBe(200);
    expect(await webhook.json()).toEqual({ received: true, type: 'customer.created' });
    // The signature still decides.
    const forged = await app.request('/api/v1/payments/webhook', { method: 'POST', body: payload, headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(forged.status).toBe(400);
    // The rest of the payments API stays behind the gate.
    expect((await app.request('/api/v1/payments/session-status?session_id=cs_1')).status).toBe(403);
  });
});
