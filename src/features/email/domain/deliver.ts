import type { Db } from '../../../core/db/connection';
import type { DataStore } from '../../../core/db/store/store';
import { hasAnswered } from '../../../shared/guests/status';
import { simulateDelivery } from './delivery-status';
import { emailsRepository, type EmailsRepository } from './repository/emails';
import { storeOf } from './store-of';
import { type MailTransport, PermanentEmailError } from './mail-transport';

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
export async function deliverEmail(store: DataStore, transport: MailTransport, emailId: string): Promise<DeliveryResult>;
/** @deprecated legacy SQLite entry for tests of features not converted yet (issue 29 item 4): pass the store. */
export async function deliverEmail(db: Db, transport: MailTransport, emailId: string): Promise<DeliveryResult>;
export async function deliverEmail(target: DataStore | Db, transport: MailTransport, emailId: string): Promise<DeliveryResult> {
  return deliverLoggedEmail(emailsRepository(storeOf(target)), transport, emailId);
}

/** deliverEmail on the e-mail log's repository. */
export async function deliverLoggedEmail(repo: EmailsRepository, transport: MailTransport, emailId: string): Promise<DeliveryResult> {
  const email = await repo.find(emailId);
  if (!email) return 'missing';
  if (email.status === 'sent') return 'already-sent';
  if (email.handedOverAt) {
    await repo.markSentAfterHandOver(emailId, email.provider ?? transport.name, email.handedOverAt, HANDED_OVER_BEFORE_A_CRASH);
    return 'handed-over';
  }
  if (email.guestId && GUEST_MAIL_KINDS.has(email.kind)) {
    // A guest who unsubscribed after the send was queued (e.g. from the previous e-mail) gets nothing more.
    const guest = await repo.guestForDelivery(email.guestId);
    if (guest?.unsubscribed) {
      await repo.markFailed(emailId, UNSUBSCRIBED_BEFORE_DELIVERY);
      return 'unsubscribed';
    }
    // A guest who answered after their reminder was queued is not reminded any more.
    if (guest && ANSWER_REMINDER_KEYS.test(email.idempotencyKey) && hasAnswered(guest)) {
      await repo.markFailed(emailId, ANSWERED_BEFORE_DELIVERY);
      return 'answered';
    }
  }
  try {
    // The hand-over mark is committed before the transport lets the server have the final dot.
    const { providerMessageId } = await transport.send(email, { beforeHandOver: () => repo.markHandedOver(emailId, transport.name) });
    await repo.transaction(async () => {
      await repo.markSent(emailId, transport.name, providerMessageId ?? null);
      // The development outbox acts out a bounce or a complaint for reserved addresses (delivery-status.ts).
      if (transport.actsOutDelivery) await simulateDelivery(repo, emailId);
    });
    return 'sent';
  } catch (error) {
    // This attempt ended without the server's 2xx (a refusal, a lost connection): not handed over.
    const message = (error as Error).message;
    const final = error instanceof PermanentEmailError;
    await repo.recordFailedAttempt(emailId, message, final);
    if (final) return 'refused';
    throw error;
  }
}

/** After the last retry the worker marks the e-mail failed so the log tells the truth. */
export async function markEmailFailed(store: DataStore, emailId: string, reason: string): Promise<void> {
  await emailsRepository(store).markFailed(emailId, reason);
}
