// Sending the reminder card to a chosen set of guests who have not answered: the funnel's
// "Nudge" and the automatic reminders before the RSVP deadline. It follows the announcement send
// (src/domain/email/send-announcement.ts) and shares its rules and helpers:
// - it is a bulk send: one a day per wedding (bulkAvailableAt, decided inside the IMMEDIATE
//   transaction), recorded as a send_batches row of mode 'reminder', scope 'bulk';
// - a repeated request (same request key) replays the first answer and sends nothing;
// - every e-mail has an idempotency key unique in the e-mail table, so a retried job or a
//   killed worker never sends twice (deliverEmail sends a row once, with the key);
// - who gets it is decided again inside the transaction: a guest who answered, unsubscribed or
//   lost their address since the page was drawn (or since the reminder was rendered) is skipped.
// Rendering happens before the write lock; rows are written first, then their jobs queued (a
// queue outage leaves them 'queued' for the worker's sweep).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { emails, guests, sendBatches } from '../../db/schema';
import { composeGuestEmail, type ComposedEmail } from '../email/compose-card-email';
import { ensureInvite } from '../email/invite-store';
import { enqueueDeliveries } from '../email/queue-email';
import { bulkAvailableAt, currentCampaign, existingKeys, recipientOf, type Recipient, type SendDeps } from '../email/send-announcement';
import { UserError } from '../errors';
import type { Wedding } from '../wedding/wedding';
import { BULK_LIMIT_CODE, BULK_LIMIT_MSG, NOBODY_TO_SEND } from '../../shared/email/texts';
import { newId } from '../../shared/ids';
import { hasAnswered } from './funnel';

export type ReminderSkipReason = 'no-email' | 'unsubscribed' | 'answered' | 'not-found';

export interface ReminderResult {
  batchId: string;
  queued: Recipient[];
  alreadySent: Recipient[];
  skipped: (Recipient & { reason: ReminderSkipReason })[];
  createdAt: string;
  replayed: boolean;
}

export interface ReminderRound {
  wedding: Wedding;
  /** The guests meant (the stage's guests, or everyone for an automatic round). */
  guestIds: string[];
  /** The same key never sends twice: 'req:{form id}' for a nudge, 'auto-reminder:…' for a round. */
  requestKey: string;
  /** Each guest's e-mail key, unique in the e-mail table. */
  emailKey: (guestId: string, batchId: string) => string;
  now: Date;
  /** Refuse (400) when nobody can receive it; an automatic round records the empty round instead. */
  refuseEmpty: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function findReplay(db: Db | Tx, weddingId: string, requestKey: string): ReminderResult | null {
  const batch = db
    .select({ result: sendBatches.result })
    .from(sendBatches)
    .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.requestKey, requestKey)))
    .orderBy(desc(sendBatches.createdAt))
    .get();
  if (!batch?.result) return null;
  return { ...(batch.result as unknown as Omit<ReminderResult, 'replayed'>), replayed: true };
}

/** Whether a round with this request key was already recorded (sent, or found nobody to send to). */
export function roundRecorded(db: Db, weddingId: string, requestKey: string): { createdAt: Date; recipientCount: number } | null {
  return (
    db
      .select({ createdAt: sendBatches.createdAt, recipientCount: sendBatches.recipientCount })
      .from(sendBatches)
      .where(and(eq(sendBatches.weddingId, weddingId), eq(sendBatches.requestKey, requestKey)))
      .get() ?? null
  );
}

function readGuests(db: Db | Tx, weddingId: string, ids: string[]) {
  const rows: (typeof guests.$inferSelect)[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...db
        .select()
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), inArray(guests.id, ids.slice(i, i + 500))))
        .all(),
    );
  }
  return new Map(rows.map((g) => [g.id, g]));
}

/**
 * Records and queues the reminder card for the guests of a round who can receive it and have
 * not answered. Refuses with the announcement's messages: 429 BULK_LIMIT_EXCEEDED (limitResetAt)
 * when today's bulk e-mail was used, 400 when nobody can receive it (refuseEmpty).
 */
