import { z } from 'zod';
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { SUPPORT_TOPICS } from '../../../core/db/schema';
import type { Queue } from '../../../core/queue/queue';
import { renderMessage, type RenderEmail } from '../../email';
import { queueRecorded, recordEmails } from '../../email';
import { supportRepository } from './repository';

export const SUPPORT_SENT = 'Thanks! Our team has your message and will be in touch soon.';
export const SUPPORT_NO_EMAIL = 'We could not detect your account email. Try refreshing the page.';

export const supportMessageSchema = z.object({
  name: z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose a topic' }).default('general'),
  message: z.string({ error: 'Please enter a message' }).trim().min(1, 'Please enter a message').max(5000, 'Message must be at most 5000 characters'),
});
export type SupportMessage = z.output<typeof supportMessageSchema>;

/**
 * Stores the message (the admin area lists them) and records its e-mail to the support address in one
 * store transaction (on PostgreSQL with the e-mail's job); on SQLite the job is queued after commit.
 */
export async function sendSupportMessage(
  deps: { store: DataStore; queue: Queue; supportEmail: string; renderEmail: RenderEmail },
  from: { userId: string; email: string },
  message: SupportMessage,
) {
  const { row, recorded } = await portable(deps.store).transaction(async () => {
    const row = await supportRepository(deps.store).saveMessage({ ...message, userId: from.userId, email: from.email });
    const email = renderMessage(deps.renderEmail, {
      kind: 'support',
      idempotencyKey: `support:${row.id}`,
      to: deps.supportEmail,
      subject: `[Support · ${message.topic}] ${message.name}`,
      content: { template: 'support', name: message.name, email: from.email, topic: message.topic, message: message.message },
      userId: from.userId,
    });
    return { row, recorded: await recordEmails(deps.store, [email]) };
  });
  await queueRecorded(deps.queue, recorded);
  return row;
}
