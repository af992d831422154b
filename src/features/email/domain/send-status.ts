import type { DataStore } from '../../../core/db/store/store';
import type { DeliveryStatus, EmailProblem } from '../../../shared/email/delivery-labels';
import { guestsRepository, type GuestWithHousehold } from '../../guests';
import { hasAnswered } from '../../journey';
import { deliveryStatusOf } from './delivery-status';
import { emailProblemOf } from '../../../shared/email/email-problem';
import type { CardProductKey } from './products';
import { campaignsRepository, type GuestEmailRow, type SendBatchMode } from './repository/campaigns';
import type { SendResult } from './send-announcement';
import { currentCampaign } from './send-campaign';

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
export async function guestSendStatuses(store: DataStore, weddingId: string, mode: CardProductKey): Promise<GuestSendStatus[]> {
  return sendStatusesOf(store, weddingId, mode, `announce:${weddingId}:${mode}:c${await currentCampaign(store, weddingId, mode)}:`);
}

/** Every guest with the state of their e-mails of one kind; currentPrefix starts the current campaign's keys. */
export async function sendStatusesOf(store: DataStore, weddingId: string, mode: SendBatchMode, currentPrefix: string): Promise<GuestSendStatus[]> {
  const rows = await campaignsRepository(store).guestEmailsOfKind(weddingId, mode);
  return statusesOf(rows, await guestsRepository(store).all(weddingId), currentPrefix);
}

function statusesOf(rows: GuestEmailRow[], guests: GuestWithHousehold[], currentPrefix: string): GuestSendStatus[] {
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
  return guests.map((guest) => {
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
export async function sendHistory(store: DataStore, weddingId: string, mode: CardProductKey, limit = 20): Promise<SendHistoryEntry[]> {
  return (await campaignsRepository(store).history(weddingId, mode, limit)).map((batch) => {
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
export async function ownerTests(store: DataStore, weddingId: string, mode: CardProductKey, limit = 5) {
  return (await campaignsRepository(store).ownerTests(weddingId, mode, 'announce-test:', limit)).map((row) => ({
    id: row.id,
    to: row.to,
    status: row.status,
    at: (row.sentAt ?? row.createdAt).toISOString(),
  }));
}
