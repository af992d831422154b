import type { Db } from '../../../core/db/connection';
import type { EmailKind } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import type { Queue } from '../../../core/queue/queue';
import { emailsRepository, type RecordedEmails } from './repository/emails';
import { storeOf } from './store-of';

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
 * Records e-mails inside the caller's store transaction (or one of their own) and, on PostgreSQL,
 * adds each new row's delivery job in that same transaction: the row and its job commit together.
 * On SQLite the jobs are queued after commit: pass the result to `queueRecorded` once the caller's
 * transaction has committed (the worker's requeue sweep catches a row whose job was never added).
 */
export function recordEmails(store: DataStore, list: OutgoingEmail[]): Promise<RecordedEmails> {
  return emailsRepository(store).record(list);
}

/** After commit: queues the jobs `recordEmails` left to do (SQLite); nothing on PostgreSQL. Never throws. */
export async function queueRecorded(queue: Queue, recorded: RecordedEmails): Promise<void> {
  if (recorded.queueAfterCommit.length === 1) await enqueueDelivery(queue, recorded.queueAfterCommit[0]!);
  else if (recorded.queueAfterCommit.length > 1) await enqueueDeliveries(queue, recorded.queueAfterCommit);
}

/**
 * Records the e-mail first (the intent survives a queue outage), then queues its delivery: in the
 * same transaction on PostgreSQL, right after commit on SQLite. Returns the e-mail id. Call it
 * outside a transaction; inside one use recordEmails, then queueRecorded after commit.
 */
export async function queueEmail(store: DataStore, queue: Queue, email: OutgoingEmail): Promise<string>;
/** @deprecated legacy SQLite entry for tests written before the store (issue 29 item 4): pass the store (c.var.store). */
export async function queueEmail(db: Db, queue: Queue, email: OutgoingEmail): Promise<string>;
export async function queueEmail(target: DataStore | Db, queue: Queue, email: OutgoingEmail): Promise<string> {
  const recorded = await recordEmails(storeOf(target), [email]);
  await queueRecorded(queue, recorded);
  return recorded.ids[0]!;
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

/** The worker's requeue sweep (SQLite only): rows still 'queued' that were recorded before `before`. */
export function stalledEmailIds(store: DataStore, before: Date): Promise<string[]> {
  return emailsRepository(store).stalledIds(before);
}
