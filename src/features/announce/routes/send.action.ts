// The announcement send as one action (issue 29 item 2): save-the-dates, invitations and reminders,
// declared once (input sendRequestSchema, output sendAnswerSchema, the domain's sendAnnouncement) and
// mounted twice: PATCH /api/v1/send-invite (product.md §7, JSON) and the announce pages' send form
// POST /app/announce/{slug}/send, which answers the SendDialogs island's fetch with `{ msg, redirect }`
// (or the refusal's 4xx `{ msg, code, limitResetAt }`, so BULK_LIMIT_EXCEEDED opens 'Daily limit
// reached') and a form without JavaScript with a 303 and the toast.
import { zonedFormatter } from '../../../shared/wedding/zoned-format';
import type { Context } from 'hono';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import { apiError } from '../../../core/http/api/errors';
import type { OwnerEnv, UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { safeRedirectTarget } from '../../../core/http/safe-redirect';
import { UserError } from '../../../core/errors';
import { appText } from '../../../shared/i18n/app';
import { ALREADY_SENT, BULK_LIMIT_TITLE, EMAIL_SENT, SEND_FAILED, tryAgainAfter } from '../../../shared/email/texts';
import { type CardProductKey, requestIdSchema, type SendAnswer, sendAnnouncement, sendAnswerSchema, type SendRequest } from '../../email';
import { renderEmail } from '../../email/web';
import { sendRequestDocument, sendRequestSchema, type SendResult, skippedText } from '../../email';
import { dailyLimitResetAt, sendRefusedJson, sendSucceeded, wantsJson } from './send-answer';

/** The toast for a send: 'Email sent' when anything was queued (product.md §8). */
export function sendMessage(result: SendResult): string {
  return result.queued.length > 0 || result.replayed ? EMAIL_SENT : ALREADY_SENT;
}

/** The page's toast: the message, how many it went to and who was left out. */
function sendToast(result: SendResult): string {
  const count = result.queued.length;
  const message = count && !result.replayed ? appText('announce.sentTo', { message: sendMessage(result), count }) : sendMessage(result);
  return `${message}${skippedText(result.skipped)}`;
}

/** An `Idempotency-Key` header works like the body's requestId (the body's wins). */
function withHeaderKey<E extends UserEnv>(c: Context<E>, request: SendRequest): SendRequest {
  const header = c.req.header('idempotency-key');
  if (request.requestId || !header) return request;
  const parsed = requestIdSchema.safeParse(header);
  if (!parsed.success) throw new UserError('input.invalid', parsed.error.issues[0]?.message ?? appText('announce.badIdempotencyKey'));
  return { ...request, requestId: parsed.data };
}

/** The one send: the signed-in person, the request's current wedding, the store, the queue and the card e-mails. */
async function send(c: Context<OwnerEnv>, request: SendRequest): Promise<SendAnswer> {
  const { user, wedding } = c.var;
  const result = await sendAnnouncement(
    { store: c.var.store, queue: c.var.queue, config: c.var.config, origin: publicOrigin(c), renderEmail },
    { id: user.id, name: user.name, email: user.email, weddingId: wedding.id },
    withHeaderKey(c, request),
  );
  return { msg: sendMessage(result), suppressToast: request.suppressToast, ...result };
}

const operation = {
  input: sendRequestSchema,
  documentedInput: sendRequestDocument,
  output: sendAnswerSchema,
  summary: 'Send save-the-dates, invitations or reminders: a test to the couple, chosen guests or every guest (one bulk send a day)',
};

/** Mounted at /api/v1/send-invite. */
export const sendInviteApiAction = defineAction<OwnerEnv, typeof sendRequestSchema, SendAnswer>({
  method: 'PATCH',
  path: '/',
  guard: requireApiOwner,
  ...operation,
  run: (c, request) => send(c, request),
});

/** "After a send through a redirect flow the app goes to the given redirect target" (product.md §4): our own app pages only. */
function redirectTarget(value: unknown): string | null {
  const target = safeRedirectTarget(value, '');
  return target === '/app' || target.startsWith('/app/') || target.startsWith('/app?') ? target : null;
}

/**
 * The announce page's send form for one card (`base` its page, `sentPage` where a guest send goes
 * next): with JavaScript JSON, without it a 303 back with the toast (a warning for today's limit).
 */
function pageForm(base: string, sentPage: string | null): ActionForm<OwnerEnv, SendRequest, SendAnswer> {
  return {
    onSuccess: (c, result, request) => {
      const target = redirectTarget(request.redirect) ?? (result.scope !== 'owner' && sentPage ? sentPage : base);
      return sendSucceeded(c, target, sendToast(result));
    },
    onError: (c, problem) => {
      if (wantsJson(c)) return problem.error ? sendRefusedJson(c, problem.error) : apiError(c, 'input.invalid', problem.msg);
      const limitResetAt = problem.error ? dailyLimitResetAt(problem.error) : null;
      if (limitResetAt) {
        setFlash(c, `${BULK_LIMIT_TITLE}: ${problem.msg} ${tryAgainAfter(zonedFormatter(c.var.wedding.timeZone, 'MMM d, h:mm a')(limitResetAt))}`, 'warning');
      } else setFlash(c, problem.msg || SEND_FAILED, 'error');
      return c.redirect(base, 303);
    },
  };
}

/** Mounted at /app/announce: POST /{slug}/send for the card `product`. */
export function announceSendPageAction(slug: string, product: CardProductKey, sentPage: string | null) {
  const base = `/app/announce/${slug}`;
  return defineAction<OwnerEnv, typeof sendRequestSchema, SendAnswer>({
    method: 'POST',
    path: `/${slug}/send`,
    guard: requirePageOwner,
    ...operation,
    run: (c, request) => send(c, { ...request, mode: product }),
    form: pageForm(base, sentPage),
  });
}
