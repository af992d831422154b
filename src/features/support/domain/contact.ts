import { z } from 'zod';
import type { Db } from '../../../core/db/connection';
import { SUPPORT_TOPICS } from '../../../core/db/schema';
import type { Queue } from '../../../core/queue/queue';
import { renderMessage, type RenderEmail } from '../../email';
import { queueEmail } from '../../email';
import type { SupportRepository } from './repository';

export const SUPPORT_SENT = 'Thanks! Our team has your message and will be in touch soon.';
export const SUPPORT_NO_EMAIL = 'We could not detect your account email. Try refreshing the page.';

export const supportMessageSchema = z.object({
  name: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose a topic' }).default('general'),
  message: z.string({ error: 'Please enter a message' }).trim().min(1, 'Please enter a message').max(5000, 'Message must be at most 5000 characters'),
});
export type SupportMessage = z.output<typeof supportMessageSchema>;

/** Stores the message (the admin area lists them) and e-mails it to the support address. */
export async function sendSupportMessage(
  deps: { support: SupportRepository; db: Db; queue: Queue; supportEmail: string; renderEmail: RenderEmail },
  from: { userId: string; email: string },
  message: SupportMessage,
) {
  const row = await deps.support.saveMessage({ ...message, userId: from.userId, email: from.email });
  // The e-mail pipeline is not converted yet: its row is written on SQLite (docs/scaling.md).
  await queueEmail(
    deps.db,
    deps.queue,
    renderMessage(deps.renderEmail, {
      kind: 'support',
      idempotencyKey: `support:${row.id}`,
      to: deps.supportEmail,
      subject: `[Support · ${message.topic}] ${message.name}`,
      content: { template: 'support', name: message.name, email: from.email, topic: message.topic, message: message.message },
      userId: from.userId,
    }),
  );
  return row;
}
