// The wedding switcher (issue 23 item 3): a person in several weddings chooses the one this session works
// on (sessions.wedding_id); every member route then acts on it. One action, mounted in the API as
// POST /api/v1/weddings/current-wedding and for the top bar's no-JS form as POST /app/current-wedding.
// Deleting the current wedding (its owner only, issue 23 item 1) is DELETE /api/v1/weddings/current-wedding,
// the same action as the team page's form (planners.actions.tsx).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv, UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requireApiUser, requirePageUser } from '../../../core/http/middleware/guards';
import { renderEmail } from '../../email/web';
import { deleteOwnedWedding, PLANNER_MESSAGES, startOwnWedding, switchWedding } from '../domain/planners';
import { chooseWeddingSchema, deleteWeddingSchema } from '../domain/schemas';
import { appText } from '../../../shared/i18n/app';

const choose = {
  summary: 'Choose the wedding this session works on (one the person belongs to)',
  input: chooseWeddingSchema,
  output: z.object({ msg: z.string(), weddingId: z.string() }),
  run: async (c: Context<UserEnv>, input: z.output<typeof chooseWeddingSchema>) => {
    const { weddingName } = await switchWedding(c.var.store, c.var.user.id, c.var.session!.sessionId, input.weddingId);
    return { msg: PLANNER_MESSAGES.switched(weddingName), weddingId: input.weddingId };
  },
};

/** The owner deletes the current wedding, typing its web address (or name) to confirm (rule 'delete': the owner only). */
export const deleteCurrentWedding = {
  summary: "Delete the current wedding and everything in it (its owner only; `confirmation` is the wedding's web address)",
  input: deleteWeddingSchema,
  output: z.object({ msg: z.string(), weddingId: z.string(), next: z.enum(['/app', '/app/setup']) }),
  run: async (c: Context<OwnerEnv>, input: z.output<typeof deleteWeddingSchema>) => {
    const deps = { store: c.var.store, queue: c.var.queue, origin: c.var.config.publicOrigin, renderEmail };
    const person = { userId: c.var.user.id, sessionId: c.var.session!.sessionId, name: c.var.user.name };
    const done = await deleteOwnedWedding(deps, c.var.wedding, person, input.confirmation);
    return { msg: PLANNER_MESSAGES.deleted(done.weddingName), weddingId: done.weddingId, next: done.setup ? ('/app/setup' as const) : ('/app' as const) };
  },
};

/** Mounted at /api/v1/weddings. */
export const currentWeddingApi = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<UserEnv>(), [defineAction({ method: 'POST', path: '/current-wedding', guard: requireApiUser, ...choose })]))
  .route(
    '/',
    registerActions(new Hono<OwnerEnv>(), [defineAction({ method: 'DELETE', path: '/current-wedding', guard: requireApiOwner, ...deleteCurrentWedding })]),
  );

const start = {
  summary: 'Start a wedding of your own (a person who belongs to none) and work on it',
  input: z.object({}),
  output: z.object({ msg: z.string() }),
  run: async (c: Context<UserEnv>) => {
    await startOwnWedding(c.var.store, c.var.user.id, c.var.session!.sessionId);
    return { msg: appText('common.ok') };
  },
};

/**
 * Mounted at /app/current-wedding: the switcher's form, back to the dashboard of the chosen wedding; and
 * POST /new, the dashboard's "Start setup" for a person with no wedding, on to the setup wizard.
 */
export const currentWeddingPages = new Hono<AppEnv>().route(
  '/',
  registerActions(new Hono<UserEnv>(), [
    defineAction({ method: 'POST', path: '/new', guard: requirePageUser, ...start, form: { onSuccess: (c) => c.redirect('/app/setup', 303) } }),
    defineAction({
      method: 'POST',
      path: '/',
      guard: requirePageUser,
      ...choose,
      form: {
        onSuccess: (c, result) => {
          setFlash(c, result.msg);
          return c.redirect('/app', 303);
        },
      },
    }),
  ]),
);
