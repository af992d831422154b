import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The route pattern that answered (Hono leaves routeIndex on the last handler it dispatched), or
 * undefined when no route did: for logs and metrics, never the raw path (unbounded labels).
 */
export function answeringRoute(c: Context): string | undefined {
  const handled = matchedRoutes(c)[c.req.routeIndex];
  return handled && !(handled.method === 'ALL' && handled.path === '/*') ? handled.path : undefined;
}
