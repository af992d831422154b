/**
 * The landing page and the designs catalogue (/, /designs, /designs/{id}) change only with a
 * deployment (and the demo's dates, at most daily): anonymous visits get a strong ETag of build,
 * path and day, a revisit with it gets 304 before anything renders, and shared caches may keep
 * them like public wedding pages. Signed-in visitors (their name in the header) take the normal path.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { etagMatches, isPersonalVisit } from './anonymous-visit';
import { PUBLIC_PAGE_CACHE_CONTROL } from './guest-page-cache';

const CATALOGUE_PATH = /^\/(?:designs(?:\/[0-9]{1,3})?)?$/;

export function cataloguePagesEtag(options: { buildId: string; gated: boolean; now?: () => number }): MiddlewareHandler<AppEnv> {
  const now = options.now ?? Date.now;
  return async (c, next) => {
    if (options.gated || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || !CATALOGUE_PATH.test(c.req.path)) return next();
    if (isPersonalVisit(c.req.header('cookie'))) return next();
    const day = new Date(now()).toISOString().slice(0, 10);
    const etag = `"${options.buildId}-${day}-${c.req.path.replaceAll('/', '_') || '_'}"`;
    if (etagMatches(c.req.header('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers: { etag, 'cache-control': PUBLIC_PAGE_CACHE_CONTROL, vary: 'Accept-Encoding' } });
    }
    await next();
    if (c.res.status !== 200) return;
    c.res.headers.set('etag', etag);
    c.res.headers.set('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  };
}
