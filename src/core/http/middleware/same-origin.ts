// Cross-site request forgery: a state-changing request (forms and JSON alike) must come from our
// own pages. Browsers send Origin (and Sec-Fetch-Site) on every such request; a request that
// carries neither is not from a browser page and cannot ride on a victim's cookie.
import type { MiddlewareHandler } from 'hono';
import { apiError } from '../api/errors';
import type { AppEnv } from '../context';
import { appText } from '../../../shared/i18n/app';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return apiError(c, 'request.cross-site', appText('common.crossSite'));
  }
  const origin = c.req.header('origin');
  if (origin) {
    const allowed = new Set([new URL(c.req.url).origin]);
    if (c.var.config.PUBLIC_URL) allowed.add(new URL(c.var.config.PUBLIC_URL).origin);
    if (origin === 'null' || !allowed.has(origin)) return apiError(c, 'request.cross-site', appText('common.crossSite'));
  }
  await next();
};
