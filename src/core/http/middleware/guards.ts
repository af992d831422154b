// Who may reach a route, checked before its handler runs. The user guards set `c.var.user`, the
// owner guards also `c.var.wedding` (the signed-in couple's own wedding: every owner read and write
// is scoped by its id, so another couple's records are simply not found).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { weddingsRepository } from '../../db/weddings-repository';
import { isAdmin, isPro } from '../../auth/roles';
import { UserError } from '../../errors';
import { WEDDING_NOT_FOUND } from '../../../shared/email/texts';
import { apiError } from '../api/errors';
import type { OwnerEnv, UserEnv } from '../context';
import { setFlash } from '../flash';

/** A Pro feature (after an owner or user guard): plan.pro-required with the feature's own text for a free account. */
export function requirePro(msg: string) {
  return createMiddleware<UserEnv>(async (c, next) => {
    if (!isPro(c.var.user.role)) throw new UserError('plan.pro-required', msg);
    await next();
  });
}

/** The API guards that need a session (401 without one), for the OpenAPI document's security. */
const sessionGuards = new WeakSet<object>();

export function needsSession(handler: object): boolean {
  return sessionGuards.has(handler);
}

function toLogin(c: Context) {
  const url = new URL(c.req.url);
  return c.redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/** API: 401 without a valid session (the app then shows 'session expired. Please log in again'). */
export const requireApiUser = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.session) return apiError(c, 'auth.login-required', 'Please log in');
  c.set('user', c.var.session.user);
  await next();
});

export const requireApiAdmin = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.session) return apiError(c, 'auth.login-required', 'Please log in');
  if (!isAdmin(c.var.session.user.role)) return apiError(c, 'auth.admin-only', 'not authorized');
  c.set('user', c.var.session.user);
  await next();
});

/** Pages: to the login page without a session, coming back afterwards. */
export const requirePageUser = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.session) return toLogin(c);
  c.set('user', c.var.session.user);
  await next();
});

/** A non-admin on an admin page: warned 'not authorized' and sent to /app (product.md §6). */
export const requirePageAdmin = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.session) return toLogin(c);
  if (!isAdmin(c.var.session.user.role)) {
    setFlash(c, 'not authorized', 'warning');
    return c.redirect('/app');
  }
  c.set('user', c.var.session.user);
  await next();
});

async function ownWedding(c: { var: UserEnv['Variables'] }) {
  // Through the store, so owner routes run on either engine (issue 29 item 4).
  const wedding = await weddingsRepository(c.var.store).byOwner(c.var.user.id);
  if (!wedding) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
  return wedding;
}

/** API routes of the signed-in couple's own wedding: `c.var.user` and `c.var.wedding`. */
export const requireApiOwner = createMiddleware<OwnerEnv>(async (c, next) => {
  if (!c.var.session) return apiError(c, 'auth.login-required', 'Please log in');
  c.set('user', c.var.session.user);
  c.set('wedding', await ownWedding(c));
  await next();
});

/** Pages of the signed-in couple's own wedding: `c.var.user` and `c.var.wedding`. */
export const requirePageOwner = createMiddleware<OwnerEnv>(async (c, next) => {
  if (!c.var.session) return toLogin(c);
  c.set('user', c.var.session.user);
  c.set('wedding', await ownWedding(c));
  await next();
});

for (const guard of [requireApiUser, requireApiAdmin, requireApiOwner]) sessionGuards.add(guard);
