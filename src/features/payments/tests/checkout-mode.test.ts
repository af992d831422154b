// Issue 17 item 8: without STRIPE_SECRET_KEY the labelled test checkout upgraded any account for
// $0, also in production. Now: production without Stripe keys has no checkout unless
// ALLOW_TEST_CHECKOUT=true; development and tests keep the test checkout.
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { checkoutMode, checkoutModeLine } from '../domain/checkout-mode';
import { parseEnv } from '../../../core/config/env';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { PAYMENT_MESSAGES } from '../domain/texts';

describe('checkout mode', () => {
  it('is Stripe with a key, the test checkout in development and tests, off in production without keys', () => {
    expect(checkoutMode(parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x' }))).toBe('stripe');
    expect(checkoutMode(parseEnv({ NODE_ENV: 'development' }))).toBe('test');
    expect(checkoutMode(parseEnv({ NODE_ENV: 'test' }))).toBe('test');
    expect(checkoutMode(parseEnv({ NODE_ENV: 'production' }))).toBe('off');
    expect(checkoutMode(parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' }))).toBe('test');
    expect(checkoutMode(parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'false' }))).toBe('off');
  });

  it('start-up says which mode it is', () => {
    expect(checkoutModeLine(parseEnv({ NODE_ENV: 'production' }))).toMatch(/checkout: off.*ALLOW_TEST_CHECKOUT/);
    expect(checkoutModeLine(parseEnv({ NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' }))).toMatch(/checkout: test checkout/);
    expect(checkoutModeLine(parseEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x' }))).toMatch(/checkout: Stripe/);
  });
});

describe('production without Stripe keys', () => {
  it('offers no free Pro: the couple reads why, no payment is recorded, the role stays Free', async () => {
    const { app, store } = createTestApp({ env: { NODE_ENV: 'production' } });
    const { t, sql } = portable(store);
    const { user, cookie } = await createTestUser(store);
    const http = client(app, cookie);
    const page = await http.get('/app/payments/checkout/final-payment/pro');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(PAYMENT_MESSAGES.checkoutOff);
    expect(html).not.toContain('Pay $50.00');
    const start = await http.post('/app/payments/checkout/final-payment/pro');
    expect(start.status).toBe(503);
    expect(await start.text()).toContain(PAYMENT_MESSAGES.checkoutOff);
    expect(await sql().select().from(t.payments)).toHaveLength(0);
    expect((await http.get('/payments/test-checkout/cs_vowly_test_abc')).status).toBe(404);
    expect((await http.post('/payments/test-checkout/cs_vowly_test_abc/pay')).status).toBe(404);
    expect(first(await sql().select().from(t.users).where(eq(t.users.id, user.id)))!.role).toBe('userFree');
  });

  it('ALLOW_TEST_CHECKOUT=true turns the labelled test checkout back on', async () => {
    const { app, store } = createTestApp({ env: { NODE_ENV: 'production', ALLOW_TEST_CHECKOUT: 'true' } });
    const { cookie } = await createTestUser(store);
    const http = client(app, cookie);
    expect(await (await http.get('/app/payments/checkout/final-payment/pro')).text()).toContain('Test mode');
    const start = await http.post('/app/payments/checkout/final-payment/pro');
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toContain('/payments/test-checkout/cs_vowly_test_');
  });
});
