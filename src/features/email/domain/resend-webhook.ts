// Resend's delivery webhooks (signed by Svix): POST /api/v1/webhooks/resend.
import { Resend } from 'resend';
import { z } from 'zod';
import { UserError } from '../../../core/errors';
import { appText } from '../../../shared/i18n/app';
import { applyDeliveryEvent, type DeliveryEventType, type DeliveryOutcome } from './delivery-status';
import type { EmailsRepository } from './repository/emails';

/** Svix's tolerance: a message signed longer ago (or later) than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const WEBHOOK_MESSAGES = {
  notConfigured: appText('email.webhook.notConfigured'),
  badSignature: appText('email.webhook.badSignature'),
  staleTimestamp: appText('email.webhook.staleTimestamp'),
} as const;

/** Resend's event → the fact it records; other events (sent, clicked, contacts…) are acknowledged and ignored. */
const EVENT_TYPES: Record<string, DeliveryEventType> = {
  'email.delivered': 'delivered',
  'email.delivery_delayed': 'delayed',
  'email.bounced': 'bounced',
  // Resend did not send because the address is on its suppression list (an earlier bounce or complaint).
  'email.suppressed': 'bounced',
  'email.complained': 'complained',
  'email.opened': 'opened',
};

const payloadSchema = z.object({
  type: z.string().max(100),
  created_at: z.string().max(100).optional(),
  data: z
    .object({
      email_id: z.string().min(1).max(200).optional(),
      created_at: z.string().max(100).optional(),
      bounce: z.object({ message: z.string().max(2000).optional(), type: z.string().max(100).optional() }).optional(),
      suppressed: z.object({ message: z.string().max(2000).optional(), type: z.string().max(100).optional() }).optional(),
    })
    .optional(),
});

export interface WebhookHeaders {
  id?: string;
  timestamp?: string;
  signature?: string;
}

export interface WebhookAnswer {
  received: true;
  type: string;
  /** already-received: a message id applied before (a Svix retry or a replay), acknowledged and not applied again. */
  outcome: DeliveryOutcome | 'ignored-event' | 'already-received';
}

function eventTime(...candidates: (string | undefined)[]): Date {
  for (const candidate of candidates) {
    const at = candidate ? new Date(candidate) : null;
    if (at && !Number.isNaN(at.getTime())) return at;
  }
  return new Date();
}

/**
 * Verifies the Svix signature with the Resend SDK (its webhooks.verify, the standardwebhooks
 * library), refuses a timestamp outside 5 minutes, then records the outcome on the e-mail found by
 * Resend's id. The receipt and the change commit together, so a failure leaves nothing behind and
 * the retried message applies once. A message id seen before is acknowledged (2xx, outcome
 * 'already-received') and changes nothing: Svix retries every non-2xx answer for days.
 */
export async function handleResendWebhook(
  repo: EmailsRepository,
  config: { RESEND_WEBHOOK_SECRET?: string; RESEND_API_KEY?: string },
  rawBody: string,
  headers: WebhookHeaders,
  now = new Date(),
): Promise<WebhookAnswer> {
  const secret = config.RESEND_WEBHOOK_SECRET;
  if (!secret) throw new UserError('email-webhook.not-configured', WEBHOOK_MESSAGES.notConfigured);
  if (!headers.id || !headers.timestamp || !headers.signature) throw new UserError('email-webhook.bad-signature', WEBHOOK_MESSAGES.badSignature);
  const timestamp = Number(headers.timestamp);
  if (!/^\d{1,12}$/.test(headers.timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new UserError('email-webhook.stale', WEBHOOK_MESSAGES.staleTimestamp);
  }
  let verified: unknown;
  try {
    // The key is never used to verify; the SDK only insists on having one.
    verified = new Resend(config.RESEND_API_KEY || 're_webhook_verification').webhooks.verify({
      payload: rawBody,
      headers: { id: headers.id, timestamp: headers.timestamp, signature: headers.signature },
      webhookSecret: secret,
    });
  } catch {
    throw new UserError('email-webhook.bad-signature', WEBHOOK_MESSAGES.badSignature);
  }
  return recordResendEvent(repo, headers.id.slice(0, 200), verified, now);
}

/**
 * Records one verified message: its receipt and the outcome it reports on the e-mail found by
 * Resend's id, in one transaction (a message id seen before changes nothing).
 */
export async function recordResendEvent(repo: EmailsRepository, messageId: string, payload: unknown, now = new Date()): Promise<WebhookAnswer> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success)
    throw new UserError(
      'email-webhook.bad-payload',
      appText('email.webhook.badPayload', { problem: parsed.error.issues[0]?.message ?? appText('email.webhook.unreadable') }),
    );
  const event = parsed.data;
  return repo.transaction(async (): Promise<WebhookAnswer> => {
    const fresh = await repo.recordWebhookReceipt({ id: messageId, source: 'resend', eventType: event.type.slice(0, 100), createdAt: now });
    if (!fresh) return { received: true, type: event.type, outcome: 'already-received' };
    const type = EVENT_TYPES[event.type];
    if (!type || !event.data?.email_id) return { received: true, type: event.type, outcome: 'ignored-event' };
    const email = await repo.findByProviderMessageId(event.data.email_id);
    const note = event.data.bounce?.message ?? event.data.suppressed?.message ?? null;
    const outcome = await applyDeliveryEvent(repo, email, { type, at: eventTime(event.created_at, event.data.created_at), note });
    return { received: true, type: event.type, outcome };
  });
}
