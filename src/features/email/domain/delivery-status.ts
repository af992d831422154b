// Delivery truth (issue 16 item 6): what happened to an e-mail after it left, reported by
// Resend's signed webhooks or, without a Resend account, simulated by the local outbox.
import type { EmailRow } from '../../../core/db/schema';
import type { DeliveryStatus } from '../../../shared/email/delivery-labels';
import type { EmailsRepository } from './repository/emails';

export type DeliveryEventType = 'delivered' | 'delayed' | 'bounced' | 'complained' | 'opened';

type StatusColumns = Pick<EmailRow, 'status' | 'provider' | 'deliveredAt' | 'delayedAt' | 'bouncedAt' | 'complainedAt' | 'openedAt'>;

/**
 * One status from the recorded facts: a complaint or bounce outranks everything (the address is
 * the problem), an open outranks delivery (an opened e-mail was delivered, whatever order the
 * webhooks came in), delivery outranks a delay. An e-mail the local outbox kept never left the
 * server: 'kept', never 'sent' or 'delivered' (issue 28 item 2).
 */
export function deliveryStatusOf(row: StatusColumns): DeliveryStatus {
  if (row.status !== 'sent') return row.status;
  if (row.complainedAt) return 'complained';
  if (row.bouncedAt) return 'bounced';
  if (row.provider === 'outbox') return 'kept';
  if (row.openedAt) return 'opened';
  if (row.deliveredAt) return 'delivered';
  if (row.delayedAt) return 'delayed';
  return 'sent';
}

const COLUMN_OF = {
  delivered: 'deliveredAt',
  delayed: 'delayedAt',
  bounced: 'bouncedAt',
  complained: 'complainedAt',
  opened: 'openedAt',
} as const satisfies Record<DeliveryEventType, keyof EmailRow>;

export interface DeliveryEvent {
  type: DeliveryEventType;
  at: Date;
  /** The provider's words about a bounce or a delay. */
  note?: string | null;
}

export type DeliveryOutcome = 'applied' | 'unchanged' | 'opens-not-tracked' | 'unknown-email';

/**
 * Records one outcome on the e-mail row (the first report of each kind counts; a repeat changes
 * nothing) and flags the guest's address on a bounce or a complaint. A complaint (the guest
 * marked the e-mail as spam) also unsubscribes the guest, so no further card goes to them.
 * Opens count only while the wedding tracks them. Call it inside the caller's transaction.
 */
export async function applyDeliveryEvent(repo: EmailsRepository, email: EmailRow | undefined, event: DeliveryEvent): Promise<DeliveryOutcome> {
  if (!email) return 'unknown-email';
  if (event.type === 'opened' && !(email.weddingId && (await repo.weddingTracksOpens(email.weddingId)))) return 'opens-not-tracked';
  const column = COLUMN_OF[event.type];
  if (email[column]) return 'unchanged';
  const note = event.type === 'bounced' || event.type === 'delayed' ? (event.note?.slice(0, 500) ?? null) : undefined;
  await repo.setDeliveryFact(email.id, column, event.at, note);
  if ((event.type === 'bounced' || event.type === 'complained') && email.guestId) {
    const guest = await repo.guestEmailProblem(email.guestId);
    // A complaint outranks an earlier bounce of the same address, never the other way round.
    const keep = guest?.emailProblem === 'complained' && guest.emailProblemAddress === email.to && event.type === 'bounced';
    if (guest && !keep) await repo.flagGuestAddress(email.guestId, event.type, email.to, event.at);
  }
  return 'applied';
}

// ---------------------------------------------------------------------------------------------
// The local outbox in development and tests: kept e-mails are never "delivered" (they did not
// leave), but reserved test addresses act out a problem so the bounce and spam screens can be
// tried. Production's outbox (EMAIL_TRANSPORT=outbox) acts out nothing.

/** Addresses that simulate a bounce: bounce@… or anything at bounce.example.com (RFC 2606 names). */
export function simulatedOutcome(to: string): 'bounced' | 'complained' | 'kept' {
  const [local = '', domain = ''] = to.trim().toLowerCase().split('@');
  if (local === 'bounce' || local.startsWith('bounce+') || domain === 'bounce.example.com') return 'bounced';
  if (local === 'complaint' || local.startsWith('complaint+') || domain === 'complaint.example.com') return 'complained';
  return 'kept';
}

export const SIMULATED_BOUNCE_NOTE = 'Simulated by the local outbox: bounce@… and *@bounce.example.com always bounce';

/** Right after the development outbox keeps an e-mail: record the problem a reserved address acts out. */
export async function simulateDelivery(repo: EmailsRepository, emailId: string, at = new Date()): Promise<DeliveryOutcome> {
  const email = await repo.find(emailId);
  if (!email) return 'unknown-email';
  const outcome = simulatedOutcome(email.to);
  if (outcome === 'kept') return 'unchanged';
  return applyDeliveryEvent(repo, email, { type: outcome, at, note: outcome === 'bounced' ? SIMULATED_BOUNCE_NOTE : null });
}
