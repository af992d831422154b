// Sending save-the-dates, invitations and reminders, exactly once.
//
// What can go wrong and what stops it:
// - a double click or a retried request: the same request key (the client's requestId, else a
//   fingerprint of the request seen in the last minute) replays the first answer, sends nothing;
// - two requests for the same guest at once: every guest e-mail has the idempotency key
//   announce:{wedding}:{mode}:c{campaign}:{guest}, unique in the e-mail table, decided inside one
//   IMMEDIATE transaction, so one guest gets one e-mail per mode and campaign;
// - a job retried or run twice, a worker restarted: deliverEmail sends a row only while it is
//   not 'sent', and passes the same key to the provider, which drops a repeat of a send that got
//   through before the worker could record it.
// Sending again on purpose is a new campaign (newCampaign). Nothing is sent inline: rows are
// written first, then their jobs queued; if the queue is down the sweep queues them later.
import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { allGuests, type GuestWithHousehold } from '../../db/queries/guests';
import { findWeddingByOwner } from '../../db/queries/weddings';
import { readWedding } from '../wedding/wedding';
import { emails, guests, sendBatches, type Role } from '../../db/schema';

type SendBatchMode = (typeof sendBatches.mode.enumValues)[number];
import type { Queue } from '../../queue/queue';
import { UserError } from '../errors';
import { isPro } from '../auth/roles';
import { newId } from '../../shared/ids';
import { composeGuestEmail, composeOwnerTest, type CardEmailContext, type ComposedEmail } from './compose-card-email';
import { ensureInvite } from './invite-store';
import type { CardProductKey } from './products';
import { enqueueDeliveries } from './queue-email';
import type { SendRequest, SendScope } from './send-request';
import {
  BULK_LIMIT_CODE,
  BULK_LIMIT_MSG,
  EMAIL_PRO_ONLY,
  EMAIL_PRO_ONLY_CODE,
  NOBODY_IN_BULK,
  NOBODY_TO_SEND,
  WEDDING_NOT_FOUND,
} from '../../shared/email/texts';
import type { RenderEmail } from './content';

export const BULK_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A request without a requestId that repeats one of the last minute is a double submit. */
export const REPEAT_WINDOW_MS = 60 * 1000;

export interface Recipient {
  /** A guest id, or 'owner' for a test to the couple. */
  guestId: string;
  name: string;
  email: string | null;
}
export type SkipReason = 'no-email' | 'unsubscribed' | 'not-found';
export interface SkippedRecipient extends Recipient {
  reason: SkipReason;
}

export interface SendResult {
  batchId: string;
  mode: CardProductKey;
  scope: SendScope;
  campaign: number;
  queued: Recipient[];
  alreadySent: Recipient[];
  skipped: SkippedRecipient[];
  createdAt: string;
  /** True when this answer repeats an earlier identical request (nothing new was sent). */
  replayed: boolean;
}

export interface SendDeps {
  db: Db;
  queue: Queue;
  config: { SESSION_SECRET?: string; dataDir: string };
  origin: string;
  /** Renders each e-mail (src/views/email/render.ts). */
  renderEmail: RenderEmail;
}

export interface Sender {
  id: string;
  name: string;
  email: string;
  role: Role;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function requestKeyOf(sender: Sender, request: SendRequest, contentVersion: string): string {
  if (request.requestId) return `req:${request.requestId}`;
  const ids = request.target.scope === 'single' ? [...request.target.guestIds].sort() : [];
  const fingerprint = JSON.stringify([sender.id, request.mode, request.target.scope, ids, request.newCampaign, contentVersion]);
  return `auto:${crypto.createHash('sha256').update(fingerprint).digest('base64url')}`;
}

function findReplay(db: Db | Tx, weddingId: string, requestKey: string): SendResult | null {
  const conditions = [eq(sendBatches.weddingId, weddingId), eq(sendBatches.requestKey, requestKey)];
  if (requestKey.startsWith('auto:')) conditions.push(gt(sendBatches.createdAt, new Date(Date.now() - REPEAT_WINDOW_MS)));
  const batch = db
    .select()
    .from(sendBatches)
    .where(and(...conditions))
    .orderBy(desc(sendBatches.createdAt))
    .get();
  if (!batch?.result) return null;
  return { ...(batch.result as unknown as Omit<SendResult, 'replayed'>), replayed: true };
}

/** When the next bulk send is allowed (null: now). One bulk send a day per account. */
export function bulkAvailableAt(db: Db | Tx, weddingId: string, now = new Date()): Date | null {
  const last = db
    .select({ createdAt: sendBatches.createdAt })
    .from(sendBatches)
    .where(
      and(
        eq(sendBatches.weddingId, weddingId),
        eq(sendBatches.scope, 'bulk'),
        gt(sendBatches.recipientCount, 0),
        gt(sendBatches.createdAt, new Date(now.getTime() - BULK_WINDOW_MS)),
      ),
    )
    .orderBy(desc(sendBatches.createdAt))
    .get();
  return last ? new Date(last.createdAt.getTime() + BULK_WINDOW_MS) : null;
}

/** The latest campaign (send round) of one kind of e-mail for a wedding; 1 before any send. */
export function currentCampaign(db: Db | Tx, weddingId: string, mode: SendBatchMode): number {
  const row = db
    .select({ campaign: sql<number | null>`max(${sendBatches.campaign})` })
    .from(sendBatches)
    .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, mode)))
    .get();
  return row?.campaign ?? 1;
}

