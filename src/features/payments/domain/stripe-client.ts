import Stripe from 'stripe';
import type { Env } from '../../../core/config/env';

let cached: { key: string; client: Stripe } | undefined;

/** The official SDK with our secret key; null when Stripe is not configured (test checkout). */
export function stripeClient(config: Env): Stripe | null {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return null;
  if (cached?.key !== key) cached = { key, client: new Stripe(key, { maxNetworkRetries: 2, telemetry: false }) };
  return cached.client;
}