export async function sendReminderRound(deps: SendDeps, ownerId: string, round: ReminderRound): Promise<ReminderResult> {
  const { db } = deps;
  const { wedding, now } = round;
  const early = findReplay(db, wedding.id, round.requestKey);
  if (early) return early;

  // Render outside the write lock for everyone who can receive it now.
  const invite = ensureInvite(db, wedding.id);
  const context = { config: deps.config, origin: deps.origin, product: 'reminder' as const, wedding, invite, renderEmail: deps.renderEmail };
  const rendered = new Map<string, ComposedEmail>();
  for (const guest of readGuests(db, wedding.id, round.guestIds).values()) {
    if (guest.email && !guest.unsubscribed && !hasAnswered(guest)) rendered.set(guest.id, composeGuestEmail(context, { ...guest, email: guest.email }));
  }

  const outcome = db.transaction(
    (tx) => {
      const replay = findReplay(tx, wedding.id, round.requestKey);
      if (replay) return { result: replay, toQueue: [] as string[] };
      const availableAt = bulkAvailableAt(tx, wedding.id, now);
      if (availableAt) throw new UserError(429, BULK_LIMIT_MSG, { code: BULK_LIMIT_CODE, limitResetAt: availableAt.toISOString() });

      const batchId = newId();
      const current = readGuests(tx, wedding.id, round.guestIds);
      const queued: Recipient[] = [];
      const alreadySent: Recipient[] = [];
      const skipped: ReminderResult['skipped'] = [];
      const toQueue: string[] = [];
      const candidates: { guest: typeof guests.$inferSelect; key: string }[] = [];
      for (const id of round.guestIds) {
        const guest = current.get(id);
        if (!guest) skipped.push({ guestId: id, name: '', email: null, reason: 'not-found' });
        else if (hasAnswered(guest)) skipped.push({ ...recipientOf(guest), reason: 'answered' });
        else if (!guest.email) skipped.push({ ...recipientOf(guest), reason: 'no-email' });
        else if (guest.unsubscribed) skipped.push({ ...recipientOf(guest), reason: 'unsubscribed' });
        else candidates.push({ guest, key: round.emailKey(guest.id, batchId) });
      }
      if (candidates.length === 0 && round.refuseEmpty) throw new UserError(400, NOBODY_TO_SEND, { skipped });
      const existing = existingKeys(
        tx,
        candidates.map((c) => c.key),
      );
      for (const { guest, key } of candidates) {
        if (existing.has(key)) {
          alreadySent.push(recipientOf(guest));
          continue;
        }
        // Rendered before the lock unless the guest became reachable meanwhile (rare): render now.
        const email = rendered.get(guest.id) ?? composeGuestEmail(context, { ...guest, email: guest.email! });
        const row = tx
          .insert(emails)
          .values({ ...email, to: guest.email!, idempotencyKey: key, userId: ownerId, weddingId: wedding.id, guestId: guest.id, batchId })
          .returning({ id: emails.id })
          .get();
        toQueue.push(row.id);
        queued.push(recipientOf(guest));
      }
      const result: Omit<ReminderResult, 'replayed'> = { batchId, queued, alreadySent, skipped, createdAt: now.toISOString() };
      tx.insert(sendBatches)
        .values({
          id: batchId,
          weddingId: wedding.id,
          mode: 'reminder',
          scope: 'bulk',
          recipientCount: queued.length,
          requestKey: round.requestKey,
          campaign: currentCampaign(tx, wedding.id, 'reminder'),
          result: result as unknown as Record<string, unknown>,
          createdAt: now,
        })
        .run();
      return { result: { ...result, replayed: false }, toQueue };
    },
    { behavior: 'immediate' },
  );
  await enqueueDeliveries(deps.queue, outcome.toQueue);
  return outcome.result;
}
