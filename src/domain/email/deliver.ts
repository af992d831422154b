import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { emails, guests } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { hasAnswered } from '../journey/funnel';
import { simulateDelivery } from './delivery-status';
import type { MailTransport } from './transport';

export type DeliveryResult = 'sent' | 'already-sent' | 'missing' | 'unsubscribed' | 'answered';

/** E-mails addressed to a guest (others, like RSVP notices, go to the couple about a guest). */
const GUEST_MAIL_KINDS = new Set<string>(['invite', 'savethedate', 'reminder', 'special-request', 'event-change']);

export const UNSUBSCRIBED_BEFORE_DELIVERY = 'Not sent: the guest unsubscribed before delivery';
export const ANSWERED_BEFORE_DELIVERY = 'Not sent: the guest answered before delivery';

/** Reminders of the guest journey (a nudge, an automatic reminder): pointless once the guest has answered. */
const ANSWER_REMINDER_KEYS = /^(auto-reminder|nudge):/;

/** Sends one logged e-mail at most once; a failure is recorded and rethrown so the job retries. */
export async function deliverEmail(db: Db, transport: MailTransport, emailId: string): Promise<DeliveryResult> {
  const email = db.select().from(emails).where(eq(emails.id, emailId)).get();
  if (!email) return 'missing';
  if (email.status === 'sent') return 'already-sent';
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
    const { providerMessageId } = await transport.send(email);
    writeTransaction(db, (tx) => {
      tx.update(emails)
        .set({
          status: 'sent',
          provider: transport.name,
          providerMessageId: providerMessageId ?? null,
          sentAt: new Date(),
          attempts: sql`${emails.attempts} + 1`,
          error: null,
        })
        .where(eq(emails.id, emailId))
        .run();
      // Without a provider nobody reports delivery: the outbox acts it out (delivery-status.ts).
      if (transport.name === 'outbox') simulateDelivery(tx, emailId);
    });
    return 'sent';
  } catch (error) {
    db.update(emails)
      .set({ attempts: sql`${emails.attempts} + 1`, error: (error as Error).message })
      .where(eq(emails.id, emailId))
      .run();
    throw error;
  }
}

/** After the last retry the worker marks the e-mail failed so the log tells the truth. */
export function markEmailFailed(db: Db, emailId: string, reason: string) {
  db.update(emails).set({ status: 'failed', error: reason }).where(eq(emails.id, emailId)).run();
}
