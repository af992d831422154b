import { and, asc, desc, eq, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { allGuests } from '../../guests';
import { emails, sendBatches } from '../../../core/db/schema';
import type { DeliveryStatus, EmailProblem } from '../../../shared/email/delivery-labels';
import { hasAnswered } from '../../journey';
import { deliveryStatusOf, emailProblemOf } from './delivery-status';
import type { CardProductKey } from './products';
import type { SendResult } from './send-announcement';
import { currentCampaign, type SendBatchMode } from './send-campaign';

export type GuestSendState = 'not-sent' | 'queued' | 'sent' | 'failed';

export interface GuestSendStatus {
  guestId: string;
  name: string;
  email: string | null;
  unsubscribed: boolean;
  /** The latest e-mail of this mode to the guest. */
  state: GuestSendState;
  lastAt: string | null;
  /** E-mails of this mode the guest has been sent (one per campaign). */
  count: number;
  /** Already has this mode in the current campaign: a plain send skips them. */
  inCurrentCampaign: boolean;
  /** The provider reported this address bounced, or the guest marked an e-mail as spam (until the address is edited). */
  emailProblem: EmailProblem | null;
  /** Has an address, has not unsubscribed and the address has no reported problem. */
  canReceive: boolean;
  /** Has answered the RSVP (what a reminder asks for). */
  answered: boolean;
  /** What became of the latest e-mail once sent (delivered, opened, bounced…; issue 16 item 6). */
  delivery?: DeliveryStatus;
}

/** Every guest with the state of their e-mails of this mode (what the announce pages list). */
export function guestSendStatuses(db: Db, weddingId: string, mode: CardProductKey): GuestSendStatus[] {
  return sendStatusesOf(db, weddingId, mode, `announce:${weddingId}:${mode}:c${currentCampaign(db, weddingId, mode)}:`);
}

/** Every guest with the state of their e-mails of one kind; currentPrefix starts the current campaign's keys. */
export function sendStatusesOf(db: Db, weddingId: string, mode: SendBatchMode, currentPrefix: string): GuestSendStatus[] {
  const rows = db
    .select({
      guestId: emails.guestId,
      status: emails.status,
      createdAt: emails.createdAt,
      sentAt: emails.sentAt,
      key: emails.idempotencyKey,
      provider: emails.provider,
      deliveredAt: emails.deliveredAt,
      delayedAt: emails.delayedAt,
      bouncedAt: emails.bouncedAt,
      complainedAt: emails.complainedAt,
      openedAt: emails.openedAt,
    })
    .from(emails)
    .where(and(eq(emails.weddingId, weddingId), eq(emails.kind, mode), isNotNull(emails.guestId)))
    .orderBy(asc(emails.createdAt))
    .all();
  const byGuest = new Map<string, { status: string; at: Date; count: number; current: boolean; delivery: DeliveryStatus }>();
  for (const row of rows) {
    const previous = byGuest.get(row.guestId!);
    byGuest.set(row.guestId!, {
      status: row.status,
      at: row.sentAt ?? row.createdAt,
      count: (previous?.count ?? 0) + 1,
      current: (previous?.current ?? false) || row.key.startsWith(currentPrefix),
      delivery: deliveryStatusOf(row),
    });
  }
  return allGuests(db, weddingId).map((guest) => {
    const sent = byGuest.get(guest.id);
    const emailProblem = emailProblemOf(guest);
    return {
      guestId: guest.id,
      name: guest.name,
      email: guest.email,
      unsubscribed: guest.unsubscribed,
      state: (sent?.status as GuestSendState | undefined) ?? 'not-sent',
      lastAt: sent ? sent.at.toISOString() : null,
      count: sent?.count ?? 0,
      inCurrentCampaign: sent?.current ?? false,
      emailProblem,
      canReceive: Boolean(guest.email) && !guest.unsubscribed && !emailProblem,
      answered: hasAnswered(guest),
      ...(sent ? { delivery: sent.delivery } : {}),
    };
  });
}

export interface SendHistoryEntry {
  batchId: string;
  scope: string;
  campaign: number;
  recipientCount: number;
  createdAt: string;
  skipped: number;
  alreadySent: number;
}

/** The latest send actions of this mode, newest first. */
export function sendHistory(db: Db, weddingId: string, mode: CardProductKey, limit = 20): SendHistoryEntry[] {
  return db
    .select()
    .from(sendBatches)
    .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, mode)))
    .orderBy(desc(sendBatches.createdAt))
    .limit(limit)
    .all()
    .map((batch) => {
      const result = (batch.result ?? {}) as Partial<SendResult>;
      return {
        batchId: batch.id,
        scope: batch.scope,
        campaign: batch.campaign,
        recipientCount: batch.recipientCount,
        createdAt: batch.createdAt.toISOString(),
        skipped: result.skipped?.length ?? 0,
        alreadySent: result.alreadySent?.length ?? 0,
      };
    });
}

/** Test e-mails to the couple of this mode, newest first, with their delivery state. */
export function ownerTests(db: Db, weddingId: string, mode: CardProductKey, limit = 5) {
  return db
    .select({ id: emails.id, to: emails.to, status: emails.status, createdAt: emails.createdAt, sentAt: emails.sentAt })
    .from(emails)
    .where(and(eq(emails.weddingId, weddingId), eq(emails.kind, mode), like(emails.idempotencyKey, 'announce-test:%')))
    .orderBy(desc(emails.createdAt))
    .limit(limit)
    .all()
    .map((row) => ({ id: row.id, to: row.to, status: row.status, at: (row.sentAt ?? row.createdAt).toISOString() }));
}
