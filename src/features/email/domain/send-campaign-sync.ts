// Synchronous SQLite reads of the campaign send for the features not converted yet (issue 29 item 4):
// the special-request questions' send and pages call these with the SQLite connection. The send itself
// and the announce and journey pages use the async repository (./repository/campaigns.ts) through
// send-campaign.ts's overloads; these go when their callers are converted.
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { findWeddingByOwner } from '../../../core/db/weddings';
import { emails, sendBatches } from '../../../core/db/schema';
import { allGuests } from '../../guests';
import { readWedding } from '../../weddings';
import type { SendBatchMode } from './repository/campaigns';
import type { GuestEmailRow } from './repository/campaigns';

/** @deprecated legacy synchronous read (issue 29 item 4): the row of the sender's wedding. */
export function ownersWeddingSync(db: Db, ownerId: string) {
  const row = findWeddingByOwner(db, ownerId);
  return row ? readWedding(row) : null;
}

/** @deprecated legacy synchronous read (issue 29 item 4). */
export function batchSync(db: Db, weddingId: string, mode: SendBatchMode, batchId: string) {
  return db
    .select()
    .from(sendBatches)
    .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, mode), eq(sendBatches.id, batchId)))
    .get();
}

/** @deprecated legacy synchronous read (issue 29 item 4). */
export function lastBulkAfterSync(db: Db, weddingId: string, since: Date): Date | null {
  return (
    db
      .select({ createdAt: sendBatches.createdAt })
      .from(sendBatches)
      .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.scope, 'bulk'), gt(sendBatches.recipientCount, 0), gt(sendBatches.createdAt, since)))
      .orderBy(desc(sendBatches.createdAt))
      .get()?.createdAt ?? null
  );
}

/** @deprecated legacy synchronous read (issue 29 item 4). */
export function latestCampaignSync(db: Db, weddingId: string, mode: SendBatchMode): number | null {
  return (
    db
      .select({ campaign: sql<number | null>`max(${sendBatches.campaign})` })
      .from(sendBatches)
      .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, mode)))
      .get()?.campaign ?? null
  );
}

/** @deprecated legacy synchronous read (issue 29 item 4): the guests and their e-mails of one kind. */
export function sendStatusRowsSync(db: Db, weddingId: string, kind: SendBatchMode) {
  const rows: GuestEmailRow[] = db
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
    .orderBy(asc(emails.createdAt))
    .all();
  return { rows, guests: allGuests(db, weddingId) };
}
