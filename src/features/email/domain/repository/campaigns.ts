// The campaign send's SQL (issue 29 item 4): send_batches (the replay key, the one bulk a day, the
// campaigns, the sent pages' history), what a send reads of the e-mail log (keys already recorded,
// today's e-mails per guest, the send statuses) and of the guest list (the chosen guests, how many can
// receive e-mail). One portable implementation for both engines; every call joins the caller's store
// transaction (send-campaign.ts runs the send's checks and writes in one).
import { and, asc, desc, eq, gt, inArray, isNotNull, like, ne } from 'drizzle-orm';
import type { EmailKind, EmailRow, GuestRow, sendBatches } from '../../../../core/db/schema';
import { first, portable } from '../../../../core/db/store/portable';
import type { DataStore } from '../../../../core/db/store/store';
import type { GuestWithHousehold } from '../../../guests';

export type SendBatchRow = typeof sendBatches.$inferSelect;
export type SendBatchMode = SendBatchRow['mode'];
export type NewSendBatch = Omit<SendBatchRow, 'result'> & { result: Record<string, unknown> };

/** An e-mail of one kind to a guest, with its delivery facts (the send statuses). */
export interface GuestEmailRow {
  guestId: string | null;
  status: EmailRow['status'];
  createdAt: Date;
  sentAt: Date | null;
  key: string;
  provider: EmailRow['provider'];
  deliveredAt: Date | null;
  delayedAt: Date | null;
  bouncedAt: Date | null;
  complainedAt: Date | null;
  openedAt: Date | null;
}

export interface CampaignsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** The latest batch of the wedding recorded under `requestKey` (after `since` when given). */
  batchByRequestKey(weddingId: string, requestKey: string, since: Date | null): Promise<SendBatchRow | undefined>;
  batch(weddingId: string, mode: SendBatchMode, batchId: string): Promise<SendBatchRow | undefined>;
  /** When the latest bulk send that reached someone after `since` was made, else null. */
  lastBulkAfter(weddingId: string, since: Date): Promise<Date | null>;
  /** The latest campaign of one kind, or null before any send of it. */
  latestCampaign(weddingId: string, mode: SendBatchMode): Promise<number | null>;
  insertBatch(batch: NewSendBatch): Promise<void>;
  /** The latest batches of one kind, newest first. */
  history(weddingId: string, mode: SendBatchMode, limit: number): Promise<SendBatchRow[]>;
  /** The e-mails of a batch still waiting for delivery. */
  queuedIdsOfBatch(batchId: string): Promise<string[]>;
  /** The e-mails already recorded under these idempotency keys. */
  existingKeys(keys: string[]): Promise<Map<string, { id: string; status: string }>>;
  /** Guest e-mails of these kinds recorded after `since` and not failed: guest id and time. */
  guestEmailsAfter(weddingId: string, guestIds: string[], kinds: readonly EmailKind[], since: Date): Promise<{ guestId: string; createdAt: Date }[]>;
  /** The address facts of the wedding's guests who have an address. */
  guestsWithAddress(weddingId: string): Promise<Pick<GuestRow, 'email' | 'unsubscribed' | 'emailProblem' | 'emailProblemAddress'>[]>;
  /** These guests of the wedding with their household (unknown ids are left out; any order). */
  guestsByIds(weddingId: string, ids: string[]): Promise<GuestWithHousehold[]>;
  /** Every guest e-mail of one kind of the wedding, oldest first. */
  guestEmailsOfKind(weddingId: string, kind: SendBatchMode): Promise<GuestEmailRow[]>;
  /** The couple's test e-mails of one kind (keys starting with `keyPrefix`), newest first. */
  ownerTests(
    weddingId: string,
    kind: SendBatchMode,
    keyPrefix: string,
    limit: number,
  ): Promise<{ id: string; to: string; status: string; createdAt: Date; sentAt: Date | null }[]>;
}

const CHUNK = 500;

