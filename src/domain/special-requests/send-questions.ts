// E-mailing the questions link, exactly once per guest and round, through the e-mail product's
// outbox (src/domain/email): the same three guards as the cards (send-announcement.ts).
// (1) A request key (the page's requestId, else a fingerprint of the request seen in the last
//     minute) replays the first answer of a repeated request and sends nothing.
// (2) Every e-mail has the key special-request:{wedding}:c{round}:{guest}, unique in the e-mail
//     table and decided inside one IMMEDIATE transaction: one e-mail per guest and round however
//     requests interleave; "send again" (newCampaign) starts the next round.
// (3) The worker sends a row only while it is not 'sent' and hands the provider the same key.
// It is Pro only (the spec's e-mail text), and a bulk send counts toward the account's one bulk
// e-mail a day, shared with save-the-dates, invitations and reminders.
import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { allGuests, type GuestWithHousehold } from '../../db/queries/guests';
import { findWeddingByOwner } from '../../db/queries/weddings';
import { readWedding } from '../wedding/wedding';
import { emails, sendBatches, specialResponses } from '../../db/schema';
import { UserError } from '../errors';
import { isPro } from '../auth/roles';
import type { ComposedEmail } from '../email/compose-card-email';
import { ensureInvite } from '../email/invite-store';
import { enqueueDeliveries } from '../email/queue-email';
import {
  bulkAvailableAt,
  chooseRecipients,
  currentCampaign,
  existingKeys,
  recipientOf,
  type Recipient,
  type SendDeps,
  type Sender,
  type SkippedRecipient,
} from '../email/send-announcement';
import type { GuestSendState, GuestSendStatus } from '../email/send-status';
import { deliveryStatusOf } from '../email/delivery-status';
import type { DeliveryStatus } from '../../shared/email/delivery-labels';
import {
  BULK_LIMIT_CODE,
  BULK_LIMIT_MSG,
  CHOOSE_A_GUEST,
  EMAIL_PRO_ONLY,
  EMAIL_PRO_ONLY_CODE,
  NOBODY_IN_BULK,
  NOBODY_TO_SEND,
  WEDDING_NOT_FOUND,
} from '../../shared/email/texts';
import { newId } from '../../shared/ids';
import { composeQuestionsEmail, type QuestionsEmailContext } from './questions-email';
import { listSpecialQuestions } from './questions';
import { readSpecialSettings } from './settings';
import { ADD_A_QUESTION_FIRST, NEEDS_WEB_ADDRESS, SITE_OFFLINE } from './texts';

export const MODE = 'special-request' as const;
const REPEAT_WINDOW_MS = 60 * 1000;
const GUEST_ID = /^[a-z2-7]{1,64}$/;

export type QuestionsTarget = { scope: 'bulk' } | { scope: 'single'; guestIds: string[] };
export interface QuestionsSendRequest {
  target: QuestionsTarget;
  newCampaign: boolean;
  requestId?: string;
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

/** `{ guestIds: 'bulk' | [ids] | 'id,id', newCampaign?, requestId? }` (JSON or the page's form). */
export const questionsSendSchema = z
  .object({
    guestIds: z.preprocess(
      (value) => {
        if (value === undefined || value === null) return [];
        if (typeof value === 'string')
          return value.trim() === 'bulk'
            ? 'bulk'
            : value
                .split(',')
                .map((id) => id.trim())
                .filter(Boolean);
        if (Array.isArray(value) && value.length === 1 && value[0] === 'bulk') return 'bulk';
        return value;
      },
      z.union([
        z.literal('bulk'),
        z
          .array(z.string().regex(GUEST_ID, "guestIds are guest ids, or 'bulk' alone"), { error: "guestIds must be a list of guest ids or 'bulk'" })
          .max(400, 'At most 400 guests at once'),
      ]),
    ),
    newCampaign: flag,
    requestId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'requestId must be 8 to 100 letters, digits or -_:.')
      .optional(),
  })
  .transform((body, ctx): QuestionsSendRequest => {
    if (body.guestIds === 'bulk') return { target: { scope: 'bulk' }, newCampaign: body.newCampaign, requestId: body.requestId };
    const ids = [...new Set(body.guestIds)];
    if (ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['guestIds'], message: CHOOSE_A_GUEST });
      return z.NEVER;
    }
    return { target: { scope: 'single', guestIds: ids }, newCampaign: body.newCampaign, requestId: body.requestId };
  });

