import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { belongsTo, createdAt, idColumn, timestamp } from './columns';
import { weddings } from './weddings';

export const EMAIL_KINDS = [
  'verify-email',
  'reset-password',
  /** An account's new address: the link that makes it the login. */
  'change-email',
  /** An account's old address: told that the login e-mail is changing / has changed. */
  'email-changed',
  /** A one-time login link asked for on the login lock screen (issue 28 item 15). */
  'login-link',
  'invite',
  'savethedate',
  'reminder',
  'rsvp-notice',
  /** A guest's confirmation of their own RSVP, to the address they answered with (issue 22 item 3). */
  'rsvp-confirmation',
  'special-request',
  /** An event's new time or place, to the guests invited to it (issue 16 item 8). */
  'event-change',
  'support',
  /** An invitation to plan a wedding together, to the invited address (issue 23 item 2). */
  'member-invitation',
  /** To a wedding's other members when its owner deletes it (issue 23). */
  'wedding-deleted',
  'test',
  /** The link to the ZIP of the guests' photos the couple asked for (issue 26). */
  'photo-archive',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * The e-mail log and, without RESEND_API_KEY, the local outbox. A row is written before the
 * send job is queued (status 'queued'); the job sends at most once per idempotency key.
 */
export const emails = sqliteTable(
  'emails',
  {
    id: idColumn(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userId: text('user_id'),
    weddingId: text('wedding_id'),
    guestId: text('guest_id'),
    batchId: text('batch_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers sent with the e-mail (List-Unsubscribe and List-Unsubscribe-Post). */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    provider: text('provider', { enum: ['outbox', 'resend', 'smtp'] }),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * SMTP only: committed just before the end of the message (the final dot) goes to the mail
     * server, cleared when the server answers with a refusal. Found set on a row still 'queued',
     * it means a worker died after the server may have accepted the e-mail: it is not sent again
     * (src/features/email/domain/deliver.ts).
     */
    handedOverAt: timestamp('handed_over_at'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at'),
    /**
     * Delivery truth (issue 16 item 6): the first time the provider (a Resend webhook) or the
     * local outbox's simulation reported each outcome; deliveryStatusOf() reads them together.
     */
    deliveredAt: timestamp('delivered_at'),
    delayedAt: timestamp('delayed_at'),
    bouncedAt: timestamp('bounced_at'),
    complainedAt: timestamp('complained_at'),
    /** Counted only while the couple tracks opens (weddings.track_opens). */
    openedAt: timestamp('opened_at'),
    /** What the provider said about a bounce or a delay. */
    deliveryNote: text('delivery_note'),
  },
  (t) => [
    index('emails_created_idx').on(t.createdAt),
    // Webhooks name the e-mail by the provider's id.
    index('emails_provider_message_idx').on(t.providerMessageId),
    index('emails_wedding_idx').on(t.weddingId, t.kind),
    // The stalled-e-mail sweep (every 5 minutes) and the admin's outbox by status.
    index('emails_status_created_idx').on(t.status, t.createdAt),
  ],
);
export type EmailRow = typeof emails.$inferSelect;

/**
 * One row per send action, so "one bulk e-mail per day" is a simple query. A repeated request
 * (same request key) replays the stored result instead of sending; guest e-mails are keyed by
 * the campaign, so a guest gets one e-mail per mode and campaign.
 */
export const sendBatches = sqliteTable(
  'send_batches',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    mode: text('mode', { enum: ['invite', 'savethedate', 'reminder', 'special-request', 'event-change'] }).notNull(),
    scope: text('scope', { enum: ['owner', 'single', 'bulk'] }).notNull(),
    recipientCount: integer('recipient_count').notNull(),
    /** The client's request id ('req:…'), or a fingerprint of the request ('auto:…'). */
    requestKey: text('request_key'),
    campaign: integer('campaign').notNull().default(1),
    /** What the send answered (queued, already sent, skipped), replayed for a repeated request. */
    result: text('result', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('send_batches_wedding_idx').on(t.weddingId, t.scope, t.createdAt), index('send_batches_request_idx').on(t.weddingId, t.requestKey)],
);

/**
 * Every signed provider webhook already applied, by its message id (svix-id): a replay of the
 * same message changes nothing. Rows older than the signature's 5-minute window are purged.
 */
export const webhookReceipts = sqliteTable('webhook_receipts', {
  id: text('id').primaryKey(),
  source: text('source', { enum: ['resend'] }).notNull(),
  eventType: text('event_type').notNull(),
  createdAt: createdAt(),
});
