import { z } from 'zod';
import { appText } from '../../../shared/i18n/app';
import { atMostGuestsAtOnce, GUEST_ID } from '../../../shared/email/guest-ids';
import { CHOOSE_A_GUEST } from '../../../shared/email/texts';
import type { CardProductKey } from './products';

export type SendScope = 'owner' | 'single' | 'bulk';
export type SendTarget = { scope: 'owner' } | { scope: 'bulk' } | { scope: 'single'; guestIds: string[] };

export interface SendRequest {
  mode: CardProductKey;
  target: SendTarget;
  /** Send again to guests who already got this mode: starts a new campaign. */
  newCampaign: boolean;
  /** The client's id for this click; the same id never sends twice. */
  requestId?: string;
  suppressToast: boolean;
  /** The announce page's form: where to go after the send (an app page; checked by the page). */
  redirect?: string;
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

function normaliseGuestIds(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return normaliseGuestIds(JSON.parse(text));
      } catch {
        return value;
      }
    }
    if (text === 'owner' || text === 'bulk') return text;
    return text === ''
      ? []
      : text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
  }
  if (Array.isArray(value) && value.length === 1 && (value[0] === 'owner' || value[0] === 'bulk')) return value[0];
  return value;
}

/** The client's id for one click (the body's requestId or the Idempotency-Key header). */
export const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, appText('email.send.requestId'));

const guestIdsSchema = z.preprocess(
  normaliseGuestIds,
  z
    .union([z.literal('owner'), z.literal('bulk'), z.array(z.string().regex(GUEST_ID, appText('email.send.guestIds')))], {
      error: appText('email.send.guestIdsList'),
    })
    .check(atMostGuestsAtOnce),
);

const sendRequestFields = z.object({
  guestIds: guestIdsSchema,
  mode: z.enum(['invite', 'savethedate', 'reminder'], { error: appText('email.send.mode') }).default('invite'),
  suppressToast: flag,
  newCampaign: flag,
  requestId: requestIdSchema.optional(),
  redirect: z.string().max(2000).optional(),
});

/**
 * PATCH /send-invite (product.md §7): an array of guest ids (mode invite), or
 * `{ guestIds, mode, suppressToast?, newCampaign?, requestId? }`; guestIds may be 'owner' (a test
 * to the couple) or 'bulk' (every guest with an e-mail who has not unsubscribed). The announce
 * page's form sends `scope` (owner, bulk or single) with the ticked `guestIds`, and `redirect`.
 */
export const sendRequestSchema = z
  .preprocess((raw) => {
    if (Array.isArray(raw)) return { guestIds: raw };
    if (raw && typeof raw === 'object') {
      const body = { ...(raw as Record<string, unknown>) };
      if (body.mode === 'invitation' || body.mode === 'invitations') body.mode = 'invite';
      if (body.newCampaign === undefined && body.resend !== undefined) body.newCampaign = body.resend;
      if (body.scope === 'owner' || body.scope === 'bulk') body.guestIds = body.scope;
      else if (body.scope !== undefined) body.guestIds ??= [];
      return body;
    }
    return raw;
  }, sendRequestFields)
  .transform((body, ctx): SendRequest => {
    const { guestIds } = body;
    let target: SendTarget;
    if (guestIds === 'owner' || guestIds === 'bulk') target = { scope: guestIds };
    else {
      const unique = [...new Set(guestIds)];
      if (unique.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['guestIds'], message: CHOOSE_A_GUEST });
        return z.NEVER;
      }
      target = { scope: 'single', guestIds: unique };
    }
    return { mode: body.mode, target, newCampaign: body.newCampaign, requestId: body.requestId, suppressToast: body.suppressToast, redirect: body.redirect };
  });

/** The send's body as the OpenAPI document shows it: the bare array of guest ids, or the object. */
export const sendRequestDocument = z.union([z.array(z.string().regex(GUEST_ID)), sendRequestFields]);

const recipientSchema = z.object({ guestId: z.string(), name: z.string(), email: z.string().nullable() });

/** What a send answers (PATCH /send-invite, and the announce page's send asked for JSON). */
export const sendAnswerSchema = z.object({
  msg: z.string(),
  suppressToast: z.boolean(),
  /** Where the page goes next (the page's send). */
  redirect: z.string().optional(),
  batchId: z.string(),
  mode: z.enum(['invite', 'savethedate', 'reminder']),
  scope: z.enum(['owner', 'single', 'bulk']),
  campaign: z.number().int(),
  queued: z.array(recipientSchema),
  alreadySent: z.array(recipientSchema),
  skipped: z.array(recipientSchema.extend({ reason: z.enum(['no-email', 'unsubscribed', 'not-found', 'answered', 'bounced', 'complained', 'daily-limit']) })),
  createdAt: z.string(),
  /** True when this answer repeats an earlier identical request (nothing new was sent). */
  replayed: z.boolean(),
});
export type SendAnswer = z.output<typeof sendAnswerSchema>;
