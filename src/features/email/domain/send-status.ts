import type { DataStore } from '../../../core/db/store/store';
import type { CardProductKey } from './products';
import type { SendBatchMode } from './repository/campaigns';
import { type GuestSendStatus, statusesOf } from './guest-send-status';
import type { SendResult } from './send-announcement';
import { currentCampaignIn, type SendRepositories, sendRepositoriesOf } from './send-campaign';

/** What the send pages read: the campaigns repository and the guest list (the store's, or memory ones in the unit tests). */
type SendReads = Pick<SendRepositories, 'campaigns' | 'guests'>;

function readsOf(source: DataStore | SendReads): SendReads {
  return 'campaigns' in source ? source : sendRepositoriesOf(source);
}

/** Every guest with the state of their e-mails of this mode (what the announce pages list). */
export async function guestSendStatuses(source: DataStore | SendReads, weddingId: string, mode: CardProductKey): Promise<GuestSendStatus[]> {
  const reads = readsOf(source);
  return sendStatusesOf(reads, weddingId, mode, `announce:${weddingId}:${mode}:c${await currentCampaignIn(reads.campaigns, weddingId, mode)}:`);
}

/** Every guest with the state of their e-mails of one kind; currentPrefix starts the current campaign's keys. */
export async function sendStatusesOf(source: DataStore | SendReads, weddingId: string, mode: SendBatchMode, currentPrefix: string): Promise<GuestSendStatus[]> {
  const { campaigns, guests } = readsOf(source);
  return statusesOf(await campaigns.guestEmailsOfKind(weddingId, mode), await guests.all(weddingId), currentPrefix);
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
export async function sendHistory(source: DataStore | SendReads, weddingId: string, mode: CardProductKey, limit = 20): Promise<SendHistoryEntry[]> {
  return (await readsOf(source).campaigns.history(weddingId, mode, limit)).map((batch) => {
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
export async function ownerTests(source: DataStore | SendReads, weddingId: string, mode: CardProductKey, limit = 5) {
  return (await readsOf(source).campaigns.ownerTests(weddingId, mode, 'announce-test:', limit)).map((row) => ({
    id: row.id,
    to: row.to,
    status: row.status,
    at: (row.sentAt ?? row.createdAt).toISOString(),
  }));
}
