// A guest finding their invitation by name on the RSVP page, one action (issue 29 item 2):
//   POST /{weddingUrl}/rsvp/find { name, email? } (the no-JS find form) → 303 to the personal link; or the form
//     again: asking for the whole name, for the invitation's e-mail (the lookups are under attack), or the note
//     for the couple when the name found no one (never a list); 400 without a name; 429 past the lookup budget.
//   Called with JSON, it answers as GET /api/v1/{public|private}/{id}/rsvp?name=… does (findByName, shared).
// Every lookup counts against the ONE lookup limiter (lookupGuest, src/core/rate-limit).
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import type { AppEnv } from '../../../core/http/context';
import { clientIp } from '../../../core/http/request-info';
import { RateLimitedError, retryAfterSeconds } from '../../../core/rate-limit';
import { LOOKUP_EMAIL_MAX, LOOKUP_NAME_MAX, nameLookupSchema } from '../../../shared/rsvp/lookup-schema';
import { FULL_NAME_NEEDED, LOOKUP_EMAIL_NEEDED, NAME_REQUIRED, NOT_FOUND_BY_NAME } from '../../../shared/rsvp/texts';
import { langQuery } from '../../site/web';
import { guestsRepository } from '../../guests';
import { lookupGuest } from '../domain/guest-lookup';
import { type RsvpGateEnv, rsvpPageGate } from './answer.action';
import { type Gate, renderForm, rsvpLanguage } from './public-rsvp.render';
import { householdFor, readerLanguage, rsvpReply } from './shared';

/**
 * The household of the name typed (and the e-mail, when asked for), as the API answers it: `guest` null with
 * a `msg` when it found no single household, and `ask` when the guest should try again with more.
 * Throws RateLimitedError (429) past the lookup budget.
 */
export async function findByName<E extends AppEnv>(c: Context<E>, gate: Pick<Gate, 'found' | 'settings'>, typed: { name: string; email?: string }) {
  const { found, settings } = gate;
  const match = await lookupGuest(c.var.store, found.wedding.id, clientIp(c), typed);
  if (match.kind === 'email-needed') return { ...rsvpReply(c, settings, null), msg: LOOKUP_EMAIL_NEEDED, ask: 'email' as const };
  if (match.kind === 'full-name') return { ...rsvpReply(c, settings, null), msg: FULL_NAME_NEEDED, ask: 'fullName' as const };
  // Not found and ambiguous read the same: nothing about other guests leaks.
  if (match.kind === 'none') return { ...rsvpReply(c, settings, null), msg: NOT_FOUND_BY_NAME };
  const guest = (await guestsRepository(c.var.store).find(found.wedding.id, match.guestId))!;
  return rsvpReply(c, settings, await householdFor(c, guest, settings, readerLanguage(c, found, guest)));
}

const foundReply = z.object({
  guest: z.looseObject({ guestId: z.string(), name: z.string(), token: z.string(), status: z.string(), members: z.array(z.unknown()) }).nullable(),
  allowRsvpResubmit: z.boolean(),
  questions: z.array(z.unknown()),
  msg: z.string().optional(),
  ask: z.enum(['email', 'fullName']).optional(),
});

function typed(submitted: Record<string, unknown>) {
  return {
    name: typeof submitted.name === 'string' ? submitted.name.slice(0, LOOKUP_NAME_MAX) : '',
    // Present (maybe empty) once it was asked for: the form keeps asking for it.
    lookupEmail: typeof submitted.email === 'string' ? submitted.email.slice(0, LOOKUP_EMAIL_MAX) : null,
  };
}

export const findInvitationAction = defineAction({
  method: 'POST',
  path: '/find',
  guard: rsvpPageGate,
  summary: 'Find your invitation by your name (and the e-mail it was sent to, when asked)',
  input: nameLookupSchema,
  output: foundReply,
  run: (c: Context<RsvpGateEnv>, input) => findByName(c, c.var.rsvpGate, { name: input.name, email: input.email }),
  form: {
    onSuccess: (c, result, input) => {
      const gate = c.var.rsvpGate;
      const { name, lookupEmail } = typed(input);
      if (result.guest) {
        const also = langQuery(rsvpLanguage(c, gate)).replace('?', '&');
        return c.redirect(`/${gate.found.wedding.weddingUrl}/rsvp?token=${encodeURIComponent(result.guest.token)}${also}`, 303);
      }
      if (result.ask === 'email') return renderForm(c, gate, { name, lookupEmail: lookupEmail ?? '', notice: LOOKUP_EMAIL_NEEDED });
      if (result.ask === 'fullName') return renderForm(c, gate, { name, lookupEmail, errors: { name: FULL_NAME_NEEDED } });
      return renderForm(c, gate, {
        view: 'request',
        name,
        lookupEmail,
        notice: NOT_FOUND_BY_NAME,
        request: { name: name.replace(/\s+/g, ' ').trim(), email: lookupEmail ?? '', message: '' },
      });
    },
    onError: (c, problem, submitted) => {
      const gate = c.var.rsvpGate;
      const { name, lookupEmail } = typed(submitted);
      if (problem.error instanceof RateLimitedError) {
        c.header('Retry-After', retryAfterSeconds(problem.error.retryAfterMs));
        return renderForm(c, gate, { name, lookupEmail, errors: { form: problem.msg } }, 429);
      }
      if (problem.error) throw problem.error;
      return renderForm(c, gate, { lookupEmail, errors: { name: NAME_REQUIRED } }, 400);
    },
  },
});
