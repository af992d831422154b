import type { MiddlewareHandler } from 'hono';
import { isAdmin } from '../../domain/auth/roles';
import { apiError } from '../api/errors';
import type { AppEnv } from '../context';

/** API: 401 without a valid session (the app then shows 'session expired. Please log in again'). */
export const requireApiUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.session) return apiError(c, 401, 'Please log in');
  await next();
};

export const requireApiAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.session) return apiError(c, 401, 'Please log in');
  if (!isAdmin(c.var.session.user.role)) return apiError(c, 403, 'not authorized');
  await next();
};

/** Pages: to the login page without a session, coming back afterwards. */
export const requirePageUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.session) {
    const url = new URL(c.req.url);
    return c.redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  await next();
};
