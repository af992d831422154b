// Who may reach a route, checked before its handler runs. The user guards set `c.var.user`; the
// member guards (requireApiOwner, requirePageOwner) also `c.var.wedding` (the session's current
// wedding: every read and write is scoped by its id, so another couple's records are simply not
// found), `c.var.role` and `c.var.pro`, after the route's role rule (src/core/auth/role-rules.ts)
// allowed the member's role: a path without a rule is refused.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findCurrentMembership, type Membership } from '../../auth/membership';
import { can, ruleFor } from '../../auth/role-rules';
import { isAdmin } from '../../auth/roles';
import { UserError } from '../../errors';
import { WEDDING_NOT_FOUND } from '../../../shared/email/texts';
import { apiError } from '../api/errors';
import type { AppEnv, OwnerEnv, UserEnv } from '../context';
import { setFlash } from '../flash';
import { appText } from '../../../shared/i18n/app';

/** A Pro feature (after a member guard): plan.pro-required with the feature's own text when the wedding is free. */
export function requirePro(msg: string) {
  return createMiddleware<OwnerEnv>(async (c, next) => {
    if (!c.var.pro) throw new UserError('plan.pro-required', msg);
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
  if (!c.var.session) return apiError(c, 'auth.login-required', appText('common.loginRequired'));
  c.set('user', c.var.session.user);
  await next();
});

export const requireApiAdmin = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.session) return apiError(c, 'auth.login-required', appText('common.loginRequired'));
  if (!isAdmin(c.var.session.user.role)) return apiError(c, 'auth.admin-only', appText('common.notAuthorized'));
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
    setFlash(c, appText('common.notAuthorized'), 'warning');
    return c.redirect('/app');
  }
  c.set('user', c.var.session.user);
  await next();
});

/** The session's current wedding and the person's role on it (read once per request). */
export async function currentMembership<E extends AppEnv>(c: Context<E>): Promise<Membership | undefined> {
  const cached = (c.var as { membership?: Membership | null }).membership;
  if (cached !== undefined) return cached ?? undefined;
  const session = c.var.session;
  const membership = session ? await findCurrentMembership(c.var.store, session.user.id, session.weddingId) : undefined;
  (c as unknown as Context<{ Variables: { membership: Membership | null } }>).set('membership', membership ?? null);
  return membership;
}

/**
 * For a page that also serves a person without a wedding (the dashboard asks for the setup):
 * undefined when they belong to none; else, as the member guards, the route's rule checked (after a
 * user guard) and the current wedding, the role and Pro returned (and set on `c.var`).
 */
export async function enterCurrentWedding<E extends UserEnv>(c: Context<E>): Promise<Pick<OwnerEnv['Variables'], 'wedding' | 'role' | 'pro'> | undefined> {
  if (!(await currentMembership(c))) return undefined;
  const owner = c as unknown as Context<OwnerEnv>;
  await memberOf(owner);
  return { wedding: owner.var.wedding, role: owner.var.role, pro: owner.var.pro };
}

/** The current wedding, when the route's rule lets the person's role do this request; else a refusal. */
async function memberOf(c: Context<OwnerEnv>) {
  const membership = await currentMembership(c);
  if (!membership) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
  const rule = ruleFor(c.req.method, new URL(c.req.url).pathname);
  if (!rule || !can(membership.role, rule.capability, rule.access)) throw new UserError('auth.role-forbidden', appText('common.notAuthorized'));
  c.set('wedding', membership.wedding);
  c.set('role', membership.role);
  c.set('pro', membership.wedding.pro);
}

/** API routes of the session's current wedding, as its role rule allows: `c.var.user`, `c.var.wedding`, `c.var.role`, `c.var.pro`. */
export const requireApiOwner = createMiddleware<OwnerEnv>(async (c, next) => {
  if (!c.var.session) return apiError(c, 'auth.login-required', appText('common.loginRequired'));
  c.set('user', c.var.session.user);
  await memberOf(c);
  await next();
});

/** Pages of the session's current wedding, as its role rule allows (else the error page 'not authorized', 403). */
export const requirePageOwner = createMiddleware<OwnerEnv>(async (c, next) => {
  if (!c.var.session) return toLogin(c);
  c.set('user', c.var.session.user);
  await memberOf(c);
  await next();
});

/** The member guards, for the route-table test (tests/server/role-rules.test.ts). */
export function isMemberGuard(handler: unknown): boolean {
  return handler === requireApiOwner || handler === requirePageOwner;
}

for (const guard of [requireApiUser, requireApiAdmin, requireApiOwner]) sessionGuards.add(guard);
