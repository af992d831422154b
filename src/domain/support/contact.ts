import { z } from 'zod';
import type { Db } from '../../db/connection';
import { supportMessages, SUPPORT_TOPICS } from '../../db/schema';
import type { Queue } from '../../queue/queue';
import { queueEmail } from '../email/queue-email';

export const SUPPORT_SENT = 'Thanks! Our team has your message and will be in touch soon.';
export const SUPPORT_FAILED = 'We could not send your message right now. Please try again shortly.';
export const SUPPORT_NO_EMAIL = 'We could not detect your account email. Try refreshing the page.';

export const supportMessageSchema = z.object({
  name: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose a topic' }).default('general'),
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type SupportMessage = z.output<typeof supportMessageSchema>;

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Stores the message (the admin area lists them) and e-mails it to the support address. */
export async function sendSupportMessage(
  deps: { db: Db; queue: Queue; supportEmail: string },
  from: { userId: string; email: string },
  message: SupportMessage,
) {
  const row = deps.db.insert(supportMessages).values({ ...message, userId: from.userId, email: from.email }).returning().get();
  const text = `From: ${message.name} <${from.email}>\nTopic: ${message.topic}\n\n${message.message}\n`;
  await queueEmail(deps.db, deps.queue, {
    kind: 'support',
    idempotencyKey: `support:${row.id}`,
    to: deps.supportEmail,
    subject: `[Support · ${message.topic}] ${message.name}`,
    text,
    html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    userId: from.userId,
  });
  return row;
}
