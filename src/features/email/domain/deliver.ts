import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { emails, guests } from '../../../core/db/schema';
import { writeTransaction } from '../../../core/db/transaction';
import { hasAnswered } from '../../journey';
import { simulateDelivery } from './delivery-status';
import { type MailTransport, PermanentEmailError } from './transport';

export type DeliveryResult = 'sent' | 'already-sent' | 'handed-over' | 'refused' | 'missing' | 'unsubscribed' | 'answered';

/** E-mails addressed to a guest (others, like RSVP notices, go to the couple about a guest). */
const GUEST_MAIL_KINDS = new Set<string>(['invite', 'savethedate', 'reminder', 'special-request', 'event-change']);

export const UNSUBSCRIBED_BEFORE_DELIVERY = 'Not sent: the guest unsubscribed before delivery';
export const ANSWERED_BEFORE_DELIVERY = 'Not sent: the guest answered before delivery';

/** Reminders of the guest journey (a nudge, an automatic reminder): pointless once the guest has answered. */
const ANSWER_REMINDER_KEYS = /^(auto-reminder|nudge):/;

export const HANDED_OVER_BEFORE_A_CRASH =
  'The worker stopped after handing this e-mail to the mail server, before the server answered; not sent again so nobody receives it twice';

/**
 * Sends one logged e-mail at most once. A refusal that retrying cannot change (an SMTP 5xx) marks
 * it failed; any other failure is recorded and rethrown so the job retries with back-off.
 *
 * Exactly once: Resend dedupes a repeated send by the row's idempotency key. SMTP has no such key,
 * so the row records `handed_over_at` just before the message's final dot goes to the server (see
 * smtp-transport.ts). While this process is alive it learns the outcome: a 2xx marks the row sent,
 * a refusal or a lost connection clears the mark and the job retries. A row found still 'queued'
 * with the mark set means a worker died in between, after the server may have accepted it: it is
 * marked sent with a note and never sent again (docs/decisions.md, "SMTP").
 */
export async function deliverEmail(db: Db, transport: MailTransport, emailId: string): Promise<DeliveryResult> {
  const email = db.select().from(emails).where(eq(emails.id, emailId)).get();
  if (!email) return 'missing';
  if (email.status === 'sent') return 'already-sent';
  if (email.handedOverAt) {
    db.update(emails)
      .set({ status: 'sent', provider: email.provider ?? transport.name, sentAt: email.handedOverAt, error: HANDED_OVER_BEFORE_A_CRASH })
      .where(eq(emails.id, emailId))
      .run();
    return 'handed-over';
  }
  if (email.guestId && GUEST_MAIL_KINDS.has(email.kind)) {
    // A guest who unsubscribed after the send was queued (e.g. from the previous e-mail) gets nothing more.
    const guest = db
      .select({ unsubscribed: guests.unsubscribed, status: guests.status, respondedAt: guests.respondedAt })
      .from(guests)
      .where(eq(guests.id, email.guestId))
      .get();
    if (guest?.unsubscribed) {
      markEmailFailed(db, emailId, UNSUBSCRIBED_BEFORE_DELIVERY);
      return 'unsubscribed';
    }
    // A guest who answered after their reminder was queued is not reminded any more.
    if (guest && ANSWER_REMINDER_KEYS.test(email.idempotencyKey) && hasAnswered(guest)) {
      markEmailFailed(db, emailId, ANSWERED_BEFORE_DELIVERY);
      return 'answered';
    }
  }
  try {
    const { providerMessageId } = await transport.send(email, {
      beforeHandOver: () => {
        db.update(emails).set({ handedOverAt: new Date(), provider: transport.name }).where(eq(emails.id, emailId)).run();
      },
    });
    writeTransaction(db, (tx) => {
      tx.update(emails)
        .set({
          status: 'sent',
          provider: transport.name,
          providerMessageId: providerMessageId ?? null,
          sentAt: new Date(),
          attempts: sql`${emails.attempts} + 1`,
          error: null,
          handedOverAt: null,
        })
        .where(eq(emails.id, emailId))
        .run();
      // The development outbox acts out a bounce or a complaint for reserved addresses (delivery-status.ts).
      if (transport.actsOutDelivery) simulateDelivery(tx, emailId);
    });
    return 'sent';
  } catch (error) {
    // This attempt ended without the server's 2xx (a refusal, a lost connection): not handed over.
    const message = (error as Error).message;
    const final = error instanceof PermanentEmailError;
    db.update(emails)
      .set({ attempts: sql`${emails.attempts} + 1`, error: message, handedOverAt: null, ...(final ? { status: 'failed' as const } : {}) })
      .where(eq(emails.id, emailId))
      .run();
    if (final) return 'refused';
    throw error;
  }
}

/** After the last retry the worker marks the e-mail failed so the log tells the truth. */
export function markEmailFailed(db: Db, emailId: string, reason: string) {
  db.update(emails).set({ status: 'failed', error: reason }).where(eq(emails.id, emailId)).run();
}
