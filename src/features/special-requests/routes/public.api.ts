// The guests' side of special requests in the API.
//   GET /public/questions/{id} and /private/questions/{id} (id = weddingUrl; the private path
//     reads the site's access cookie, as for /private/{id}/rsvp): { weddingUrl, intro, questions,
//     acceptNewGuests, guest }; guest is the one of ?token= (a personal link) or ?name= (name
//     lookup, throttled like the RSVP's and sharing its budget), else null with a msg.
//   POST /guest-list and PATCH /guest-list with `questionsId` (product.md §7: "The questions page
//     uses the same two calls"): actions declared once with the page's forms (answers.action.tsx),
//     mounted here before the couple's guest-list API; a call without `questionsId` goes on to it.
import { Hono, type Context } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import { NAME_REQUIRED, QUESTIONS_LINK_INVALID } from '../../../shared/rsvp/texts';
import { LOOKUP_EMAIL_MAX, LOOKUP_NAME_MAX } from '../../../shared/rsvp/lookup-schema';
import { questionsByName, questionsOf } from './find.action';
import { apiError } from '../../../core/http/api/errors';
import { UserError } from '../../../core/errors';
import type { AppEnv } from '../../../core/http/context';
import { guestOfToken, publicGuestJson, questionsGate } from './access';
import { answerAsVisitorAction, answerByLink, type QuestionsGateEnv, questionsIdGate } from './answers.action';

type Kind = 'public' | 'private';

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
    const { questions, base } = await questionsOf(c, gate);
    const query = c.req.query();
    if (query.token) {
      const guest = await guestOfToken(c, weddingId, query.token);
      if (!guest) return c.json({ ...base, guest: null, msg: QUESTIONS_LINK_INVALID });
      return c.json({ ...base, guest: await publicGuestJson(c, guest, questions) });
    }
    if (query.name !== undefined) {
      const name = query.name.slice(0, LOOKUP_NAME_MAX);
      if (name.trim() === '') return apiError(c, 'rsvp.name-required', NAME_REQUIRED);
      // Past the lookup budget: 429 with Retry-After (the error handler's).
      return c.json(await questionsByName(c, gate, { name, email: query.email?.slice(0, LOOKUP_EMAIL_MAX) }));
    }
    return c.json({ ...base, guest: null });
  };
}

/** Mounted at /api/v1/public and /api/v1/private (kind): GET /questions/{id}. No router-wide guard: the site's routers share these prefixes. */
export const questionsGuestApi = (kind: 'public' | 'private') => new Hono<AppEnv>().get('/questions/:id', getQuestions(kind));

/**
 * Mounted at /api/v1/guest-list BEFORE the couple's guest-list actions (guests/routes/guests.api.ts): the
 * questions page's public PATCH and POST (answers.action.tsx), which pass any call without `questionsId` on.
 */
export const questionsGuestListApi = registerActions(new Hono<QuestionsGateEnv>(), [
  answerByLink({ method: 'PATCH', path: '/', guard: questionsIdGate }),
  answerAsVisitorAction({ method: 'POST', path: '/', guard: questionsIdGate }),
]);
