import { z } from 'zod';
import { appText } from '../../../shared/i18n/app';
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { SUPPORT_TOPICS } from '../../../core/db/schema';
import type { Queue } from '../../../core/queue/queue';
import { renderMessage, type RenderEmail } from '../../email';
import { queueRecorded, recordEmails } from '../../email';
import { supportRepository } from './repository';

export const SUPPORT_SENT = appText('support.sent');
export const SUPPORT_NO_EMAIL = appText('support.noEmail');

const nameMissing = appText('support.nameMissing');
const messageMissing = appText('support.messageMissing');
export const supportMessageSchema = z.object({
  name: z
    .string({ error: nameMissing })
    .trim()
    .min(1, nameMissing)
    .max(100, appText('support.nameTooLong', { max: 100 })),
  topic: z.enum(SUPPORT_TOPICS, { error: appText('support.topicMissing') }).default('general'),
  message: z
    .string({ error: messageMissing })
    .trim()
    .min(1, messageMissing)
    .max(5000, appText('support.messageTooLong', { max: 5000 })),
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
