// One campaign send: the exactly-once send transaction every bulk or chosen-guest e-mail goes
// through (save-the-dates, invitations and reminders in send-announcement.ts, the special-request
// questions in src/features/special-requests/domain/send-questions.ts, the guest journey's nudges and
// automatic reminders in src/features/journey/domain/remind.ts). The caller says what differs: who is
// meant (and who to leave out), how each e-mail is composed, its kind (send_batches.mode), its
// idempotency key and, for a worker, the clock.
//
// What can go wrong and what stops it:
// - a double click or a retried request: the same request key (the client's requestId, else a
//   fingerprint of the request seen in the last minute) replays the first answer, sends nothing;
//   a requestId is used once per wedding, whatever the kind;
// - two requests for the same guest at once: every guest e-mail has an idempotency key unique in
//   the e-mail table (the caller's emailKey, per kind, campaign and guest), decided inside one
//   store transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: SERIALIZABLE, retried), so one guest gets one e-mail per kind and campaign;
// - a job retried or run twice, a worker restarted: deliverEmail sends a row only while it is
//   not 'sent', and passes the same key to the provider, which drops a repeat of a send that got
//   through before the worker could record it.
// A bulk send counts toward the account's one bulk e-mail a day, shared by every kind. Sending
// again on purpose is a new campaign (newCampaign). Nothing is sent inline: rows are written
// first; on PostgreSQL their jobs commit with them, on SQLite they are queued after commit (if the
// queue is down the sweep queues them later). All SQL is in repository/campaigns.ts (send_batches,
// what the send reads) and repository/emails.ts (the e-mail rows), one implementation for both
// engines (issue 29 item 4).
import crypto from 'node:crypto';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import type { DataStore } from '../../../core/db/store/store';
import type { Queue } from '../../../core/queue/queue';
import { BULK_LIMIT_MSG, EMAIL_PRO_ONLY, NOBODY_IN_BULK, NOBODY_TO_SEND, WEDDING_NOT_FOUND } from '../../../shared/email/texts';
import { newId } from '../../../shared/ids';
import { UserError } from '../../../core/errors';
import { guestsRepository, type GuestsRepository, type GuestWithHousehold } from '../../guests';
import { readWedding, type Wedding } from '../../weddings';
import type { WeddingRow } from '../../../core/db/schema';
import { EMAIL_NOT_SENT_MSG } from './email-service';
import type { ComposedEmail } from './compose-card-email';
import type { RenderEmail } from './content';
import { emailProblemOf } from '../../../shared/email/email-problem';
import { capFreesAt, GUEST_LIMIT_MSG, reachableGuestCount, reachesMostOfTheList, recentGuestEmails } from './guest-limits';
import { enqueueDeliveries, type OutgoingEmail } from './queue-email';
import { campaignsRepository, type CampaignsRepository, type SendBatchMode, type SendBatchRow } from './repository/campaigns';
import { emailsRepository, type EmailsRepository } from './repository/emails';
import { recordActivity, sendDetail } from '../../activity';
import type { SendScope, SendTarget } from './send-request';

export type { SendBatchMode } from './repository/campaigns';

export const BULK_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A request without a requestId that repeats one of the last minute is a double submit. */
const REPEAT_WINDOW_MS = 60 * 1000;

export interface Recipient {
  /** A guest id, or 'owner' for a test to the couple. */
  guestId: string;
  name: string;
  email: string | null;
}
/**
 * Why a guest was left out: no address, unsubscribed, not on the list, already answered (a
 * reminder), their address bounced or they marked an e-mail as spam (until the couple edits the
 * address; issue 22 item 9), or they had today's e-mails (guest-limits.ts).
 */
export type SkipReason = 'no-email' | 'unsubscribed' | 'not-found' | 'answered' | 'bounced' | 'complained' | 'daily-limit';
export interface SkippedRecipient extends Recipient {
  reason: SkipReason;
}

/** What one send did to each recipient (also stored on its send_batches row and replayed). */
export interface CampaignResult<S extends SendScope = SendScope> {
  batchId: string;
  scope: S;
  campaign: number;
  queued: Recipient[];
  alreadySent: Recipient[];
  skipped: SkippedRecipient[];
  createdAt: string;
  /** True when this answer repeats an earlier identical request (nothing new was sent). */
  replayed: boolean;
}

export interface StoreSendDeps {
  /** The data store the send runs on (c.var.store, the worker's store). */
  store: DataStore;
  queue: Queue;
  config: { SESSION_SECRET?: string; dataDir: string; emailNotSent?: boolean };
  origin: string;
  /** Renders each e-mail (src/features/email/views/render.ts). */
  renderEmail: RenderEmail;
}