export interface QuestionsSendResult {
  batchId: string;
  scope: 'single' | 'bulk';
  campaign: number;
  queued: Recipient[];
  alreadySent: Recipient[];
  skipped: SkippedRecipient[];
  createdAt: string;
  replayed: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function questionsEmailKey(weddingId: string, campaign: number, guestId: string): string {
  return `${MODE}:${weddingId}:c${campaign}:${guestId}`;
}

export function currentRound(db: Db | Tx, weddingId: string): number {
  return currentCampaign(db, weddingId, MODE);
}

function findReplay(db: Db | Tx, weddingId: string, requestKey: string): QuestionsSendResult | null {
  const conditions = [eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, MODE), eq(sendBatches.requestKey, requestKey)];
  if (requestKey.startsWith('auto:')) conditions.push(gt(sendBatches.createdAt, new Date(Date.now() - REPEAT_WINDOW_MS)));
  const batch = db
    .select()
    .from(sendBatches)
    .where(and(...conditions))
    .orderBy(desc(sendBatches.createdAt))
    .get();
  if (!batch?.result) return null;
  return { ...(batch.result as unknown as Omit<QuestionsSendResult, 'replayed'>), replayed: true };
}

/** A past send of the couple, with what it answered (the sent page shows it). */
export function findQuestionsBatch(db: Db, weddingId: string, batchId: string): QuestionsSendResult | null {
  const batch = db
    .select()
    .from(sendBatches)
    .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.mode, MODE), eq(sendBatches.id, batchId)))
    .get();
  if (!batch?.result) return null;
  return { ...(batch.result as unknown as Omit<QuestionsSendResult, 'replayed'>), replayed: false };
}

