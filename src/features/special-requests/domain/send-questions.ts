// E-mailing the questions link, exactly once per guest and round, through the one campaign send
// (src/features/email/domain/send-campaign.ts) that the cards use too (send-announcement.ts).
// (1) A request key (the page's requestId, else a fingerprint of the request seen in the last
//     minute) replays the first answer of a repeated request and sends nothing.
// (2) Every e-mail has the key special-request:{wedding}:c{round}:{guest}, unique in the e-mail
//     table and decided inside one IMMEDIATE transaction: one e-mail per guest and round however
//     requests interleave; "send again" (newCampaign) starts the next round.
// (3) The worker sends a row only while it is not 'sent' and hands the provider the same key.
// It is Pro only (the spec's e-mail text), and a bulk send counts toward the account's one bulk
// e-mail a day, shared with save-the-dates, invitations and reminders.
import { z } from 'zod';
import type { DataStore } from '../../../core/db/store/store';
import { UserError } from '../../../core/errors';
import { ensureInvite } from '../../email';
import { type CampaignResult, currentCampaign, findBatch, type Sender, sendCampaign, sendersWedding, type StoreSendDeps } from '../../email';
import { type GuestSendStatus, sendStatusesOf } from '../../email';
import { atMostGuestsAtOnce, GUEST_ID } from '../../../shared/email/guest-ids';
import { CHOOSE_A_GUEST } from '../../../shared/email/texts';
import { composeQuestionsEmail, type QuestionsEmailContext } from './questions-email';
import { listSpecialQuestions } from './questions';
import { readSpecialSettings } from './settings';
import { specialRequestsRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

/** Why the questions cannot be e-mailed (the send refuses, the e-mail page says it before). */
export const SEND_BLOCKED = {
  noQuestion: appText('special-requests.email.needsQuestion'),
  noAddress: appText('special-requests.email.needsAddress'),
  offline: appText('special-requests.email.offline'),
} as const;

export const MODE = 'special-request' as const;

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
      z
        .union([z.literal('bulk'), z.array(z.string().regex(GUEST_ID, appText('special-requests.email.guestIdsPattern')))], {
          error: appText('special-requests.email.guestIdsList'),
        })
        .check(atMostGuestsAtOnce),
    ),
    newCampaign: flag,
    requestId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_:.-]{8,100}$/, appText('special-requests.email.requestId'))
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

export type QuestionsSendResult = CampaignResult<'single' | 'bulk'>;

export function questionsEmailKey(weddingId: string, campaign: number, guestId: string): string {
  return `${MODE}:${weddingId}:c${campaign}:${guestId}`;
}

function currentRound(store: DataStore, weddingId: string): Promise<number> {
  return currentCampaign(store, weddingId, MODE);
}

/** A past send of the couple, with what it answered (the sent page shows it). */
export async function findQuestionsBatch(store: DataStore, weddingId: string, batchId: string): Promise<QuestionsSendResult | null> {
  return (await findBatch(store, weddingId, MODE, batchId)) as QuestionsSendResult | null;
}

/** Records and queues the e-mails of one send (the email feature's campaign send, one store transaction) and answers what happened to each guest. */
export async function sendQuestions(deps: StoreSendDeps, sender: Sender, request: QuestionsSendRequest): Promise<QuestionsSendResult> {
  const store = deps.store;
  const wedding = await sendersWedding(store, sender);
  if (!wedding.weddingUrl) throw new UserError('questions.needs-web-address', SEND_BLOCKED.noAddress);
  if (!wedding.published) throw new UserError('questions.site-offline', SEND_BLOCKED.offline);
  const questions = await listSpecialQuestions(store, wedding.id);
  if (questions.length === 0) throw new UserError('questions.none', SEND_BLOCKED.noQuestion);
  const settings = await readSpecialSettings(specialRequestsRepository(store), wedding.id);
  const ids = request.target.scope === 'single' ? [...request.target.guestIds].sort() : [];
  const context: QuestionsEmailContext = {
    config: deps.config,
    origin: deps.origin,
    wedding: { ...wedding, weddingUrl: wedding.weddingUrl },
    invite: await ensureInvite(store, wedding.id),
    questions,
    intro: settings.intro,
    renderEmail: deps.renderEmail,
  };
  return sendCampaign(deps, {
    weddingId: wedding.id,
    sender,
    mode: MODE,
    target: request.target,
    newCampaign: request.newCampaign,
    requestId: request.requestId,
    fingerprint: [sender.id, request.target.scope, ids, request.newCampaign],
    emailKey: (campaign, guestId) => questionsEmailKey(wedding.id, campaign, guestId),
    compose: (guest) => composeQuestionsEmail(context, guest),
    extra: {},
  });
}

export interface QuestionsSendStatus extends GuestSendStatus {
  /** Has answered the questions (by any way). */
  responded: boolean;
}

/** Every guest with the state of their questions e-mails (the e-mail and sent pages list it). */
export async function questionsSendStatuses(store: DataStore, weddingId: string): Promise<QuestionsSendStatus[]> {
  const responded = new Set((await specialRequestsRepository(store).responses(weddingId)).map((r) => r.guestId));
  const statuses = await sendStatusesOf(store, weddingId, MODE, `${MODE}:${weddingId}:c${await currentRound(store, weddingId)}:`);
  return statuses.map((status) => ({
    ...status,
    responded: responded.has(status.guestId),
  }));
}
