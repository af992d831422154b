import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { emails, type EmailKind } from '../../db/schema';
import type { Queue } from '../../queue/queue';

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
}

/**
 * Records the e-mail first (the intent survives a queue outage), then queues its delivery.
 * Returns the e-mail id.
 */
export async function queueEmail(db: Db, queue: Queue, email: OutgoingEmail): Promise<string> {
  db.insert(emails).values(email).onConflictDoNothing({ target: emails.idempotencyKey }).run();
  const row = db.select({ id: emails.id, status: emails.status }).from(emails).where(eq(emails.idempotencyKey, email.idempotencyKey)).get();
  if (!row) throw new Error('E-mail could not be recorded');
  if (row.status === 'queued') {
    try {
      await queue.enqueue('send_email', { emailId: row.id }, { jobKey: `email:${row.id}` });
    } catch (error) {
      // The row stays 'queued'; the worker's sweep picks it up when the queue is back.
      console.error(`[email] could not queue ${row.id}: ${(error as Error).message}`);
    }
  }
  return row.id;
}