/** Who sends, and for which wedding: the request's current wedding (an owner, a partner or a planner acts on the wedding they chose). */
export interface Sender {
  id: string;
  name: string;
  email: string;
  weddingId: string;
}

export type CampaignGuest = GuestWithHousehold & { email: string };

/** The sender's wedding, for a guest e-mail: 404 without it, 403 when the wedding is not Pro (Pro belongs to the wedding). */
export async function sendersWedding(store: DataStore, sender: Pick<Sender, 'weddingId'>): Promise<Wedding> {
  return weddingThatSends(await weddingsRepository(store).byId(sender.weddingId));
}

/** The Pro gate on a wedding row as read: 404 without it, 403 when it is not Pro. */
export function weddingThatSends(row: WeddingRow | undefined): Wedding {
  if (!row) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
  if (!row.pro) throw new UserError('plan.pro-required', EMAIL_PRO_ONLY);
  return readWedding(row);
}

/**
 * What a send reads and writes: its batches and reads of the log (campaigns), the e-mail rows, the
 * guest list and the activity log's "send started" line. The store's are sendRepositoriesOf's;
 * the unit tests give memory ones (repository/campaigns.memory.ts).
 */
export interface SendRepositories {
  campaigns: CampaignsRepository;
  emails: Pick<EmailsRepository, 'record' | 'requeueFailed'>;
  guests: Pick<GuestsRepository, 'all'>;
  sendStarted(entry: { weddingId: string; userId: string; mode: SendBatchMode; count: number }): Promise<void>;
}

export function sendRepositoriesOf(store: DataStore): SendRepositories {
  return {
    campaigns: campaignsRepository(store),
    emails: emailsRepository(store),
    guests: guestsRepository(store),
    sendStarted: ({ weddingId, userId, mode, count }) => recordActivity(store, { weddingId, userId, kind: 'send.started', detail: sendDetail(mode, count) }),
  };
}

function requestKeyOf(requestId: string | undefined, fingerprint: unknown[]): string {
  if (requestId) return `req:${requestId}`;
  return `auto:${crypto.createHash('sha256').update(JSON.stringify(fingerprint)).digest('base64url')}`;
}

function storedResult(batch: SendBatchRow | undefined, replayed: boolean): CampaignResult | null {
  if (!batch?.result) return null;
  return { ...(batch.result as unknown as Omit<CampaignResult, 'replayed'>), replayed };
}

async function findReplay(campaigns: CampaignsRepository, weddingId: string, requestKey: string, now: Date) {
  const since = requestKey.startsWith('auto:') ? new Date(now.getTime() - REPEAT_WINDOW_MS) : null;
  return storedResult(await campaigns.batchByRequestKey(weddingId, requestKey, since), true);
}

/** A past send of one kind, with what it answered (the sent pages show it). */
export async function findBatch(store: DataStore, weddingId: string, mode: SendBatchMode, batchId: string): Promise<CampaignResult | null> {
  return storedResult(await campaignsRepository(store).batch(weddingId, mode, batchId), false);
}

const bulkFreesAt = (last: Date | null) => (last ? new Date(last.getTime() + BULK_WINDOW_MS) : null);

/** When the next bulk send is allowed (null: now). One bulk send a day per account. */
export async function bulkAvailableAt(store: DataStore, weddingId: string, now = new Date()): Promise<Date | null> {
  return bulkFreesAt(await campaignsRepository(store).lastBulkAfter(weddingId, new Date(now.getTime() - BULK_WINDOW_MS)));
}

/** The latest campaign (send round) of one kind of e-mail for a wedding; 1 before any send. */
export async function currentCampaign(store: DataStore, weddingId: string, mode: SendBatchMode): Promise<number> {
  return currentCampaignIn(campaignsRepository(store), weddingId, mode);
}

export async function currentCampaignIn(campaigns: CampaignsRepository, weddingId: string, mode: SendBatchMode): Promise<number> {
  return (await campaigns.latestCampaign(weddingId, mode)) ?? 1;
}

export function recipientOf(guest: { id: string; name: string; email: string | null }): Recipient {
  return { guestId: guest.id, name: guest.name, email: guest.email };
}

/** The guests meant: a chosen list (in its order, unknown ids skipped), else every guest. */
type Meant = string[] | 'everyone';

