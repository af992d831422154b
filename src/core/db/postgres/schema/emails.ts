import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { EMAIL_KINDS } from '../../schema/emails';
import { belongsTo, createdAt, idColumn, timestamp } from './columns';
import { weddings } from './weddings';

export const emails = pgTable(
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
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    provider: text('provider', { enum: ['outbox', 'resend', 'smtp'] }),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    handedOverAt: timestamp('handed_over_at'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at'),
    deliveredAt: timestamp('delivered_at'),
    delayedAt: timestamp('delayed_at'),
    bouncedAt: timestamp('bounced_at'),
    complainedAt: timestamp('complained_at'),
    openedAt: timestamp('opened_at'),
    deliveryNote: text('delivery_note'),
  },
  (t) => [
    index('emails_created_idx').on(t.createdAt),
    index('emails_provider_message_idx').on(t.providerMessageId),
    index('emails_wedding_idx').on(t.weddingId, t.kind),
    index('emails_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const sendBatches = pgTable(
  'send_batches',
  {
    id: idColumn(),
    weddingId: belongsTo('wedding_id', () => weddings.id),
    mode: text('mode', { enum: ['invite', 'savethedate', 'reminder', 'special-request', 'event-change'] }).notNull(),
    scope: text('scope', { enum: ['owner', 'single', 'bulk'] }).notNull(),
    recipientCount: integer('recipient_count').notNull(),
    requestKey: text('request_key'),
    campaign: integer('campaign').notNull().default(1),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('send_batches_wedding_idx').on(t.weddingId, t.scope, t.createdAt), index('send_batches_request_idx').on(t.weddingId, t.requestKey)],
);

export const webhookReceipts = pgTable('webhook_receipts', {
  id: text('id').primaryKey(),
  source: text('source', { enum: ['resend'] }).notNull(),
  eventType: text('event_type').notNull(),
  createdAt: createdAt(),
});
