// The questions page's two writes as actions (issue 29 item 2), each declared once and answering at two addresses:
//   answers by a personal link:
//     PATCH /api/v1/guest-list { questionsId, token, answers | answer.{questionId}, from? } (product.md §7: "The
//       questions page uses the same two calls"): 200 { msg, guest, questions }; 400 { msg, errors } per field;
//       400 RSVP_LINK_INVALID; the wedding's gate (404/403/401/423).
//     POST /questions/{w} (the no-JS form): 303 …/submitted?token=…, or the page again with the problems.
//   answers from someone the link does not name:
//     POST /api/v1/guest-list { questionsId, name, email, message?, answers }: a name that finds one household's
//       guest answers as that guest (200); otherwise a guest added within the plan's limit when the couple allows
//       it (201), else a note for the couple (202). Counted as a name lookup (429 past the budget).
//     POST /questions/{w}/new (the no-JS form): 303 …/submitted?token=… (a guest) or ?note=sent, or the form again.
// At /api/v1/guest-list they share the couple's addresses: `questionsId` alone (in the body or the query)
// makes a call the questions page's (questionsIdGate); without it the guard passes it on to the couple's
// guest-list actions unchanged, and with it no session's authority is used (a signed-in couple is a visitor).
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { isFormBody } from '../../../core/actions/read-input';
import { passOn } from '../../../core/actions/register-actions';
import { UserError } from '../../../core/errors';
import type { AppEnv } from '../../../core/http/context';
import { pageRedirectFor, takeLookup } from '../../rsvp/web';
import { translator } from '../../../shared/i18n';
import { questionsAnswerSchema, questionsVisitorSchema } from '../../../shared/rsvp/questions-page';
import { ANSWERS_RECEIVED, NOTE_SENT, QUESTIONS_LINK_INVALID } from '../../../shared/rsvp/texts';
import { checkAnswers, mergeAnswers, readAnswers, SpecialValidationError } from '../domain/answer-input';
import { saveSpecialAnswers } from '../domain/answers';
import type { SpecialAnswers, SpecialQuestion } from '../domain/model';
import { listSpecialQuestions } from '../domain/questions';
import { answerAsVisitor } from '../domain/visitors';
import { guestOfToken, publicGuestJson, questionsGate } from './access';
import { answerErrors, answerState, baseOf, languageOf, type QuestionsPageGate, renderPage, text, visitorError, withLang } from './public-render';
import { specialRepositories, VISITOR_RULES } from '../domain/repositories';

export type QuestionsGateEnv = { Variables: AppEnv['Variables'] & { questionsGate: QuestionsPageGate } };
type Where = { method: 'PATCH' | 'POST'; path: string; guard: MiddlewareHandler<QuestionsGateEnv> };

