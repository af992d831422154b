import { Hono } from 'hono';
import { sendAnnouncement, type SendResult } from '../../email';
import { sendRequestSchema } from '../../email';
import { ALREADY_SENT, EMAIL_SENT } from '../../../shared/email/texts';
import { UserError } from '../../../core/errors';
import { firstIssue } from '../../../core/http/api/parse-body';
import type { AppEnv } from '../../../core/http/context';
import { requireApiUser } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { readSendBody } from './read-send-body';
import { renderEmail } from '../../email';

/** The toast for a send: 'Email sent' when anything was queued (product.md §8). */
export function sendMessage(result: SendResult): string {
  return result.queued.length > 0 || result.replayed ? EMAIL_SENT : ALREADY_SENT;
}

/**
 * /api/v1/send-invite, PATCH (product.md §7): see src/features/email/domain/send-request.ts for the body and
 * send-announcement.ts for the rules. An `Idempotency-Key` header works like `requestId`.
 * The body is read by readSendBody, not body(): form entries keep repeated `guestIds`, and the
 * header's key is merged in before parsing.
 */
export const sendInviteApi = new Hono<AppEnv>().use(requireApiUser).patch('/', async (c) => {
  const body = await readSendBody(c);
  const headerKey = c.req.header('idempotency-key');
  if (headerKey && body && typeof body === 'object' && !Array.isArray(body) && (body as Record<string, unknown>).requestId === undefined) {
    (body as Record<string, unknown>).requestId = headerKey;
  }
  const parsed = sendRequestSchema.safeParse(body);
  if (!parsed.success) throw new UserError('input.invalid', firstIssue(parsed.error));
  const result = await sendAnnouncement(
    { store: c.var.store, db: c.var.db, queue: c.var.queue, config: c.var.config, origin: publicOrigin(c), renderEmail },
    c.var.user,
    parsed.data,
  );
  return c.json({ msg: sendMessage(result), suppressToast: parsed.data.suppressToast, ...result });
});
