// The wedding's people as actions (issue 23 items 2 and 5): each write declared once and mounted in the
// API (relative to /api/v1/planners) and on the no-JS page (relative to /app/planners), where a form gets
// a 303 back with a toast, or the page again with the problem.
//   API                              page (no JS)                      answer (JSON)
//   POST   /                         POST /                            201 { msg, invitation }
//   PATCH  /{id}                     POST /{id}                        { msg }
//   DELETE /{id}                     POST /{id}/delete                 { msg }
//   POST   /transfer                 POST /transfer                    { msg }   (the owner only: rule 'ownership')
//   POST   /leave                    POST /leave                       { msg }   (any member: rule 'self')
//   DELETE /api/v1/weddings/current-wedding  POST /delete-wedding      { msg, weddingId, next }   (the owner only: rule 'delete')
import type { Context } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { renderEmail } from '../../email/web';
import { changePlannerRole, invitePlanner, leaveWedding, listPlanners, PLANNER_MESSAGES, removePlanner, transferOwnership } from '../domain/planners';
import { plannersRepository } from '../domain/repository';
import { recordActivity, withActivity } from '../../activity';

/** For the activity log: who made a change, and whom (or which invitation) it was about. */
const by = (c: Context<OwnerEnv>) => ({ weddingId: c.var.wedding.id, userId: c.var.user.id });
const whoIs = async (c: Context<OwnerEnv>) => {
  const entry = (await listPlanners(plannersRepository(c.var.store), c.var.wedding, c.var.user.id)).find((p) => p.id === id(c));
  return entry ? (entry.name ?? entry.email) : '';
};
import { inviteSchema, roleChangeSchema, transferSchema } from '../domain/schemas';
import { renderPlannersPage } from './planners.render';
import { deleteCurrentWedding } from './current-wedding.actions';

const PAGE = '/app/planners';
const message = z.object({ msg: z.string() });
const id = (c: Context) => c.req.param('id') ?? '';

const invite = {
  summary: 'Invite someone to plan the wedding, by e-mail, with a role',
  input: inviteSchema,
  output: z.object({ msg: z.string(), invitation: z.object({ id: z.string(), email: z.string(), role: z.string(), expiresAt: z.string() }) }),
  status: 201 as const,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof inviteSchema>) => {
    const deps = { store: c.var.store, queue: c.var.queue, origin: c.var.config.publicOrigin, renderEmail };
    const invitation = await invitePlanner(deps, c.var.wedding, c.var.user, input);
    await recordActivity(c.var.store, { ...by(c), kind: 'member.invited', detail: `${invitation.email} as ${invitation.role}` });
    return {
      msg: PLANNER_MESSAGES.invited(invitation.email),
      invitation: { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() },
    };
  },
};
const changeRole = {
  summary: "Change a member's or a pending invitation's role",
  input: roleChangeSchema,
  output: message,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof roleChangeSchema>) => {
    const who = await whoIs(c);
    await withActivity(
      c.var.store,
      () => changePlannerRole(plannersRepository(c.var.store), c.var.wedding, id(c), input.role),
      () => ({ ...by(c), kind: 'member.role-changed', detail: `${who} to ${input.role}` }),
    );
    return { msg: PLANNER_MESSAGES.roleChanged };
  },
};
const remove = {
  summary: 'Remove a member or withdraw an invitation',
  input: z.object({}),
  output: message,
  run: async (c: Context<OwnerEnv>) => {
    const who = await whoIs(c);
    const done = await withActivity(
      c.var.store,
      () => removePlanner(plannersRepository(c.var.store), c.var.wedding, id(c)),
      () => ({ ...by(c), kind: 'member.removed', detail: who }),
    );
    return { msg: PLANNER_MESSAGES[done] };
  },
};
const transfer = {
  summary: 'Transfer ownership to a partner (the owner becomes a partner)',
  input: transferSchema,
  output: message,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof transferSchema>) => ({
    msg: PLANNER_MESSAGES.transferred((await transferOwnership(plannersRepository(c.var.store), c.var.wedding, input.memberId)).name),
  }),
};
const leave = {
  summary: 'Leave the current wedding',
  input: z.object({}),
  output: message,
  run: async (c: Context<OwnerEnv>) => ({
    msg: PLANNER_MESSAGES.left((await leaveWedding(plannersRepository(c.var.store), c.var.wedding, c.var.user.id)).weddingName),
  }),
};

/** Mounted at /api/v1/planners (the fixed paths before /{id}). */
export const plannerApiActions = [
  defineAction({ method: 'POST', path: '/transfer', guard: requireApiOwner, ...transfer }),
  defineAction({ method: 'POST', path: '/leave', guard: requireApiOwner, ...leave }),
  defineAction({ method: 'POST', path: '/', guard: requireApiOwner, ...invite }),
  defineAction({ method: 'PATCH', path: '/:id', guard: requireApiOwner, ...changeRole }),
  defineAction({ method: 'DELETE', path: '/:id', guard: requireApiOwner, ...remove }),
];

function back(c: Context, text: string, to = PAGE) {
  setFlash(c, text);
  return c.redirect(to, 303);
}

/** A button's refusal: back to the page with the reason as an error toast (an unknown id is the 404 page). */
const button: ActionForm<OwnerEnv, unknown, { msg: string }> = {
  onSuccess: (c, result) => back(c, result.msg),
  onError: (c, problem) => {
    if (problem.error?.page === 'not-found') throw problem.error;
    setFlash(c, problem.msg, 'error');
    return c.redirect(PAGE, 303);
  },
};

/** Mounted at /app/planners. */
export const plannerPageActions = [
  defineAction({ method: 'POST', path: '/transfer', guard: requirePageOwner, ...transfer, form: button }),
  defineAction({
    method: 'POST',
    path: '/leave',
    guard: requirePageOwner,
    ...leave,
    form: { ...button, onSuccess: (c, result) => back(c, result.msg, '/app') },
  }),
  defineAction({
    method: 'POST',
    path: '/delete-wedding',
    guard: requirePageOwner,
    ...deleteCurrentWedding,
    form: {
      onSuccess: (c, result) => back(c, result.msg, result.next),
      onError: (c, problem) => renderPlannersPage(c, { status: problem.status, deleteError: problem.msg }),
    },
  }),
  defineAction({
    method: 'POST',
    path: '/',
    guard: requirePageOwner,
    ...invite,
    form: {
      onSuccess: (c, result) => back(c, result.msg),
      onError: (c, problem, submitted) =>
        renderPlannersPage(c, {
          status: problem.status,
          inviteError: problem.msg,
          draft: { email: String(submitted.email ?? ''), role: String(submitted.role ?? '') },
        }),
    },
  }),
  defineAction({ method: 'POST', path: '/:id', guard: requirePageOwner, ...changeRole, form: button }),
  defineAction({ method: 'POST', path: '/:id/delete', guard: requirePageOwner, ...remove, form: button }),
];
