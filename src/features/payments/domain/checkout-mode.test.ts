import { describe, expect, it } from 'vitest';
import type { Env } from '../../../core/config/env';
import { checkoutMode, checkoutModeLine } from './checkout-mode';

const config = (values: Partial<Env>) => ({ isProduction: false, ALLOW_TEST_CHECKOUT: false, ...values }) as Env;

describe('the checkout mode', () => {
  it('is Stripe with a key, the test checkout outside production or when allowed, otherwise off', () => {
    expect(checkoutMode(config({ STRIPE_SECRET_KEY: 'sk_test_x', isProduction: true }))).toBe('stripe');
    expect(checkoutMode(config({}))).toBe('test');
    expect(checkoutMode(config({ isProduction: true, ALLOW_TEST_CHECKOUT: true }))).toBe('test');
    expect(checkoutMode(config({ isProduction: true }))).toBe('off');
    expect(checkoutModeLine(config({ isProduction: true, ALLOW_TEST_CHECKOUT: true }))).toBe(
      '[payments] checkout: test checkout, Pro for $0 (ALLOW_TEST_CHECKOUT=true without STRIPE_SECRET_KEY)',
    );
  });
});
