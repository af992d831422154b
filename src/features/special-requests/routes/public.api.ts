// The guests' side of special requests in the API.
//   GET /public/questions/{id} and /private/questions/{id} (id = weddingUrl; the private path
//     reads the site's access cookie, as for /private/{id}/rsvp): { weddingUrl, intro, questions,
//     acceptNewGuests, guest }; guest is the one of ?token= (a personal link) or ?name= (name
//     lookup, throttled like the RSVP's and sharing its budget), else null with a msg.
//   POST /guest-list and PATCH /guest-list with `questionsId` (product.md §7: "The questions page
//     uses the same two calls"): a public submission, handled here before the couple's guest-list
//     API. `questionsId` alone decides: such a request never acts with a session's authority
//     (a couple signed in and sending one is treated as any visitor), and a request without it
//     goes on to the couple's API unchanged (401 without a session).
//       PATCH { questionsId, token, answers | answer.{questionId} }: the token's guest's own answers;
//         200 { msg, guest, questions }; 400 { msg, errors } per field; 400 RSVP_LINK_INVALID.
//       POST { questionsId, name, email, message?, answers }: a name that finds one household's
//         guest answers as that guest (200); otherwise a guest added within the plan's limit when
//         the couple allows it (201), else a note for the couple (202). Throttled per address.
import { Hono, type Context } from 'hono';
import { guestsRepository } from '../../guests';
import { lookupGuest } from '../../rsvp';
import { RateLimitedError } from '../../../core/rate-limit';
import { clientIp } from '../../../core/http/request-info';
import { guestRequestSchema } from '../../../shared/rsvp/schemas';
import {
  ANSWERS_RECEIVED,
  LOOKUP_EMAIL_NEEDED,
  NAME_REQUIRED,
  NOTE_SENT,
  QUESTIONS_LINK_INVALID,
  QUESTIONS_NOT_FOUND_BY_NAME,
} from '../../../shared/rsvp/texts';
import { readAnswers } from '../domain/answer-input';
import { saveSpecialAnswers } from '../domain/answers';
import { listSpecialQuestions } from '../domain/questions';
import { answerAsVisitor } from '../domain/visitors';
import { apiError } from '../../../core/http/api/errors';
import { UserError } from '../../../core/errors';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { AppEnv } from '../../../core/http/context';
import { takeLookup } from '../../rsvp';
import { guestOfToken, publicGuestJson, questionsGate } from './access';

type Kind = 'public' | 'private' | 'page';

async function gateOr<E extends AppEnv>(c: Context<E>, weddingUrl: string, kind: Kind) {
  const gate = await questionsGate(c, weddingUrl, kind);
  if (!gate.ok) throw new UserError(gate.code, gate.msg);
  c.header('Cache-Control', 'private, no-store');
  return gate;
}

function getQuestions(kind: 'public' | 'private') {
  return async <E extends AppEnv>(c: Context<E>) => {
    const gate = await gateOr(c, c.req.param('id') ?? '', kind);
    const weddingId = gate.found.wedding.id;
    const questions = await listSpecialQuestions(c.var.store, weddingId);
    const base = { weddingUrl: gate.found.wedding.weddingUrl, intro: gate.settings.intro, questions, acceptNewGuests: gate.settings.acceptNewGuests };
    const query = c.req.query();
    if (query.token) {
      const guest = await guestOfToken(c, weddingId, query.token);
      if (!guest) return c.json({ ...base, guest: null, msg: QUESTIONS_LINK_INVALID });
      return c.json({ ...base, guest: await publicGuestJson(c, guest, questions) });
    }
    if (query.name !== undefined) {
      const name = query.name.slice(0, 200);
      if (name.trim() === '') return apiError(c, 'rsvp.name-required', NAME_REQUIRED);
      let match: Awaited<ReturnType<typeof lookupGuest>>;
      try {
        match = await lookupGuest(c.var.store, weddingId, clientIp(c), { name, email: query.email?.slice(0, 320) });
      } catch (error) {
        if (error instanceof RateLimitedError) c.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
        throw error;
      }
      // Under attack a name alone finds nothing: the invitation's e-mail is asked for (issue 28 item 14).
      if (match.kind === 'email-needed') return c.json({ ...base, guest: null, msg: LOOKUP_EMAIL_NEEDED, ask: 'email' });
      // Not found and ambiguous read the same: nothing about other guests leaks.
      if (match.kind !== 'match') return c.json({ ...base, guest: null, msg: QUESTIONS_NOT_FOUND_BY_NAME });
      const guest = (await guestsRepository(c.var.store).find(weddingId, match.guestId))!;
      return c.json({ ...base, guest: await publicGuestJson(c, guest, questions) });
    }
    return c.json({ ...base, guest: null });
  };
}