/** Records and queues the e-mails of one send and answers what happened to each guest. */
export async function sendQuestions(deps: SendDeps, sender: Sender, request: QuestionsSendRequest): Promise<QuestionsSendResult> {
  const { db } = deps;
  if (!isPro(sender.role)) throw new UserError(403, EMAIL_PRO_ONLY, { code: EMAIL_PRO_ONLY_CODE });
  const row = findWeddingByOwner(db, sender.id);
  if (!row) throw new UserError(404, WEDDING_NOT_FOUND);
  const wedding = readWedding(row);
  if (!wedding.weddingUrl) throw new UserError(400, NEEDS_WEB_ADDRESS);
  if (!wedding.published) throw new UserError(400, SITE_OFFLINE);
  const questions = listSpecialQuestions(db, wedding.id);
  if (questions.length === 0) throw new UserError(400, ADD_A_QUESTION_FIRST);
  const settings = readSpecialSettings(db, wedding.id);

  const ids = request.target.scope === 'single' ? [...request.target.guestIds].sort() : [];
  const fingerprint = JSON.stringify([sender.id, request.target.scope, ids, request.newCampaign]);
  const requestKey = request.requestId ? `req:${request.requestId}` : `auto:${crypto.createHash('sha256').update(fingerprint).digest('base64url')}`;
  const early = findReplay(db, wedding.id, requestKey);
  if (early) return early;

  const { eligible, skipped } = chooseRecipients(db, wedding.id, request.target);
  if (eligible.length === 0) throw new UserError(400, request.target.scope === 'bulk' ? NOBODY_IN_BULK : NOBODY_TO_SEND, { skipped });

  const context: QuestionsEmailContext = {
    config: deps.config,
    origin: deps.origin,
    wedding: { ...wedding, weddingUrl: wedding.weddingUrl },
    invite: ensureInvite(db, wedding.id),
    questions,
    intro: settings.intro,
    renderEmail: deps.renderEmail,
  };
  const rendered = new Map<string, ComposedEmail>();
  const renderFor = (guest: GuestWithHousehold & { email: string }) => {
    let email = rendered.get(guest.id);
    if (!email) {
      email = composeQuestionsEmail(context, guest);
      rendered.set(guest.id, email);
    }
    return email;
  };

  const outcome = db.transaction(
    (tx) => {
      const replay = findReplay(tx, wedding.id, requestKey);
      if (replay) return { result: replay, toQueue: [] as string[] };
      if (request.target.scope === 'bulk') {
        const availableAt = bulkAvailableAt(tx, wedding.id);
        if (availableAt) throw new UserError(429, BULK_LIMIT_MSG, { code: BULK_LIMIT_CODE, limitResetAt: availableAt.toISOString() });
      }
      const latest = currentRound(tx, wedding.id);
      const hasSends = tx
        .select({ id: sendBatches.id })
        .from(sendBatches)
        .where(and(eq(sendBatches.weddingId, wedding.id), eq(sendBatches.mode, MODE)))
        .get();
      const campaign = request.newCampaign && hasSends ? latest + 1 : latest;
      const batchId = newId();
      const queued: Recipient[] = [];
      const alreadySent: Recipient[] = [];
      const toQueue: string[] = [];
      const keys = eligible.map((g) => questionsEmailKey(wedding.id, campaign, g.id));
      const existing = existingKeys(tx, keys);
      eligible.forEach((guest, i) => {
        const before = existing.get(keys[i]!);
        if (before?.status === 'failed') {
          // Every attempt failed: still owed to the guest, so try again.
          tx.update(emails).set({ status: 'queued', error: null, batchId }).where(eq(emails.id, before.id)).run();
          toQueue.push(before.id);
          queued.push(recipientOf(guest));
          return;
        }
        if (before) {
          alreadySent.push(recipientOf(guest));
          return;
        }
        const inserted = tx
          .insert(emails)
          .values({ ...renderFor(guest), idempotencyKey: keys[i]!, userId: sender.id, weddingId: wedding.id, guestId: guest.id, batchId })
          .returning({ id: emails.id })
          .get();
        toQueue.push(inserted.id);
        queued.push(recipientOf(guest));
      });
      const createdAt = new Date();
      const result: Omit<QuestionsSendResult, 'replayed'> = {
        batchId,
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
          mode: MODE,
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

export interface QuestionsSendStatus extends GuestSendStatus {
  /** Has answered the questions (by any way). */
  responded: boolean;
}

/** Every guest with the state of their questions e-mails (the e-mail and sent pages list it). */
export function questionsSendStatuses(db: Db, weddingId: string): QuestionsSendStatus[] {
  const prefix = `${MODE}:${weddingId}:c${currentRound(db, weddingId)}:`;
  const rows = db
    .select({
      guestId: emails.guestId,
      status: emails.status,
      createdAt: emails.createdAt,
      sentAt: emails.sentAt,
      key: emails.idempotencyKey,
      deliveredAt: emails.deliveredAt,
      delayedAt: emails.delayedAt,
      bouncedAt: emails.bouncedAt,
      complainedAt: emails.complainedAt,
      openedAt: emails.openedAt,
    })
    .from(emails)
    .where(and(eq(emails.weddingId, weddingId), eq(emails.kind, MODE), isNotNull(emails.guestId)))
    .orderBy(asc(emails.createdAt))
    .all();
  const byGuest = new Map<string, { status: string; at: Date; count: number; current: boolean; delivery: DeliveryStatus }>();
  for (const r of rows) {
    const previous = byGuest.get(r.guestId!);
    byGuest.set(r.guestId!, {
      status: r.status,
      at: r.sentAt ?? r.createdAt,
      count: (previous?.count ?? 0) + 1,
      current: (previous?.current ?? false) || r.key.startsWith(prefix),
      delivery: deliveryStatusOf(r),
    });
  }
  const responded = new Set(
    db
      .select({ guestId: specialResponses.guestId })
      .from(specialResponses)
      .where(eq(specialResponses.weddingId, weddingId))
      .all()
      .map((r) => r.guestId),
  );
  return allGuests(db, weddingId).map((guest) => {
    const sent = byGuest.get(guest.id);
    return {
      guestId: guest.id,
      name: guest.name,
      email: guest.email,
      unsubscribed: guest.unsubscribed,
      state: (sent?.status as GuestSendState | undefined) ?? 'not-sent',
      lastAt: sent ? sent.at.toISOString() : null,
      count: sent?.count ?? 0,
      inCurrentCampaign: sent?.current ?? false,
      canReceive: Boolean(guest.email) && !guest.unsubscribed,
      ...(sent ? { delivery: sent.delivery } : {}),
      responded: responded.has(guest.id),
    };
  });
}
