// The guest's RSVP answer and their note when the name found no one, actions (issue 29 item 2) answering
// at two addresses each. The answer:
//   PATCH /api/v1/{public|private}/{weddingUrl}/rsvp (the RsvpForm island's fetch, and API clients with
//     JSON or a form): 200 { msg, guest, allowRsvpResubmit, questions }; 400 { msg, errors } per field;
//     409 when resubmission is off and the guest already answered; the gate's 404/403/401/423.
//   POST /{weddingUrl}/rsvp (the no-JS page): 303 /{w}/rsvp/submitted?token=…, or the page again with the
//     problems; a shut gate redirects (§4: home, /password/{w}, /rsvp-offline).
// The body is rsvpSubmissionSchema (src/features/rsvp/domain/read-submission.ts: JSON, the page's nested fields
// or `updates`); the personal token names the guest, who answers for their household.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { passOn } from '../../../core/actions/register-actions';
import { RsvpValidationError, saveRsvp } from '../domain/answer';
import { guestOfToken } from '../domain/guest-token';
import { rsvpRepositories } from '../domain/repositories';
import { draftPatchOf, rsvpSubmissionSchema } from '../domain/read-submission';
import { UserError } from '../../../core/errors';
import { isReservedWeddingUrl } from '../../weddings';
import { LINK_INVALID, REQUEST_SENT, RSVP_RECEIVED } from '../../../shared/rsvp/texts';
import { createGuestRequest } from '../domain/requests';
import { guestRequestSchema } from '../../../shared/rsvp/schemas';
import { renderEmail } from '../../email/web';
import type { AppEnv } from '../../../core/http/context';
import { renderComingSoon, rsvpOfflinePath } from '../../site/web';
import { pageRedirectFor, rsvpGate } from './access';
import { answerProps, type Gate, renderForm, rsvpLanguage } from './public-rsvp.render';
import { langQuery } from '../../site/web';
import { validateDraft, validateRequest } from '../../../shared/rsvp/validate';
import { withEventStatuses } from '../../../shared/rsvp/model';
import { confirmationFor, managerUrl, queueAnswerEmails, rsvpReply, takeLookup } from './shared';

export type RsvpGateEnv = { Variables: AppEnv['Variables'] & { rsvpGate: Gate } };

/** The API's gate: the wedding's RSVP answers with §4's statuses (a personal link opens a protected one). */
export function rsvpApiGate(kind: 'public' | 'private'): MiddlewareHandler<RsvpGateEnv> {
  return async (c, next) => {
    const gate = await rsvpGate(c, c.req.param('id') ?? '', kind, { guestToken: c.req.query('token') });
    if (!gate.ok) throw new UserError(gate.code, gate.msg);
    c.header('Cache-Control', 'private, no-store');
    c.set('rsvpGate', gate);
    await next();
  };
}

/** The page's gate: a shut gate becomes §4's redirect; an unknown reserved name is another route's. */
export const rsvpPageGate: MiddlewareHandler<RsvpGateEnv> = async (c, next) => {
  const weddingUrl = c.req.param('weddingUrl') ?? '';
  const gate = await rsvpGate(c, weddingUrl, 'page', { guestToken: c.req.query('token') });
  if (gate.ok) {
    c.set('rsvpGate', gate);
    return next();
  }
  // A site not published yet: guests get its coming-soon page (issue 22 item 12).
  if (gate.comingSoon) return renderComingSoon(c, gate.comingSoon);
  if (gate.code === 'wedding.not-found' && isReservedWeddingUrl(weddingUrl)) return passOn(c, next);
  return c.redirect(pageRedirectFor(gate), c.req.method === 'GET' ? 302 : 303);
};

function guestOf(c: Context<RsvpGateEnv>, token: string) {
  return guestOfToken(c.var.store, c.var.config, c.var.rsvpGate.found.wedding.id, token);
}

const rsvpAnswerReply = z.object({
  msg: z.string(),
  guest: z.looseObject({ guestId: z.string(), name: z.string(), token: z.string(), status: z.string(), members: z.array(z.unknown()) }).nullable(),
  allowRsvpResubmit: z.boolean(),
  questions: z.array(z.unknown()),
});

