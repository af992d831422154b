// E-mailing the questions link as one action (issue 29 item 2): declared once (input
// questionsSendSchema, output questionsSendAnswerSchema, sendQuestions on the store for the request's
// current wedding) and mounted twice: POST /api/v1/special-requests/send (JSON) and the e-mail page's
// POST /app/special-request/email, which answers the SendDialogs island's fetch with `{ msg, redirect }`
// (or the refusal's 4xx `{ msg, code, limitResetAt }`, so BULK_LIMIT_EXCEEDED opens 'Daily limit
// reached') and a form without JavaScript with a 303 to the sent page, or the page again with the problem.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { publicOrigin } from '../../../core/http/request-info';
import { ALREADY_SENT, EMAIL_SENT } from '../../../shared/email/texts';
import { sendAnswerSchema } from '../../email';
import { renderEmail } from '../../email/web';
import { type QuestionsSendRequest, type QuestionsSendResult, questionsSendSchema, sendQuestions } from '../domain/send-questions';

const questionsSendAnswerSchema = sendAnswerSchema.omit({ mode: true, suppressToast: true, redirect: true }).extend({ scope: z.enum(['single', 'bulk']) });
export type QuestionsSendAnswer = QuestionsSendResult & { msg: string };

async function send(c: Context<OwnerEnv>, request: QuestionsSendRequest): Promise<QuestionsSendAnswer> {
  const { user, wedding } = c.var;
  const result = await sendQuestions(
    { store: c.var.store, queue: c.var.queue, config: c.var.config, origin: publicOrigin(c), renderEmail },
    { id: user.id, name: user.name, email: user.email, weddingId: wedding.id },
    request,
  );
  const msg = result.queued.length > 0 || result.replayed ? EMAIL_SENT : result.alreadySent.length > 0 ? ALREADY_SENT : '';
  return { msg, ...result };
}

/** The send at `path` behind `guard`; with `form`, the page's no-JS answers. */
export function sendQuestionsAction(where: {
  path: string;
  guard: MiddlewareHandler<OwnerEnv>;
  form?: ActionForm<OwnerEnv, QuestionsSendRequest, QuestionsSendAnswer>;
}) {
  return defineAction({
    method: 'POST',
    ...where,
    summary: 'E-mail the special-request questions link to chosen guests or every guest (Pro; one bulk send a day)',
    input: questionsSendSchema,
    output: questionsSendAnswerSchema,
    run: (c: Context<OwnerEnv>, request: QuestionsSendRequest) => send(c, request),
  });
}
