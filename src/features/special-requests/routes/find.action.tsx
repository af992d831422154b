// A guest finding their questions by name on the questions page, one action (issue 29 item 2):
//   POST /questions/{weddingUrl}/find { name, email?, lang? } (the no-JS find form) → 303 to the personal link; or
//     the page again: asking for the invitation's e-mail (the lookups are under attack), or the name-and-email form
//     when the name found no one (never a list); 400 without a name; 429 past the lookup budget.
//   Called with JSON, it answers as GET /api/v1/{public|private}/questions/{id}?name=… does (questionsByName, shared).
// Every lookup counts against the ONE lookup limiter (lookupGuest, src/core/rate-limit), shared with the RSVP's.
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import type { AppEnv } from '../../../core/http/context';
import { clientIp } from '../../../core/http/request-info';
import { RateLimitedError, retryAfterSeconds } from '../../../core/rate-limit';
import { translator } from '../../../shared/i18n';
import { LOOKUP_EMAIL_MAX, LOOKUP_NAME_MAX, nameLookupSchema } from '../../../shared/rsvp/lookup-schema';
import { LOOKUP_EMAIL_NEEDED, QUESTIONS_NOT_FOUND_BY_NAME } from '../../../shared/rsvp/texts';
import { guestsRepository } from '../../guests';
import { lookupGuest } from '../../rsvp';
import { listSpecialQuestions } from '../domain/questions';
import { publicGuestJson } from './access';
import { type QuestionsGateEnv, questionsPageGate } from './answers.action';
import { baseOf, ID, languageOf, type QuestionsPageGate, renderPage, withLang } from './public-render';

/** What GET /{public|private}/questions/{id} answers about the wedding's questions, whoever asks. */
export async function questionsOf<E extends AppEnv>(c: Context<E>, gate: QuestionsPageGate) {
  const questions = await listSpecialQuestions(c.var.store, gate.found.wedding.id);
  return {
    questions,
    base: { weddingUrl: gate.found.wedding.weddingUrl, intro: gate.settings.intro, questions, acceptNewGuests: gate.settings.acceptNewGuests },
  };
}

/**
 * The guest of the name typed (and the e-mail, when asked for) with their answers, as the API answers it:
 * `guest` null with a `msg` when it found no single household (`ask: 'email'` when the e-mail is needed).
 * Throws RateLimitedError (429) past the lookup budget.
 */
export async function questionsByName<E extends AppEnv>(c: Context<E>, gate: QuestionsPageGate, typed: { name: string; email?: string }) {
  const weddingId = gate.found.wedding.id;
  const { questions, base } = await questionsOf(c, gate);
  const match = await lookupGuest(c.var.store, weddingId, clientIp(c), typed);
  // Under attack a name alone finds nothing: the invitation's e-mail is asked for (issue 28 item 14).
  if (match.kind === 'email-needed') return { ...base, guest: null, msg: LOOKUP_EMAIL_NEEDED, ask: 'email' as const };
  // Not found and ambiguous read the same: nothing about other guests leaks.
  if (match.kind !== 'match') return { ...base, guest: null, msg: QUESTIONS_NOT_FOUND_BY_NAME };
  const guest = (await guestsRepository(c.var.store).find(weddingId, match.guestId))!;
  return { ...base, guest: await publicGuestJson(c, guest, questions) };
}

const foundReply = z.object({
  weddingUrl: z.string().nullable(),
  intro: z.string().nullable(),
  questions: z.array(z.unknown()),
  acceptNewGuests: z.boolean(),
  guest: z.looseObject({ guestId: z.string(), name: z.string(), token: z.string(), answers: z.record(z.string(), z.string()) }).nullable(),
  msg: z.string().optional(),
  ask: z.literal('email').optional(),
});

function typed(submitted: Record<string, unknown>) {
  return {
    name: typeof submitted.name === 'string' ? submitted.name.slice(0, LOOKUP_NAME_MAX) : '',
    // Present (maybe empty) once it was asked for: the form keeps asking for it.
    email: typeof submitted.email === 'string' ? submitted.email.slice(0, LOOKUP_EMAIL_MAX) : null,
  };
}

export const findQuestionsAction = defineAction({
  method: 'POST',
  path: `/${ID}/find`,
  guard: questionsPageGate,
  summary: 'Find your questions by your name (and the e-mail your invitation was sent to, when asked)',
  input: nameLookupSchema,
  output: foundReply,
  run: (c: Context<QuestionsGateEnv>, input) => questionsByName(c, c.var.questionsGate, { name: input.name, email: input.email }),
  form: {
    onSuccess: (c, result, input) => {
      const gate = c.var.questionsGate;
      const lang = languageOf(c, gate, null, input);
      const { name, email } = typed(input);
      if (result.guest) return c.redirect(withLang(`${baseOf(gate)}?token=${encodeURIComponent(result.guest.token)}`, lang, gate), 303);
      if (result.ask === 'email') return renderPage(c, gate, { state: { view: 'find', name, email: email ?? '' }, notice: LOOKUP_EMAIL_NEEDED, lang });
      const visitor = { name: name.replace(/\s+/g, ' ').trim(), email: email ?? '', message: '' };
      return renderPage(c, gate, {
        state: { view: 'new', visitor, acceptNewGuests: gate.settings.acceptNewGuests },
        notice: translator(lang)('questions.notFoundByName'),
        lang,
      });
    },
    onError: (c, problem, submitted) => {
      const gate = c.var.questionsGate;
      const lang = languageOf(c, gate, null, submitted);
      const { name, email } = typed(submitted);
      if (problem.error instanceof RateLimitedError) {
        c.header('Retry-After', retryAfterSeconds(problem.error.retryAfterMs));
        return renderPage(c, gate, { state: { view: 'find', name, email }, errors: { name: problem.msg }, lang }, 429);
      }
      if (problem.error) throw problem.error;
      return renderPage(c, gate, { state: { view: 'find', name, email }, errors: { name: translator(lang)('questions.error.name') }, lang }, 400);
    },
  },
});