/** Who a send is for: guests who can receive it, and those skipped with the reason. */
async function chooseRecipients(repositories: SendRepositories, weddingId: string, meant: Meant, leaveOut?: (guest: GuestWithHousehold) => SkipReason | null) {
  const skipped: SkippedRecipient[] = [];
  let chosen: GuestWithHousehold[];
  if (meant === 'everyone') chosen = await repositories.guests.all(weddingId);
  else {
    const found = new Map((await repositories.campaigns.guestsByIds(weddingId, meant)).map((g) => [g.id, g]));
    chosen = [];
    for (const id of meant) {
      const guest = found.get(id);
      if (guest) chosen.push(guest);
      else skipped.push({ guestId: id, name: '', email: null, reason: 'not-found' });
    }
  }
  const eligible: CampaignGuest[] = [];
  for (const guest of chosen) {
    const reason = leaveOut?.(guest);
    const problem = emailProblemOf(guest);
    if (reason) skipped.push({ ...recipientOf(guest), reason });
    else if (!guest.email) skipped.push({ ...recipientOf(guest), reason: 'no-email' });
    else if (problem) skipped.push({ ...recipientOf(guest), reason: problem });
    else if (guest.unsubscribed) skipped.push({ ...recipientOf(guest), reason: 'unsubscribed' });
    else eligible.push(guest as CampaignGuest);
  }
  return { eligible, skipped };
}

/** What one kind of e-mail brings to the shared send. */
export interface CampaignSpec<S extends SendScope, Extra extends object> {
  weddingId: string;
  /** Who sends (the e-mails' user); the owner test also needs their name and address. */
  sender: Pick<Sender, 'id'> & Partial<Pick<Sender, 'name' | 'email'>>;
  /** The kind (send_batches.mode): campaigns are counted per kind. */
  mode: SendBatchMode;
  target: SendTarget & { scope: S };
  /** A bulk send to only these guests (the journey's nudges and rounds); default every guest. */
  onlyGuests?: string[];
  /** A reason to leave a guest out (e.g. answered), checked first, again inside the transaction. */
  leaveOut?: (guest: GuestWithHousehold) => SkipReason | null;
  /** When nobody can receive it: refuse (400, the default) or record the empty send (a reminder round). */
  whenNobody?: 'refuse' | 'record';
  newCampaign: boolean;
  /** The replay key as the caller makes it; else from requestId or the fingerprint. */
  requestKey?: string;
  requestId?: string;
  /** Identifies a repeated request without requestId (the same within a minute replays). */
  fingerprint: unknown[];
  /** Each guest's e-mail key, unique in the e-mail table: one e-mail per kind, campaign and guest. */
  emailKey: (campaign: number, guestId: string, batchId: string) => string;
  /** The guest's e-mail (rendered before the write lock, only for those who do not have it yet). */
  compose: (guest: CampaignGuest) => ComposedEmail;
  /** For target 'owner': the test to the couple and its key. */
  ownerTest?: { email: ComposedEmail; key: (batchId: string) => string };
  /** Stored with the result and replayed with it (the announcement's mode). */
  extra: Extra;
  /** The clock (the one-bulk-a-day rule, the batch's time); a worker passes its own. */
  now?: Date;
  /**
   * Never the day's bulk send, however many it reaches (a change-of-plans notice: it follows a
   * real change and has its own once-a-day rule). The per-guest cap still applies.
   */
  notBulk?: boolean;
  /**
   * Checks of the caller's own, first inside the send's transaction (throw to refuse). Its
   * repository calls join the transaction; await only the database (PostgreSQL may run it again).
   */
  guard?: (at: Date) => Promise<void>;
  /** Writes of the caller's own, in the same transaction, once the e-mails are recorded. */
  afterRecord?: (queued: number) => Promise<void>;
}

/**
 * Records and queues the e-mails of one send action and answers what happened to each recipient.
 * Who can receive it is decided again inside the store transaction (a guest who unsubscribed,
 * lost their address or answered meanwhile is skipped). Refusals: 400 when nobody can receive it
 * (with the skipped; unless whenNobody is 'record'), 429 BULK_LIMIT_EXCEEDED (with limitResetAt)
 * for a second bulk send within a day; 409 EMAIL_NOT_CONFIGURED in production without an e-mail
 * service (config.emailNotSent). The caller checks the account first (sendersWedding) and
 * anything its kind needs.
 */
export async function sendCampaign<S extends SendScope, Extra extends object>(
  deps: { store: DataStore; queue: Queue; config?: Pick<StoreSendDeps['config'], 'emailNotSent'> },
  spec: CampaignSpec<S, Extra>,
): Promise<CampaignResult<S> & Extra> {
  return sendCampaignWith({ repositories: sendRepositoriesOf(deps.store), queue: deps.queue, config: deps.config }, spec);
}

