// A request from a guest not on the list (the RSVP's "not found" note), as actions (issue 29 item 2):
//   approve: POST /api/v1/rsvp/requests/{id}/approve { household? } → 201 { msg: 'Guest Added', guest }
//            (the guest limit applies); the page's POST /app/rsvp/requests/{id}/approve → 303 /app/rsvp#requests
//   dismiss: POST /api/v1/rsvp/requests/{id}/dismiss → { msg }; the page's → 303 /app/rsvp#requests
// On the page a refusal is the toast, back on the manager (there is no form to show again).
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import { guestJson } from '../../guests';
import { approveGuestRequest } from '../domain/approve-request';
import { dismissGuestRequest } from '../domain/requests';
import { rsvpRepositories } from '../domain/repositories';
import { GUEST_ADDED } from '../../../shared/guests/texts';
import { appText } from '../../../shared/i18n/app';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { listOwner } from '../../guests/web';

const HOUSEHOLD_TOO_LONG = appText('rsvp.request.householdTooLong', { max: 100 });
const approveSchema = z.object({
  household: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: HOUSEHOLD_TOO_LONG }).trim().max(100, HOUSEHOLD_TOO_LONG).nullable().optional(),
  ),
});

type Where = { path: string; guard: MiddlewareHandler<OwnerEnv> };
type Done = { msg: string };

/** The manager page's answer: back to the requests with the toast, or with the refusal. */
function backToRequests<R extends Done>(kind: 'success' | 'info'): ActionForm<OwnerEnv, unknown, R> {
  return {
    onSuccess: (c, result) => {
      setFlash(c, result.msg, kind);
      return c.redirect('/app/rsvp#requests', 303);
    },
    onError: (c, problem) => {
      setFlash(c, problem.msg, 'error');
      return c.redirect('/app/rsvp#requests', 303);
    },
  };
}

export function approveRequest(where: Where & { page?: boolean }) {
  return defineAction({
    method: 'POST',
    ...where,
    summary: "Add the guest a request asked for (the plan's guest limit applies)",
    input: approveSchema,
    output: z.object({ msg: z.string(), guest: z.looseObject({ id: z.string(), name: z.string() }) }),
    status: 201,
    run: async (c: Context<OwnerEnv>, input) => {
      const guest = await approveGuestRequest(rsvpRepositories(c.var.store), listOwner(c), c.req.param('id') ?? '', { household: input.household });
      return { msg: GUEST_ADDED, guest: guestJson(c.var.config, guest) };
    },
    ...(where.page ? { form: backToRequests('success') } : {}),
  });
}

export function dismissRequest(where: Where & { page?: boolean }) {
  return defineAction({
    method: 'POST',
    ...where,
    summary: 'Dismiss a request',
    input: z.object({}),
    output: z.object({ msg: z.string() }),
    run: async (c: Context<OwnerEnv>): Promise<Done> => {
      await dismissGuestRequest(rsvpRepositories(c.var.store), c.var.wedding.id, c.req.param('id') ?? '');
      return { msg: appText('rsvp.request.dismissed') };
    },
    ...(where.page ? { form: backToRequests('info') } : {}),
  });
}