/** The questions page's id in a /guest-list call: body `questionsId` or `?questionsId=`. */
function questionsIdOf<E extends AppEnv>(c: Context<E>, body: Record<string, unknown>): string | null {
  const value = body.questionsId ?? c.req.query('questionsId');
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;
}

async function bodyOrNull<E extends AppEnv>(c: Context<E>) {
  try {
    return await readBody(c);
  } catch {
    return null; // the couple's API reads it again and answers as it always has
  }
}

/** Mounted at /api/v1/public and /api/v1/private (kind): GET /questions/{id}. No router-wide guard: the site's routers share these prefixes. */
export const questionsGuestApi = (kind: 'public' | 'private') => new Hono<AppEnv>().get('/questions/:id', getQuestions(kind));

/**
 * Mounted at /api/v1/guest-list BEFORE the couple's guest-list API (routes/guests/guests.api.ts):
 * the questions page's public PATCH and POST. The body is read here whatever it is (readBody, not
 * a validator): only a `questionsId` in it makes the request this branch's, else it goes on.
 */
export const questionsGuestListApi = new Hono<AppEnv>()
  .patch('/', async (c, next) => {
    const body = await bodyOrNull(c);
    const questionsId = body && questionsIdOf(c, body);
    if (!body || !questionsId) return next();
    const gate = await gateOr(c, questionsId, 'page');
    const token = typeof body.token === 'string' ? body.token : (c.req.query('token') ?? '');
    const guest = await guestOfToken(c, gate.found.wedding.id, token.slice(0, 200));
    if (!guest) return apiError(c, 'rsvp.link-invalid', QUESTIONS_LINK_INVALID);
    const saved = await saveSpecialAnswers(c.var.store, {
      weddingId: gate.found.wedding.id,
      guestId: guest.id,
      answers: readAnswers(body),
      source: body.from === 'rsvp' ? 'rsvp' : 'questions',
    });
    return c.json({ msg: ANSWERS_RECEIVED, guest: await publicGuestJson(c, guest, saved.questions), questions: saved.questions });
  })
  .post('/', async (c, next) => {
    const body = await bodyOrNull(c);
    const questionsId = body && questionsIdOf(c, body);
    if (!body || !questionsId) return next();
    const gate = await gateOr(c, questionsId, 'page');
    const parsed = guestRequestSchema.safeParse({ name: body.name, email: body.email, message: body.message });
    if (!parsed.success) return apiError(c, 'input.invalid', firstIssue(parsed.error));
    const answers = readAnswers(body);
    await takeLookup(c, gate.found.wedding.id);
    const outcome = await answerAsVisitor(c.var.store, { weddingId: gate.found.wedding.id, settings: gate.settings, visitor: parsed.data, answers });
    if (outcome.kind === 'request') return c.json({ msg: NOTE_SENT, guest: null, request: true }, 202);
    const questions = await listSpecialQuestions(c.var.store, gate.found.wedding.id);
    return c.json(
      { msg: ANSWERS_RECEIVED, guest: await publicGuestJson(c, outcome.guest, questions), added: outcome.created, questions },
      outcome.created ? 201 : 200,
    );
  });
