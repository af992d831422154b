// GET / PATCH /api/v1/{public|private}/{weddingUrl}/rsvp and POST …/rsvp/request (product.md §7).
//   GET ?token=… (personal link) or ?name=… (or firstName & lastName), with &email=… when asked:
//     { guest, allowRsvpResubmit, questions }; guest is null (with a msg) when the link is not valid
//     or the name matches no single household, and with `ask` when the guest should try again with
//     more: 'fullName' (one word found no one) or 'email' (the wedding's lookups are under attack:
//     the e-mail address of the invitation is needed too). Throttled per client address (429).
//   PATCH (the answer action, answer.action.ts) { token, email?, members: [{ guestId, status, plusOne, plusOneName, answers }],
//     householdAnswers } as JSON, the page's form fields, or a form with `updates` (that JSON as a
//     string): 200 { msg, guest, allowRsvpResubmit, questions }; 400 { msg, errors } per field;
//     409 when resubmission is off and the guest already answered.
//   POST …/request { name, email, message }: 201 { msg } (a note for the couple; noteForCouple in answer.action.ts).
// Statuses for the wedding itself: 404 unknown, 403 public path of a protected site, 401 private
// path without the access cookie, 423 RSVP closed or past its deadline.
import { Hono, type Context } from 'hono';
import { guestOfToken } from '../domain/guest-token';
import { registerActions } from '../../../core/actions/register-actions';
import { answerRsvp, noteForCouple, type RsvpGateEnv, rsvpApiGate } from './answer.action';
import { LINK_INVALID, NAME_REQUIRED } from '../../../shared/rsvp/texts';
import { LOOKUP_EMAIL_MAX, LOOKUP_NAME_MAX } from '../../../shared/rsvp/lookup-schema';
import { findByName } from './find.action';
import { apiError } from '../../../core/http/api/errors';
import { UserError } from '../../../core/errors';
import type { AppEnv } from '../../../core/http/context';
import { rsvpGate } from './access';
import { householdFor, readerLanguage, rsvpReply } from './shared';

type Kind = 'public' | 'private';

async function gateOr<E extends AppEnv>(c: Context<E>, kind: Kind) {
  // GET ?token=…: a personal link opens a protected RSVP's private path without the password (issue 22 item 11).
  const gate = await rsvpGate(c, c.req.param('id') ?? '', kind, { guestToken: c.req.query('token') });
  if (!gate.ok) throw new UserError(gate.code, gate.msg);
  c.header('Cache-Control', 'private, no-store');
  return gate;
}

function typedName(query: Record<string, string>): string {
  if (query.name !== undefined) return query.name.slice(0, LOOKUP_NAME_MAX);
  return [query.firstName, query.lastName]
    .filter((part) => typeof part === 'string')
    .join(' ')
    .slice(0, LOOKUP_NAME_MAX);
}

function getRsvp(kind: Kind) {
  return async <E extends AppEnv>(c: Context<E>) => {
    const { found, settings } = await gateOr(c, kind);
    const query = c.req.query();
    const weddingId = found.wedding.id;
    if (query.token) {
      const guest = await guestOfToken(c.var.store, c.var.config, weddingId, query.token);
      if (!guest) return c.json({ ...rsvpReply(c, settings, null), msg: LINK_INVALID });
      return c.json(rsvpReply(c, settings, await householdFor(c, guest, settings, readerLanguage(c, found, guest))));
    }
    const name = typedName(query);
    if (name.trim() === '') return apiError(c, 'rsvp.name-required', NAME_REQUIRED);
    return c.json(await findByName(c, { found, settings }, { name, email: query.email?.slice(0, LOOKUP_EMAIL_MAX) }));
  };
}

/** Mounted at /api/v1/public and /api/v1/private (kind). No router-wide guard: the site's routers share these prefixes. */
export const rsvpGuestApi = (kind: Kind) =>
  new Hono<AppEnv>()
    .get('/:id/rsvp', getRsvp(kind))
    .route(
      '/',
      registerActions(new Hono<RsvpGateEnv>(), [
        answerRsvp({ method: 'PATCH', path: '/:id/rsvp', guard: rsvpApiGate(kind) }),
        noteForCouple({ path: '/:id/rsvp/request', guard: rsvpApiGate(kind) }),
      ]),
    );
