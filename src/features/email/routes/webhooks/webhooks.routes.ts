import { Hono } from 'hono';
import { emailsRepository } from '../../domain/repository/emails';
import { handleResendWebhook } from '../../domain/resend-webhook';
import type { AppEnv } from '../../../../core/http/context';

/**
 * /api/v1/webhooks (mounted on the app before the device gate, not in the api sub-app): POST /resend, Resend's delivery events, signed with Svix (svix-id,
 * svix-timestamp, svix-signature). The body is read raw (the signature covers its bytes) within
 * the default body limit; refusals are 4xx with { msg } (see src/features/email/domain/resend-webhook.ts).
 */
export const webhooksApi = new Hono<AppEnv>().post('/resend', async (c) => {
  const answer = await handleResendWebhook(emailsRepository(c.var.store), c.var.config, await c.req.text(), {
    id: c.req.header('svix-id'),
    timestamp: c.req.header('svix-timestamp'),
    signature: c.req.header('svix-signature'),
  });
  c.header('Cache-Control', 'no-store');
  return c.json(answer);
});