export function guestEmailKey(weddingId: string, mode: CardProductKey, campaign: number, guestId: string): string {
  return `announce:${weddingId}:${mode}:c${campaign}:${guestId}`;
}

export function recipientOf(guest: { id: string; name: string; email: string | null }): Recipient {
  return { guestId: guest.id, name: guest.name, email: guest.email };
}

/**
 * Who a send is for: guests who can receive it, and those skipped with the reason. Shared by the
 * card e-mails and the special-request e-mail.
 */
export function chooseRecipients(db: Db, weddingId: string, target: { scope: 'bulk' } | { scope: 'single'; guestIds: string[] } | { scope: 'owner' }) {
  const skipped: SkippedRecipient[] = [];
  let chosen: GuestWithHousehold[];
  if (target.scope === 'bulk') chosen = allGuests(db, weddingId);
  else if (target.scope === 'single') {
    const wanted = target.guestIds;
    const found = new Map(allGuestsById(db, weddingId, wanted).map((g) => [g.id, g]));
    chosen = [];
    for (const id of wanted) {
      const guest = found.get(id);
      if (guest) chosen.push(guest);
      else skipped.push({ guestId: id, name: '', email: null, reason: 'not-found' });
    }
  } else chosen = [];
  const eligible: (GuestWithHousehold & { email: string })[] = [];
  for (const guest of chosen) {
    if (!guest.email) skipped.push({ ...recipientOf(guest), reason: 'no-email' });
    else if (guest.unsubscribed) skipped.push({ ...recipientOf(guest), reason: 'unsubscribed' });
    else eligible.push(guest as GuestWithHousehold & { email: string });
  }
  return { eligible, skipped };
}

function allGuestsById(db: Db, weddingId: string, ids: string[]): GuestWithHousehold[] {
  const result: GuestWithHousehold[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = db
      .select()
      .from(guests)
      .where(and(eq(guests.weddingId, weddingId), inArray(guests.id, chunk)))
      .all();
    result.push(...rows.map((g) => ({ ...g, householdName: null })));
  }
  return result;
}

/** The e-mails already recorded under these idempotency keys. */
export function existingKeys(db: Db | Tx, keys: string[]): Map<string, { id: string; status: string }> {
  const found = new Map<string, { id: string; status: string }>();
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    for (const row of db
      .select({ id: emails.id, key: emails.idempotencyKey, status: emails.status })
      .from(emails)
      .where(inArray(emails.idempotencyKey, chunk))
      .all()) {
      found.set(row.key, { id: row.id, status: row.status });
    }
  }
  return found;
}

/**
 * Records and queues the e-mails of one send action and answers what happened to each recipient.
 * Refusals: 403 for free accounts, 404 without a wedding, 400 when nobody can receive it,
 * 429 BULK_LIMIT_EXCEEDED (with limitResetAt) for a second bulk send within a day.
 */
