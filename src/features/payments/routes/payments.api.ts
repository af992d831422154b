import { Hono } from 'hono';
import { z } from 'zod';
import { paymentsRepository } from '../domain/repository';
import { sessionStatus } from '../domain/session-status';
import { PAYMENT_MESSAGES } from '../domain/texts';
import { handleStripeWebhook } from '../domain/webhook';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv, UserEnv } from '../../../core/http/context';
import { requireApiUser } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import { checkoutApiActions, testCheckoutApiActions } from './checkout.actions';

const sessionQuery = z.object({ session_id: z.string({ error: PAYMENT_MESSAGES.sessionMissing }).trim().min(1, PAYMENT_MESSAGES.sessionMissing).max(255) });

// /api/v1/payments: the checkout's status (signed in), and the checkout's writes (checkout.actions.tsx: the start for
// the current wedding, the test checkout's pay and cancel).
export const paymentsApi = new Hono<AppEnv>()
  .get('/session-status', requireApiUser, query(sessionQuery), async (c) => {
    return c.json(await sessionStatus(paymentsRepository(c.var.store), c.var.config, c.var.user.id, c.req.valid('query').session_id));
  })
  .route('/', registerActions(new Hono<OwnerEnv>(), checkoutApiActions))
  .route('/', registerActions(new Hono<UserEnv>(), testCheckoutApiActions));

// POST /api/v1/payments/webhook: Stripe's events, signed by Stripe (the signature authorises). Mounted
// on the app before the same-origin check and the device gate: Stripe's servers hold no gate cookie.
export const stripeWebhookApi = new Hono<AppEnv>().post('/webhook', async (c) => {
  const type = await handleStripeWebhook(paymentsRepository(c.var.store), c.var.config, await c.req.text(), c.req.header('stripe-signature'));
  return c.json({ received: true, type });
});