/** sendCampaign on the given repositories (one transaction: `campaigns.transaction`, which the others join). */
export async function sendCampaignWith<S extends SendScope, Extra extends object>(
  deps: { repositories: SendRepositories; queue: Queue; config?: Pick<StoreSendDeps['config'], 'emailNotSent'> },
  spec: CampaignSpec<S, Extra>,
): Promise<CampaignResult<S> & Extra> {
  type Result = CampaignResult<S> & Extra;
  // Production without an e-mail service: nothing is recorded as sent that would never leave (issue 28 item 2).
  if (deps.config?.emailNotSent) throw new UserError('email.not-configured', EMAIL_NOT_SENT_MSG);
  const { repositories } = deps;
  const { campaigns } = repositories;
  const { weddingId, sender, mode, target } = spec;
  const requestKey = spec.requestKey ?? requestKeyOf(spec.requestId, spec.fingerprint);

  const early = await findReplay(campaigns, weddingId, requestKey, spec.now ?? new Date());
  if (early) {
    await requeueWaiting(campaigns, deps.queue, early.batchId);
    return early as Result;
  }

  const ownerTest = target.scope === 'owner' ? spec.ownerTest : undefined;
  if (target.scope === 'owner' && !ownerTest) throw new Error('An owner test needs ownerTest');
  const chosenTarget: SendTarget = target;
  const meant: Meant = chosenTarget.scope === 'single' ? chosenTarget.guestIds : (spec.onlyGuests ?? 'everyone');
  const nobody = (skipped: SkippedRecipient[]) =>
    new UserError('email.nobody-to-send', target.scope === 'bulk' && !spec.onlyGuests ? NOBODY_IN_BULK : NOBODY_TO_SEND, { skipped });
  const refuseNobody = (spec.whenNobody ?? 'refuse') === 'refuse';
  const chosen = ownerTest ? { eligible: [], skipped: [] } : await chooseRecipients(repositories, weddingId, meant, spec.leaveOut);
  // Refused before the transaction when nobody can receive it, except a journey send (onlyGuests),
  // which answers the daily rule first, as the journey page always did.
  if (!ownerTest && chosen.eligible.length === 0 && refuseNobody && !spec.onlyGuests) throw nobody(chosen.skipped);

  // Render outside the transaction, for the campaign the send will most likely use.
  const batchId = newId();
  const guessedCampaign = (await currentCampaignIn(campaigns, weddingId, mode)) + (spec.newCampaign ? 1 : 0);
  const sentBefore = await campaigns.existingKeys(chosen.eligible.map((g) => spec.emailKey(guessedCampaign, g.id, batchId)));
  const rendered = new Map<string, ComposedEmail>();
  const renderFor = (guest: CampaignGuest) => {
    let email = rendered.get(guest.id);
    if (!email) {
      email = spec.compose(guest);
      rendered.set(guest.id, email);
    }
    return email;
  };
  for (const guest of chosen.eligible) {
    if (!sentBefore.has(spec.emailKey(guessedCampaign, guest.id, batchId))) renderFor(guest);
  }

  // One store transaction (SQLite: BEGIN IMMEDIATE; PostgreSQL: SERIALIZABLE, run again on a
  // conflict, so two bulk sends at once cannot both pass the day's rule). Everything below is
  // decided again inside it. The e-mail rows are recorded through the pipeline's repository: on
  // PostgreSQL their jobs are added in this same transaction; on SQLite after commit.
  const emailsRepo = repositories.emails;
  const outcome = await campaigns.transaction(async () => {
    const at = spec.now ?? new Date();
    const replay = await findReplay(campaigns, weddingId, requestKey, at);
    if (replay) return { result: replay as Result, toQueue: [] as string[], replayed: true };
    const toRecord: OutgoingEmail[] = [];
    const failedIds: string[] = [];
    await spec.guard?.(at);
    if (target.scope === 'bulk') await refuseSecondBulk(campaigns, weddingId, at);
    const { eligible, skipped } = ownerTest
      ? { eligible: [], skipped: [] as SkippedRecipient[] }
      : await chooseRecipients(repositories, weddingId, meant, spec.leaveOut);
    if (!ownerTest && eligible.length === 0 && refuseNobody) throw nobody(skipped);
    const latest = await campaigns.latestCampaign(weddingId, mode);
    const campaign = spec.newCampaign && latest !== null && !ownerTest ? latest + 1 : (latest ?? 1);
    const queued: Recipient[] = [];
    const alreadySent: Recipient[] = [];
    let batchScope: SendScope = target.scope;

    if (ownerTest) {
      toRecord.push({ ...ownerTest.email, idempotencyKey: ownerTest.key(batchId), userId: sender.id, weddingId, batchId });
      queued.push({ guestId: 'owner', name: sender.name ?? '', email: sender.email ?? null });
    } else {
      const keys = eligible.map((g) => spec.emailKey(campaign, g.id, batchId));
      const existing = await campaigns.existingKeys(keys);
      // Who gets a new e-mail (or, when every attempt failed, the owed one again), within today's cap.
      const owed: { guest: CampaignGuest; key: string; failedId?: string }[] = [];
      eligible.forEach((guest, i) => {
        const key = keys[i]!;
        const before = existing.get(key);
        if (before && before.status !== 'failed') alreadySent.push(recipientOf(guest));
        else owed.push({ guest, key, failedId: before?.id });
      });
      const recent = await recentGuestEmails(
        campaigns,
        weddingId,
        owed.map((o) => o.guest.id),
        at,
      );
      let limitFreesAt: Date | null = null;
      const sending = owed.filter(({ guest }) => {
        const freesAt = capFreesAt(recent.get(guest.id));
        if (!freesAt) return true;
        skipped.push({ ...recipientOf(guest), reason: 'daily-limit' });
        if (!limitFreesAt || freesAt < limitFreesAt) limitFreesAt = freesAt;
        return false;
      });
      if (sending.length === 0 && alreadySent.length === 0 && limitFreesAt && refuseNobody) {
        throw new UserError('email.guest-daily-limit', GUEST_LIMIT_MSG, { limitResetAt: (limitFreesAt as Date).toISOString() });
      }
      // A chosen-guests send that reaches most of the list is the day's bulk send.
      if (target.scope === 'single' && !spec.notBulk && reachesMostOfTheList(sending.length, await reachableGuestCount(campaigns, weddingId))) {
        await refuseSecondBulk(campaigns, weddingId, at);
        batchScope = 'bulk';
      }
      for (const { guest, key, failedId } of sending) {
        if (failedId) failedIds.push(failedId);
        else toRecord.push({ ...renderFor(guest), idempotencyKey: key, userId: sender.id, weddingId, guestId: guest.id, batchId });
        queued.push(recipientOf(guest));
      }
    }

    const recorded = await emailsRepo.record(toRecord);
    if (!ownerTest && queued.length > 0) await repositories.sendStarted({ weddingId, userId: sender.id, mode, count: queued.length });
    const requeued = await emailsRepo.requeueFailed(failedIds, batchId);
    const toQueue = [...recorded.queueAfterCommit, ...requeued.queueAfterCommit];
    const result = {
      batchId,
      ...spec.extra,
      scope: target.scope,
      campaign,
      queued,
      alreadySent,
      skipped,
      createdAt: at.toISOString(),
    };
    await campaigns.insertBatch({
      id: batchId,
      weddingId,
      mode,
      // The rule's view: a chosen-guests send that reached most of the list counts as bulk.
      scope: batchScope,
      recipientCount: queued.length,
      requestKey,
      campaign,
      result: result as unknown as Record<string, unknown>,
      createdAt: at,
    });
    await spec.afterRecord?.(queued.length);
    return { result: { ...result, replayed: false } as Result, toQueue, replayed: false };
  });

  if (outcome.replayed) await requeueWaiting(campaigns, deps.queue, outcome.result.batchId);
  // SQLite: the new rows' jobs, queued after commit (on PostgreSQL they committed with the rows: none here).
  else await enqueueDeliveries(deps.queue, outcome.toQueue);
  return outcome.result;
}

/** 429 BULK_LIMIT_EXCEEDED (with limitResetAt) when today's bulk send was used. */
async function refuseSecondBulk(campaigns: CampaignsRepository, weddingId: string, at: Date) {
  const availableAt = bulkFreesAt(await campaigns.lastBulkAfter(weddingId, new Date(at.getTime() - BULK_WINDOW_MS)));
  if (availableAt) throw new UserError('email.bulk-limit', BULK_LIMIT_MSG, { limitResetAt: availableAt.toISOString() });
}

/**
 * A repeated request (the couple's retry, the same Idempotency-Key) queues at once the e-mails of
 * that send still waiting (issue 28 item 16): the first request may have recorded them and died
 * before their jobs reached the queue. Only e-mails without a job get one, so one running is not
 * run twice.
 */
async function requeueWaiting(campaigns: CampaignsRepository, queue: Queue, batchId: string) {
  const waiting = await campaigns.queuedIdsOfBatch(batchId);
  if (waiting.length) await enqueueDeliveries(queue, waiting, { onlyIfAbsent: true });
}