/** Where it answers: the API (PATCH …/{id}/rsvp) or the page (POST /{weddingUrl}/rsvp). */
export function answerRsvp(where: { method: 'PATCH' | 'POST'; path: string; guard: MiddlewareHandler<RsvpGateEnv> }) {
  return defineAction({
    ...where,
    summary: "A guest's RSVP answer for their household, by their personal token",
    input: rsvpSubmissionSchema,
    output: rsvpAnswerReply,
    run: async (c: Context<RsvpGateEnv>, input) => {
      const { found } = c.var.rsvpGate;
      const token = input.token || c.req.query('token') || '';
      const guest = await guestOf(c, token);
      if (!guest) throw new UserError('rsvp.link-invalid', LINK_INVALID);
      const saved = await saveRsvp(c.var.store, {
        weddingId: found.wedding.id,
        respondentId: guest.id,
        patch: draftPatchOf(input, guest.id),
        by: 'guest',
        renderEmail,
        managerUrl: managerUrl(c),
        confirmation: confirmationFor(c, found, token),
      });
      await queueAnswerEmails(c, saved);
      return { msg: RSVP_RECEIVED, ...rsvpReply(c, saved.settings, { view: saved.view, questions: saved.questions }) };
    },
    form: {
      onSuccess: (c, _result, input) =>
        c.redirect(
          `/${c.var.rsvpGate.found.wedding.weddingUrl}/rsvp/submitted?token=${encodeURIComponent(input.token)}${langQuery(rsvpLanguage(c, c.var.rsvpGate)).replace('?', '&')}`,
          303,
        ),
      onError: async (c, problem, submitted) => {
        const gate = c.var.rsvpGate;
        if (problem.error?.page === 'redirect-offline') return c.redirect(rsvpOfflinePath(gate.found.wedding.weddingUrl ?? ''), 303);
        const input = rsvpSubmissionSchema.safeParse(submitted);
        const guest = input.success ? await guestOf(c, input.data.token) : undefined;
        if (!guest || problem.error?.code === 'rsvp.link-invalid') return renderForm(c, gate, { notice: LINK_INVALID }, 400);
        if (!(problem.error instanceof RsvpValidationError) && problem.status !== 409 && problem.status !== 400) throw problem.error;
        const patch = input.success ? draftPatchOf(input.data, guest.id) : undefined;
        const props = await answerProps(c, gate, guest.id, { errors: problem.errors }, patch);
        // The domain checked in English (the API's words): the page says the same problems in its language.
        const language = rsvpLanguage(c, gate, guest.language);
        if (language.i18n.lang !== 'en' && problem.error instanceof RsvpValidationError && props.household && props.draft) {
          const again = validateDraft(withEventStatuses(props.draft, props.household.members), {
            members: props.household.members,
            questions: props.questions,
            requireEveryMember: true,
            enforceRequired: true,
            events: props.household.events ?? [],
            t: language.i18n.t,
            lang: language.i18n.lang,
          });
          if (Object.keys(again).length > 0) props.errors = again;
        }
        return renderForm(c, gate, props, problem.status, undefined, guest.language);
      },
    },
  });
}

/**
 * A note for the couple from a visitor the name found no one for (the guest requests of the manager):
 *   POST /api/v1/{public|private}/{weddingUrl}/rsvp/request { name, email, message } → 201 { msg };
 *   POST /{weddingUrl}/rsvp/request (the no-JS note form) → 303 …/rsvp/submitted?request=sent, or the form again.
 * Counted as a name lookup (429 past the client's or the wedding's budget).
 */
export function noteForCouple(where: { path: string; guard: MiddlewareHandler<RsvpGateEnv> }) {
  return defineAction({
    method: 'POST',
    ...where,
    summary: 'A note for the couple from someone the name lookup did not find',
    input: guestRequestSchema,
    output: z.object({ msg: z.string() }),
    status: 201,
    run: async (c: Context<RsvpGateEnv>, input) => {
      const weddingId = c.var.rsvpGate.found.wedding.id;
      await takeLookup(c, weddingId);
      await createGuestRequest(rsvpRepositories(c.var.store), weddingId, input);
      return { msg: REQUEST_SENT };
    },
    form: {
      onSuccess: (c) =>
        c.redirect(
          `/${c.var.rsvpGate.found.wedding.weddingUrl}/rsvp/submitted?request=sent${langQuery(rsvpLanguage(c, c.var.rsvpGate)).replace('?', '&')}`,
          303,
        ),
      onError: (c, problem, submitted) => {
        const typed = (name: string, max: number) => (typeof submitted[name] === 'string' ? (submitted[name] as string).slice(0, max) : '');
        const request = { name: typed('name', 200), email: typed('email', 300), message: typed('message', 2000) };
        // The schema's English messages, said in the page's language where the shared rules find the same problems.
        const { lang, t } = rsvpLanguage(c, c.var.rsvpGate).i18n;
        const local = lang === 'en' ? {} : validateRequest(request, t);
        const errors = Object.keys(local).length > 0 ? local : problem.errors;
        return renderForm(c, c.var.rsvpGate, { view: 'request', name: request.name, request, errors }, problem.status);
      },
    },
  });
}
