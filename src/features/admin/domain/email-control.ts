/** The admin's e-mail control: how the outbox stands, retrying what failed, a test e-mail. */
import type { DataStore } from '../../../core/db/store/store';
import type { Queue } from '../../../core/queue/queue';
import { renderMessage, type RenderEmail } from '../../email';
import { enqueueDeliveries, queueEmail } from '../../email';
import type { AdminRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

export const EMAIL_CONTROL_MESSAGES = {
  retried: (n: number) => appText('admin.emails.retried', { count: n }),
  testQueued: appText('admin.emails.testQueued'),
} as const;

export async function emailStatusCounts(admin: AdminRepository): Promise<Record<'queued' | 'sent' | 'failed', number>> {
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const row of await admin.emailStatusCounts()) counts[row.status] = row.n;
  return counts;
}

/**
 * Puts every failed e-mail back in the queue. Delivery stays exactly-once: each row keeps its
 * idempotency key, and the send step re-checks unsubscribes and 'already sent'.
 */
export async function retryFailedEmails(admin: AdminRepository, queue: Queue): Promise<number> {
  const failed = await admin.requeueFailedEmails();
  await enqueueDeliveries(queue, failed);
  return failed.length;
}

/** A plain test e-mail to the admin, through the same outbox and worker as every other e-mail. */
export async function sendTestEmail(
  store: DataStore,
  queue: Queue,
  renderEmail: RenderEmail,
  admin: { id: string; email: string; name: string },
  now = new Date(),
) {
  const stamp = now.toISOString();
  return queueEmail(
    store,
    queue,
    renderMessage(renderEmail, {
      kind: 'test',
      idempotencyKey: `admin-test:${admin.id}:${stamp}`,
      to: admin.email,
      userId: admin.id,
      subject: appText('admin.testing.subject', { stamp }),
      content: { template: 'admin-test', name: admin.name, stamp },
    }),
  );
}
