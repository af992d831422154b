// Which checkout the site offers. With STRIPE_SECRET_KEY: Stripe. Without it, development and
// tests get the clearly labelled test checkout (pay $0, become Pro); production gets none, since
// that would hand out free Pro, unless the operator sets ALLOW_TEST_CHECKOUT=true (a demo or
// staging site). Start-up logs the mode (checkoutModeLine).
import type { Env } from '../../../core/config/env';

export type CheckoutMode = 'stripe' | 'test' | 'off';

type ModeConfig = Pick<Env, 'STRIPE_SECRET_KEY' | 'ALLOW_TEST_CHECKOUT' | 'isProduction'>;

export function checkoutMode(config: ModeConfig): CheckoutMode {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  if (!config.isProduction || config.ALLOW_TEST_CHECKOUT) return 'test';
  return 'off';
}

export function checkoutModeLine(config: ModeConfig): string {
  switch (checkoutMode(config)) {
    case 'stripe':
      return '[payments] checkout: Stripe (STRIPE_SECRET_KEY is set)';
    case 'test':
      return config.isProduction
        ? '[payments] checkout: test checkout, Pro for $0 (ALLOW_TEST_CHECKOUT=true without STRIPE_SECRET_KEY)'
        : '[payments] checkout: test checkout, Pro for $0 (no STRIPE_SECRET_KEY; not in production)';
    case 'off':
      return '[payments] checkout: off (production without STRIPE_SECRET_KEY; set it, or ALLOW_TEST_CHECKOUT=true for a $0 test checkout)';
  }
}
