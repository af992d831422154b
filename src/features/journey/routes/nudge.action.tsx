// The funnel's "Nudge" as one action (issue 29 item 2): the reminder card to the guests at one step,
// declared once (input nudgeSchema, output nudgeAnswerSchema, sendReminderRound) and mounted twice:
// POST /api/v1/journey/nudge (JSON) and the journey page's POST /app/journey/nudge, which answers the
// SendDialogs island's fetch with `{ msg, redirect }` (or the refusal's 4xx, so BULK_LIMIT_EXCEEDED
// opens 'Daily limit reached') and a form without JavaScript with the confirmation page, then a 303
// and the toast. Without `confirmed` nothing is sent: the answer says who it would go to.
import { zonedFormatter } from '../../../shared/wedding/zoned-format';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import { UserError } from '../../../core/errors';
import { apiError } from '../../../core/http/api/errors';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner, requirePro } from '../../../core/http/middleware/guards';
import { publicOrigin } from '../../../core/http/request-info';
import { BULK_LIMIT_TITLE, EMAIL_PRO_ONLY, EMAIL_SENT, tryAgainAfter } from '../../../shared/email/texts';
import { appText } from '../../../shared/i18n/app';
import { dailyLimitResetAt, sendRefusedJson, sendSucceeded, wantsJson } from '../../announce/web';
import { bulkAvailableAt, requestIdSchema, skippedText } from '../../email';
import { renderEmail } from '../../email/web';
import { readWedding } from '../../weddings';
import { appPage } from '../../weddings/web';
import { JOURNEY_STAGES } from '../domain/funnel';
import { sendReminderRound } from '../domain/remind';
import { NudgeConfirmPage } from '../views/NudgeConfirmPage';
import { funnelOf } from './funnel-of';
import { JOURNEY_PATH } from './reminders.action';

/** A nudge: the step whose guests get the reminder card, and the form's id for this click. */
const nudgeSchema = z.object({
  stage: z.enum(JOURNEY_STAGES.filter((s) => s !== 'answered') as [string, ...string[]], { error: appText('journey.nudge.chooseStep') }),
  requestId: requestIdSchema,
  /** Sent by the confirmation (the dialog, or the confirmation page without JavaScript); without it nothing is sent. */
  confirmed: z.literal('1').optional(),
});

const nudgeAnswerSchema = z.object({
  msg: z.string(),
  /** False without `confirmed`: nothing was sent, `names` says who would get it. */
  sent: z.boolean(),
  stage: z.string(),
  stageLabel: z.string(),
  names: z.array(z.string()).optional(),
  /** Without `confirmed`: when today's bulk e-mail frees up (null: now). */
  bulkAvailableAt: z.string().nullable().optional(),
  queued: z.number().int().optional(),
  skipped: z.number().int().optional(),
  replayed: z.boolean().optional(),
});
type NudgeAnswer = z.output<typeof nudgeAnswerSchema>;

const NOT_CONFIRMED = appText('journey.nudge.notConfirmed');

const operation = {
  summary: 'Nudge the guests at one step of the journey with the reminder card (Pro; one bulk e-mail a day)',
  input: nudgeSchema,
  output: nudgeAnswerSchema,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof nudgeSchema>): Promise<NudgeAnswer> => {
    const wedding = readWedding(c.var.wedding);
    const stage = (await funnelOf(c)).stages.find((s) => s.stage === input.stage);
    const about = { stage: input.stage, stageLabel: stage?.label ?? input.stage };
    if (!input.confirmed) {
      const limit = await bulkAvailableAt(c.var.store, wedding.id);
      const names = (stage?.guests ?? []).filter((g) => g.canReceive).map((g) => g.name);
      return { msg: NOT_CONFIRMED, sent: false, ...about, names, bulkAvailableAt: limit ? limit.toISOString() : null };
    }
    const result = await sendReminderRound(
      { store: c.var.store, queue: c.var.queue, config: c.var.config, origin: publicOrigin(c), renderEmail },
      c.var.user.id,
      {
        wedding,
        guestIds: (stage?.guests ?? []).map((g) => g.guestId),
        requestKey: `req:nudge:${input.requestId}`,
        emailKey: (guestId, batchId) => `nudge:${wedding.id}:${batchId}:${guestId}`,
        now: new Date(),
        refuseEmpty: true,
      },
    );
    const count = result.queued.length;
    const msg = `${count && !result.replayed ? appText('journey.nudge.sentTo', { message: EMAIL_SENT, count }) : EMAIL_SENT}${skippedText(result.skipped)}`;
    return { msg, sent: true, ...about, queued: count, skipped: result.skipped.length, replayed: result.replayed };
  },
};

/** The API's Pro check (403 before the body is read). */
const requireProApi = requirePro(EMAIL_PRO_ONLY) as unknown as MiddlewareHandler<OwnerEnv>;

/** Mounted at /api/v1/journey. */
export const nudgeApiAction = defineAction({ method: 'POST', path: '/nudge', guard: [requireApiOwner, requireProApi], ...operation });

/** The page's Pro check before the body: the refusal as JSON for the dialog, else back with the Pro text. */
const proOrRefuse: MiddlewareHandler<OwnerEnv> = async (c, next) => {
  if (!c.var.pro) {
    if (wantsJson(c)) return sendRefusedJson(c, new UserError('plan.pro-required', EMAIL_PRO_ONLY));
    setFlash(c, EMAIL_PRO_ONLY, 'error');
    return c.redirect(JOURNEY_PATH, 303);
  }
  await next();
};

const pageForm: ActionForm<OwnerEnv, z.output<typeof nudgeSchema>, NudgeAnswer> = {
  onSuccess: (c, result, input) => {
    if (result.sent) return sendSucceeded(c, JOURNEY_PATH, result.msg);
    // Without JavaScript: the confirmation page, as the dialog asks with it (issue 22 item 10).
    const limit = result.bulkAvailableAt ? zonedFormatter(c.var.wedding.timeZone, 'EEE, MMM d, h:mm a')(new Date(result.bulkAvailableAt)) : null;
    return appPage(
      c,
      appText('journey.title'),
      <NudgeConfirmPage stage={result.stage} stageLabel={result.stageLabel} requestId={input.requestId} names={result.names ?? []} bulkAvailableAt={limit} />,
    );
  },
  onError: (c, problem) => {
    if (wantsJson(c)) return problem.error ? sendRefusedJson(c, problem.error) : apiError(c, 'input.invalid', problem.msg);
    const limitResetAt = problem.error ? dailyLimitResetAt(problem.error) : null;
    if (limitResetAt) {
      const when = zonedFormatter(c.var.wedding.timeZone, 'EEE, MMM d, h:mm a')(new Date(limitResetAt));
      setFlash(c, appText('journey.nudge.limitFlash', { title: BULK_LIMIT_TITLE, message: problem.msg, tryAgain: tryAgainAfter(when) }), 'warning');
    } else setFlash(c, problem.msg, 'error');
    return c.redirect(JOURNEY_PATH, 303);
  },
};

/** Mounted at /app/journey. */
export const nudgePageAction = defineAction({ method: 'POST', path: '/nudge', guard: [requirePageOwner, proOrRefuse], ...operation, form: pageForm });