function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function campaignsRepository(store: DataStore): CampaignsRepository {
  const { t, sql, transaction } = portable(store);
  const { emails, guests, households, sendBatches } = t;
  return {
    transaction,
    batchByRequestKey: async (weddingId, requestKey, since) =>
      first(
        await sql()
          .select()
          .from(sendBatches)
          .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.requestKey, requestKey), ...(since ? [gt(sendBatches.createdAt, since)] : [])))
          .orderBy(desc(sendBatches.createdAt))
          .limit(1),
      ),
    batch: async (weddingId, mode, batchId) =>
      first(
        await sql()
          .select()
          .from(sendBatches)
          .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, mode), eq(sendBatches.id, batchId))),
      ),
    lastBulkAfter: async (weddingId, since) =>
      first(
        await sql()
          .select({ createdAt: sendBatches.createdAt })
          .from(sendBatches)
          .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.scope, 'bulk'), gt(sendBatches.recipientCount, 0), gt(sendBatches.createdAt, since)))
          .orderBy(desc(sendBatches.createdAt))
          .limit(1),
      )?.createdAt ?? null,
    latestCampaign: async (weddingId, mode) =>
      first(
        await sql()
          .select({ campaign: sendBatches.campaign })
          .from(sendBatches)
          .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, mode)))
          .orderBy(desc(sendBatches.campaign))
          .limit(1),
      )?.campaign ?? null,
    insertBatch: (batch) =>
      transaction(async () => {
        await sql().insert(sendBatches).values(batch);
      }),
    history: (weddingId, mode, limit) =>
      sql()
        .select()
        .from(sendBatches)
        .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, mode)))
        .orderBy(desc(sendBatches.createdAt))
        .limit(limit),
    queuedIdsOfBatch: async (batchId) =>
      (
        await sql()
          .select({ id: emails.id })
          .from(emails)
          .where(and(eq(emails.batchId, batchId), eq(emails.status, 'queued')))
      ).map((row) => row.id),
    existingKeys: async (keys) => {
      const found = new Map<string, { id: string; status: string }>();
      for (const chunk of chunks(keys)) {
        const rows = await sql()
          .select({ id: emails.id, key: emails.idempotencyKey, status: emails.status })
          .from(emails)
          .where(inArray(emails.idempotencyKey, chunk));
        for (const row of rows) found.set(row.key, { id: row.id, status: row.status });
      }
      return found;
    },
    guestEmailsAfter: async (weddingId, guestIds, kinds, since) => {
      const found: { guestId: string; createdAt: Date }[] = [];
      for (const chunk of chunks(guestIds)) {
        const rows = await sql()
          .select({ guestId: emails.guestId, createdAt: emails.createdAt })
          .from(emails)
          .where(
            and(
              eq(emails.weddingId, weddingId),
              inArray(emails.guestId, chunk),
              inArray(emails.kind, [...kinds]),
              gt(emails.createdAt, since),
              ne(emails.status, 'failed'),
            ),
          );
        for (const row of rows) if (row.guestId) found.push({ guestId: row.guestId, createdAt: row.createdAt });
      }
      return found;
    },
    guestsWithAddress: (weddingId) =>
      sql()
        .select({ email: guests.email, unsubscribed: guests.unsubscribed, emailProblem: guests.emailProblem, emailProblemAddress: guests.emailProblemAddress })
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), isNotNull(guests.email))),
    guestsByIds: async (weddingId, ids) => {
      const found: GuestWithHousehold[] = [];
      for (const chunk of chunks(ids)) {
        const rows = await sql()
          .select({ guest: guests, householdName: households.name, householdTags: households.tags })
          .from(guests)
          .leftJoin(households, eq(households.id, guests.householdId))
          .where(and(eq(guests.weddingId, weddingId), inArray(guests.id, chunk)));
        found.push(...rows.map((row) => ({ ...row.guest, householdName: row.householdName, householdTags: row.householdTags ?? [] })));
      }
      return found;
    },
    guestEmailsOfKind: (weddingId, kind) =>
      sql()
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
        .where(and(eq(emails.weddingId, weddingId), eq(emails.kind, kind), isNotNull(emails.guestId)))
        .orderBy(asc(emails.createdAt), asc(emails.id)),
    ownerTests: (weddingId, kind, keyPrefix, limit) =>
      sql()
        .select({ id: emails.id, to: emails.to, status: emails.status, createdAt: emails.createdAt, sentAt: emails.sentAt })
        .from(emails)
        // The prefix is lower case, as the keys are: LIKE matches it alike on both engines.
        .where(and(eq(emails.weddingId, weddingId), eq(emails.kind, kind), like(emails.idempotencyKey, `${keyPrefix}%`)))
        .orderBy(desc(emails.createdAt))
        .limit(limit),
  };
}
