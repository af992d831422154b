// /planners/accept?token=… (issue 23 item 2), the invitation e-mail's link. Logged in with the invited
// address: a button joins (POST /planners/accept). Logged in with another: refused, clearly. Not logged
// in: register right here (POST /planners/accept/register: an account with no wedding of its own, landing
// in the joined one) or log in and come back. The link is only read by the GET; using it is a POST.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { defineAction, anyone } from '../../../core/actions/define-action';
import { registerActions } from '../../../core/actions/register-actions';
import { UserError } from '../../../core/errors';
import type { AppEnv, UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requirePageUser } from '../../../core/http/middleware/guards';
import { setSessionCookie } from '../../../core/http/middleware/session';
import { hashPassword } from '../../accounts';
import { acceptInvitation, openInvitation, PLANNER_MESSAGES, registerFromInvitation } from '../domain/planners';
import { registerFromInvitationSchema, tokenSchema } from '../domain/schemas';
import { type AcceptInvitation, AcceptJoinPage, AcceptRefusedPage, AcceptRegisterPage } from '../views/AcceptPage';
import { appText } from '../../../shared/i18n/app';

const TITLE = appText('planners.accept.title');

function refused<E extends AppEnv>(c: Context<E>, error: UserError) {
  c.status(error.status as 400);
  return c.render(<AcceptRefusedPage message={error.message} otherAddress={error.code === 'planners.invitation-other-address'} />, { title: TITLE });
}

/** The page for this token and whoever is asking, or the refusal. */
async function renderAccept<E extends AppEnv>(c: Context<E>, token: string, problem?: { status: number; error: string; name?: string }) {
  let invitation: AcceptInvitation;
  try {
    const view = await openInvitation(c.var.store, token);
    invitation = { token, email: view.invitation.email, role: view.invitation.role, weddingName: view.weddingName, inviterName: view.inviterName };
  } catch (error) {
    if (error instanceof UserError) return refused(c, error);
    throw error;
  }
  const user = c.var.session?.user;
  if (user && user.email.toLowerCase() !== invitation.email)
    return refused(c, new UserError('planners.invitation-other-address', PLANNER_MESSAGES.otherAddress(invitation.email)));
  if (problem) c.status(problem.status as 400);
  if (user) return c.render(<AcceptJoinPage invitation={invitation} error={problem?.error} />, { title: TITLE });
  return c.render(<AcceptRegisterPage invitation={invitation} error={problem?.error} name={problem?.name} />, { title: TITLE });
}

const tokenOf = (submitted: Record<string, unknown>) => (typeof submitted.token === 'string' ? submitted.token.slice(0, 200) : '');

const accept = defineAction({
  method: 'POST',
  path: '/',
  guard: requirePageUser,
  summary: 'Accept an invitation to plan a wedding (the signed-in person, with the invited address)',
  input: tokenSchema,
  output: z.object({ msg: z.string(), weddingId: z.string() }),
  run: async (c: Context<UserEnv>, input) => {
    const session = c.var.session;
    const joined = await acceptInvitation(c.var.store, input.token, { userId: c.var.user.id, email: c.var.user.email, sessionId: session?.sessionId ?? null });
    return { msg: PLANNER_MESSAGES.joined(joined.weddingName), weddingId: joined.weddingId };
  },
  form: {
    onSuccess: (c, result) => {
      setFlash(c, result.msg);
      return c.redirect('/app', 303);
    },
    onError: (c, problem, submitted) => renderAccept(c, tokenOf(submitted), { status: problem.status, error: problem.msg }),
  },
});

const register = defineAction({
  method: 'POST',
  path: '/register',
  guard: anyone,
  summary: 'Create an account from an invitation and join its wedding',
  input: registerFromInvitationSchema,
  output: z.object({ msg: z.string() }),
  run: async (c: Context<AppEnv>, input) => {
    const passwordHash = await hashPassword(input.password);
    const joined = await registerFromInvitation(c.var.store, input.token, { name: input.name, passwordHash });
    setSessionCookie(c, joined.token, joined.expiresAt);
    return { msg: PLANNER_MESSAGES.joined(joined.weddingName) };
  },
  form: {
    onSuccess: (c, result) => {
      setFlash(c, result.msg);
      return c.redirect('/app', 303);
    },
    onError: (c, problem, submitted) =>
      renderAccept(c, tokenOf(submitted), {
        status: problem.status,
        error: problem.msg,
        name: typeof submitted.name === 'string' ? submitted.name : undefined,
      }),
  },
});

/** Mounted at /planners/accept. */
export const acceptPages = new Hono<AppEnv>()
  .get('/', (c) => renderAccept(c, c.req.query('token') ?? ''))
  .route('/', registerActions(new Hono<UserEnv>(), [accept]))
  .route('/', registerActions(new Hono<AppEnv>(), [register]));