export async function sendAnnouncement(deps: SendDeps, sender: Sender, request: SendRequest): Promise<SendResult> {
  const { db } = deps;
  if (!isPro(sender.role)) throw new UserError(403, EMAIL_PRO_ONLY, { code: EMAIL_PRO_ONLY_CODE });
  const weddingRow = findWeddingByOwner(db, sender.id);
  if (!weddingRow) throw new UserError(404, WEDDING_NOT_FOUND);
  const wedding = readWedding(weddingRow);
  const invite = ensureInvite(db, wedding.id);
  const requestKey = requestKeyOf(sender, request, `${wedding.version}:${invite.updatedAt.getTime()}`);

  const early = findReplay(db, wedding.id, requestKey);
  if (early) return early;

  const context: CardEmailContext = { config: deps.config, origin: deps.origin, product: request.mode, wedding, invite, renderEmail: deps.renderEmail };
  const isOwnerTest = request.target.scope === 'owner';
  const { eligible, skipped } = isOwnerTest ? { eligible: [], skipped: [] } : chooseRecipients(db, wedding.id, request.target);
  if (!isOwnerTest && eligible.length === 0) {
    throw new UserError(400, request.target.scope === 'bulk' ? NOBODY_IN_BULK : NOBODY_TO_SEND, { skipped });
  }

  // Render outside the write lock, for the campaign the send will most likely use.
  const guessedCampaign = currentCampaign(db, wedding.id, request.mode) + (request.newCampaign ? 1 : 0);
  const sentBefore = existingKeys(
    db,
    eligible.map((g) => guestEmailKey(wedding.id, request.mode, guessedCampaign, g.id)),
  );
  const rendered = new Map<string, ComposedEmail>();
  const renderFor = (guest: GuestWithHousehold & { email: string }) => {
    let email = rendered.get(guest.id);
    if (!email) {
      email = composeGuestEmail(context, guest);
      rendered.set(guest.id, email);
    }
    return email;
  };
  for (const guest of eligible) {
    if (!sentBefore.has(guestEmailKey(wedding.id, request.mode, guessedCampaign, guest.id))) renderFor(guest);
  }
  const ownerEmail = isOwnerTest ? composeOwnerTest(context, sender.email) : null;

  const outcome = db.transaction(
    (tx) => {
      const replay = findReplay(tx, wedding.id, requestKey);
      if (replay) return { result: replay, toQueue: [] as string[] };
      if (request.target.scope === 'bulk') {
        const availableAt = bulkAvailableAt(tx, wedding.id);
        if (availableAt) throw new UserError(429, BULK_LIMIT_MSG, { code: BULK_LIMIT_CODE, limitResetAt: availableAt.toISOString() });
      }
      const latest = currentCampaign(tx, wedding.id, request.mode);
      const hasSends = tx
        .select({ id: sendBatches.id })
        .from(sendBatches)
        .where(and(eq(sendBatches.weddingId, wedding.id), eq(sendBatches.mode, request.mode)))
        .get();
      const campaign = request.newCampaign && hasSends && !isOwnerTest ? latest + 1 : latest;
      const batchId = newId();
      const queued: Recipient[] = [];
      const alreadySent: Recipient[] = [];
      const toQueue: string[] = [];

      if (ownerEmail) {
        const row = tx
          .insert(emails)
          .values({ ...ownerEmail, idempotencyKey: `announce-test:${batchId}`, userId: sender.id, weddingId: wedding.id, batchId })
          .returning({ id: emails.id })
          .get();
        toQueue.push(row.id);
        queued.push({ guestId: 'owner', name: sender.name, email: sender.email });
      } else {
        const keys = eligible.map((g) => guestEmailKey(wedding.id, request.mode, campaign, g.id));
        const existing = existingKeys(tx, keys);
        eligible.forEach((guest, i) => {
          const key = keys[i]!;
          const before = existing.get(key);
          if (before?.status === 'failed') {
            // Every attempt failed: this send is still owed to the guest, so try it again.
            tx.update(emails).set({ status: 'queued', error: null, batchId }).where(eq(emails.id, before.id)).run();
            toQueue.push(before.id);
            queued.push(recipientOf(guest));
            return;
          }
          if (before) {
            alreadySent.push(recipientOf(guest));
            return;
          }
          const email = renderFor(guest);
          const row = tx
            .insert(emails)
            .values({ ...email, idempotencyKey: key, userId: sender.id, weddingId: wedding.id, guestId: guest.id, batchId })
            .returning({ id: emails.id })
            .get();
          toQueue.push(row.id);
          queued.push(recipientOf(guest));
        });
      }

      const createdAt = new Date();
      const result: Omit<SendResult, 'replayed'> = {
        batchId,
        mode: request.mode,
        scope: request.target.scope,
        campaign,
        queued,
        alreadySent,
        skipped,
        createdAt: createdAt.toISOString(),
      };
      tx.insert(sendBatches)
        .values({
          id: batchId,
          weddingId: wedding.id,
          mode: request.mode,
          scope: request.target.scope,
          recipientCount: queued.length,
          requestKey,
          campaign,
          result: result as unknown as Record<string, unknown>,
          createdAt,
        })
        .run();
      return { result: { ...result, replayed: false }, toQueue };
    },
    { behavior: 'immediate' },
  );

  await enqueueDeliveries(deps.queue, outcome.toQueue);
  return outcome.result;
}
