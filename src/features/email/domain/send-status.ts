import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository } from '../../guests';
import type { CardProductKey } from './products';
import { campaignsRepository, type SendBatchMode } from './repository/campaigns';
import { type GuestSendStatus, statusesOf } from './guest-send-status';
import type { SendResult } from './send-announcement';
import { currentCampaign } from './send-campaign';

/** Every guest with the state of their e-mails of this mode (what the announce pages list). */
export async function guestSendStatuses(store: DataStore, weddingId: string, mode: CardProductKey): Promise<GuestSendStatus[]> {
  return sendStatusesOf(store, weddingId, mode, `announce:${weddingId}:${mode}:c${await currentCampaign(store, weddingId, mode)}:`);
}

/** Every guest with the state of their e-mails of one kind; currentPrefix starts the current campaign's keys. */
export async function sendStatusesOf(store: DataStore, weddingId: string, mode: SendBatchMode, currentPrefix: string): Promise<GuestSendStatus[]> {
  const rows = await campaignsRepository(store).guestEmailsOfKind(weddingId, mode);
  return statusesOf(rows, await guestsRepository(store).all(weddingId), currentPrefix);
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