/** The questions page's id in a /guest-list call: body `questionsId` or `?questionsId=` (null: not this branch's call). */
async function questionsIdOf(c: Context): Promise<string | null> {
  let value: unknown = c.req.query('questionsId');
  try {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/json')) value = ((await c.req.json()) as { questionsId?: unknown } | null)?.questionsId ?? value;
    else if (isFormBody(c)) value = (await c.req.formData()).get('questionsId') ?? value;
  } catch {
    return null; // an unreadable body is the couple's API's to answer, as it always has
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;
}

/** At /api/v1/guest-list: a call naming `questionsId` is the questions page's (the wedding's gate, JSON refusals); any other passes on. */
export const questionsIdGate: MiddlewareHandler<QuestionsGateEnv> = async (c, next) => {
  const questionsId = await questionsIdOf(c);
  if (!questionsId) return passOn(c, next);
  const gate = await questionsGate(c, questionsId, 'page');
  if (!gate.ok) throw new UserError(gate.code, gate.msg);
  c.header('Cache-Control', 'private, no-store');
  c.set('questionsGate', gate);
  await next();
};

/** At /questions/{w}: a shut gate is the site's redirect (home, /password/{w}). */
export const questionsPageGate: MiddlewareHandler<QuestionsGateEnv> = async (c, next) => {
  const gate = await questionsGate(c, c.req.param('id') ?? '', 'page');
  if (!gate.ok) return c.redirect(pageRedirectFor(gate), 303);
  c.set('questionsGate', gate);
  await next();
};

const publicGuest = z.object({
  guestId: z.string(),
  name: z.string(),
  token: z.string(),
  answers: z.record(z.string(), z.string()),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
// A question as the domain gives it, documented by the fields every question has.
const question = z.looseObject({ id: z.string(), label: z.string(), kind: z.string(), required: z.boolean() }) as unknown as z.ZodType<SpecialQuestion>;
const visitorReply = z.object({
  msg: z.string(),
  guest: publicGuest.nullable(),
  added: z.boolean().optional(),
  request: z.boolean().optional(),
  questions: z.array(question).optional(),
});

/** The answers a form or body carries, or none when they cannot be read (the page shows the problem anyway). */
function answersOr(submitted: Record<string, unknown>): SpecialAnswers {
  try {
    return readAnswers(submitted);
  } catch {
    return {};
  }
}

const submittedTo = (c: Context<QuestionsGateEnv>, token: string, lang: Parameters<typeof withLang>[1]) =>
  withLang(`${baseOf(c.var.questionsGate)}/submitted?token=${encodeURIComponent(token)}`, lang, c.var.questionsGate);

/** A guest's own answers by their personal token. */
export function answerByLink(where: Where) {
  return defineAction({
    ...where,
    summary: "The questions page: a guest's own answers, by their personal token (with questionsId)",
    input: questionsAnswerSchema,
    output: z.object({ msg: z.string(), guest: publicGuest, questions: z.array(question) }),
    run: async (c: Context<QuestionsGateEnv>, input) => {
      const weddingId = c.var.questionsGate.found.wedding.id;
      const guest = await guestOfToken(c, weddingId, (input.token ?? c.req.query('token') ?? '').slice(0, 200));
      if (!guest) throw new UserError('rsvp.link-invalid', QUESTIONS_LINK_INVALID);
      const saved = await saveSpecialAnswers(specialRepositories(c.var.store), {
        weddingId,
        guestId: guest.id,
        answers: readAnswers(input),
        source: input.from === 'rsvp' ? 'rsvp' : 'questions',
      });
      return { msg: ANSWERS_RECEIVED, guest: await publicGuestJson(c, guest, saved.questions), questions: saved.questions };
    },
    form: {
      onSuccess: async (c, result, input) => {
        const guest = await guestOfToken(c, c.var.questionsGate.found.wedding.id, result.guest.token);
        return c.redirect(submittedTo(c, result.guest.token, languageOf(c, c.var.questionsGate, guest, input)), 303);
      },
      onError: async (c, problem, submitted) => {
        const gate = c.var.questionsGate;
        const guest = await guestOfToken(c, gate.found.wedding.id, text(submitted, 'token', 200));
        const lang = languageOf(c, gate, guest, submitted);
        if (!guest) return renderPage(c, gate, { state: { view: 'find', name: '' }, notice: translator(lang)('questions.linkInvalid'), lang }, 400);
        const { state, stored } = await answerState(c, guest);
        const questions = await listSpecialQuestions(c.var.store, gate.found.wedding.id);
        const answers = mergeAnswers(questions, stored, answersOr(submitted));
        // The domain checked in English (the API's words): the page says the same problems in its language.
        const errors = problem.error instanceof SpecialValidationError ? answerErrors(lang, questions, answers) : { form: problem.msg };
        return renderPage(c, gate, { state, answers, errors, lang }, 400);
      },
    },
  });
}

/** Someone the link does not name: answers as the guest their name finds, as a new guest, or as a note for the couple. */
export function answerAsVisitorAction(where: Where) {
  return defineAction({
    ...where,
    summary: 'The questions page: answers from someone without a link, by name and e-mail (with questionsId)',
    input: questionsVisitorSchema,
    output: visitorReply,
    statusBy: {
      statuses: [200, 201, 202],
      of: (result: z.output<typeof visitorReply>) => (result.request ? 202 : result.added ? 201 : 200),
    },
    run: async (c: Context<QuestionsGateEnv>, input) => {
      const { found, settings } = c.var.questionsGate;
      const answers = readAnswers(input);
      await takeLookup(c, found.wedding.id);
      const visitor = { name: input.name, email: input.email, message: input.message };
      const outcome = await answerAsVisitor(specialRepositories(c.var.store), VISITOR_RULES, { weddingId: found.wedding.id, settings, visitor, answers });
      if (outcome.kind === 'request') return { msg: NOTE_SENT, guest: null, request: true };
      const questions = await listSpecialQuestions(c.var.store, found.wedding.id);
      return { msg: ANSWERS_RECEIVED, guest: await publicGuestJson(c, outcome.guest, questions), added: outcome.created, questions };
    },
    form: {
      onSuccess: (c, result, input) => {
        const lang = languageOf(c, c.var.questionsGate, null, input);
        if (!result.guest) return c.redirect(withLang(`${baseOf(c.var.questionsGate)}/submitted?note=sent`, lang, c.var.questionsGate), 303);
        return c.redirect(submittedTo(c, result.guest.token, lang), 303);
      },
      onError: async (c, problem, submitted) => {
        const gate = c.var.questionsGate;
        const lang = languageOf(c, gate, null, submitted);
        const t = translator(lang);
        const visitor = { name: text(submitted, 'name', 200), email: text(submitted, 'email', 300), message: text(submitted, 'message', 2000) };
        const state = { view: 'new' as const, visitor, acceptNewGuests: gate.settings.acceptNewGuests };
        const questions = await listSpecialQuestions(c.var.store, gate.found.wedding.id);
        const answers = answersOr(submitted);
        if (problem.error) {
          // The domain's refusal: the answers (in the page's language), or the whole form's problem (a full lookup budget: 429).
          const errors = problem.error instanceof SpecialValidationError ? answerErrors(lang, questions, answers) : { form: problem.msg };
          return renderPage(c, gate, { state, answers, errors, lang }, problem.status === 429 ? 429 : 400);
        }
        // A bad name, e-mail or note: shown with the answers' own problems, all at once.
        const errors: Record<string, string> = {};
        try {
          checkAnswers(questions, readAnswers(submitted));
        } catch (error) {
          if (error instanceof SpecialValidationError) Object.assign(errors, answerErrors(lang, questions, answers));
          else if (error instanceof UserError) errors.form = error.message;
          else throw error;
        }
        for (const [field, message] of Object.entries(problem.errors)) errors[field] ??= visitorError(t, field, message);
        return renderPage(c, gate, { state, answers, errors, lang }, 400);
      },
    },
  });
}
