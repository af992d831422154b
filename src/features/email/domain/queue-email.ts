import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { emails, type EmailKind } from '../../../core/db/schema';
import type { Queue } from '../../../core/queue/queue';

export interface OutgoingEmail {
  kind: EmailKind;
  /** Same key, same e-mail: a second call neither writes nor sends again. */
  idempotencyKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  userId?: string;
  weddingId?: string;
  guestId?: string;
  batchId?: string;
  /** Extra mail headers (List-Unsubscribe …), sent as they are. */
  headers?: Record<string, string>;
}

/**
 * Records the e-mail first (the intent survives a queue outage), then queues its delivery.
 * Returns the e-mail id.
 */
export async function queueEmail(db: Db, queue: Queue, email: OutgoingEmail): Promise<string> {
  db.insert(emails).values(email).onConflictDoNothing({ target: emails.idempotencyKey }).run();
  const row = db.select({ id: emails.id, status: emails.status }).from(emails).where(eq(emails.idempotencyKey, email.idempotencyKey)).get();
  if (!row) throw new Error('E-mail could not be recorded');
  if (row.status === 'queued') await enqueueDelivery(queue, row.id);
  return row.id;
}

/**
 * Queues the delivery of an e-mail already recorded as 'queued'. Never throws: when the queue is
 * down the row stays 'queued' and the worker's sweep (requeue_stalled_emails) queues it later.
 */
export async function enqueueDelivery(queue: Queue, emailId: string): Promise<boolean> {
  try {
    await queue.enqueue('send_email', { emailId }, { jobKey: `email:${emailId}` });
    return true;
  } catch (error) {
    console.error(`[email] could not queue ${emailId}: ${(error as Error).message}`);
    return false;
  }
}

/**
 * Queues many recorded e-mails in one round trip (a bulk send is up to 350). Never throws, like
 * enqueueDelivery: on a queue outage the rows stay 'queued' for the worker's sweep. onlyIfAbsent:
 * an e-mail that has a job (waiting, retrying or running) keeps it and gets no second one.
 */
export async function enqueueDeliveries(queue: Queue, emailIds: string[], options: { onlyIfAbsent?: boolean } = {}): Promise<void> {
  try {
    await queue.enqueueMany(
      'send_email',
      emailIds.map((emailId) => ({ payload: { emailId }, jobKey: `email:${emailId}` })),
      options.onlyIfAbsent ? { onlyIfAbsent: true } : undefined,
    );
  } catch (error) {
    console.error(`[email] could not queue ${emailIds.length} e-mails: ${(error as Error).message}`);
  }
}
