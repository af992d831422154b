import { Hono } from 'hono';
import { z } from 'zod';
import { sessionStatus } from '../../../domain/payments/session-status';
import { PAYMENT_MESSAGES } from '../../../domain/payments/texts';
import { handleStripeWebhook } from '../../../domain/payments/webhook';
import { parseQuery } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';

const sessionQuery = z.object({ session_id: z.string({ error: PAYMENT_MESSAGES.sessionMissing }).trim().min(1, PAYMENT_MESSAGES.sessionMissing).max(255) });

/** /api/v1/payments/session-status and the Stripe webhook. */
export const paymentsApi = new Hono<AppEnv>()
  .get('/payments/session-status', requireApiUser, async (c) => {
    const { session_id } = parseQuery(c, sessionQuery);
    return c.json(await sessionStatus(c.var.db, c.var.config, c.var.session!.user.id, session_id));
  })
  .post('/payments/webhook', async (c) => {
    const type = handleStripeWebhook(c.var.db, c.var.config, await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true, type });
  });
