// The campaign send's repository in memory (issue 29 item 7): the same interface as the SQL one
// (campaigns.ts): send_batches, and its reads of the e-mail log (a memory e-mail repository's rows)
// and of the guest list (a guests repository's `all`), so the send's rules (replays, one bulk a day,
// campaigns, the daily cap) are unit-tested without a database. Its transaction is the e-mail
// repository's, and restores the batches too when the body throws.
import type { GuestWithHousehold } from '../../../guests';
import type { CampaignsRepository, SendBatchRow } from './campaigns';
import type { MemoryEmails } from './emails.memory';

export interface MemoryCampaigns extends CampaignsRepository {
  /** What is stored, for a test's assertions. */
  readonly batches: SendBatchRow[];
}

export function memoryCampaignsRepository(emails: MemoryEmails, guests: { all(weddingId: string): Promise<GuestWithHousehold[]> }): MemoryCampaigns {
  const batches: SendBatchRow[] = [];
  const rows = () => emails.rows.emails;
  const newestFirst = (a: SendBatchRow, b: SendBatchRow) => b.createdAt.getTime() - a.createdAt.getTime();
  const ofKind = (weddingId: string, mode: string) => batches.filter((batch) => batch.weddingId === weddingId && batch.mode === mode);
  return {
    batches,
    transaction: (fn) =>
      emails.transaction(async () => {
        const saved = [...batches];
        try {
          return await fn();
        } catch (error) {
          batches.splice(0, batches.length, ...saved);
          throw error;
        }
      }),
    batchByRequestKey: async (weddingId, requestKey, since) =>
      batches.filter((batch) => batch.weddingId === weddingId && batch.requestKey === requestKey && (!since || batch.createdAt > since)).sort(newestFirst)[0],
    batch: async (weddingId, mode, batchId) => ofKind(weddingId, mode).find((batch) => batch.id === batchId),
    lastBulkAfter: async (weddingId, since) =>
      batches
        .filter((batch) => batch.weddingId === weddingId && batch.scope === 'bulk' && batch.recipientCount > 0 && batch.createdAt > since)
        .sort(newestFirst)[0]?.createdAt ?? null,
    latestCampaign: async (weddingId, mode) => {
      const campaigns = ofKind(weddingId, mode).map((batch) => batch.campaign);
      return campaigns.length ? Math.max(...campaigns) : null;
    },
    insertBatch: async (batch) => {
      batches.push({ ...batch });
    },
    history: async (weddingId, mode, limit) => ofKind(weddingId, mode).sort(newestFirst).slice(0, limit),
    queuedIdsOfBatch: async (batchId) =>
      rows()
        .filter((email) => email.batchId === batchId && email.status === 'queued')
        .map((email) => email.id),
    existingKeys: async (keys) =>
      new Map(
        rows()
          .filter((email) => keys.includes(email.idempotencyKey))
          .map((email) => [email.idempotencyKey, { id: email.id, status: email.status }]),
      ),
    guestEmailsAfter: async (weddingId, guestIds, kinds, since) =>
      rows()
        .filter(
          (email) =>
            email.weddingId === weddingId &&
            email.guestId !== null &&
            guestIds.includes(email.guestId) &&
            kinds.includes(email.kind) &&
            email.createdAt > since &&
            email.status !== 'failed',
        )
        .map((email) => ({ guestId: email.guestId!, createdAt: email.createdAt })),
    guestsWithAddress: async (weddingId) => (await guests.all(weddingId)).filter((guest) => guest.email !== null),
    guestsByIds: async (weddingId, ids) => (await guests.all(weddingId)).filter((guest) => ids.includes(guest.id)),
    guestEmailsOfKind: async (weddingId, kind) =>
      rows()
        .filter((email) => email.weddingId === weddingId && email.kind === kind && email.guestId !== null)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((email) => ({
          guestId: email.guestId,
          status: email.status,
          createdAt: email.createdAt,
          sentAt: email.sentAt,
          key: email.idempotencyKey,
          provider: email.provider,
          deliveredAt: email.deliveredAt,
          delayedAt: email.delayedAt,
          bouncedAt: email.bouncedAt,
          complainedAt: email.complainedAt,
          openedAt: email.openedAt,
        })),
    ownerTests: async (weddingId, kind, keyPrefix, limit) =>
      rows()
        .filter((email) => email.weddingId === weddingId && email.kind === kind && email.idempotencyKey.startsWith(keyPrefix))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit)
        .map(({ id, to, status, createdAt, sentAt }) => ({ id, to, status, createdAt, sentAt })),
  };
}
