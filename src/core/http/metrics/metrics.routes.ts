import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { AppMetrics } from './metrics';

/** /metrics: GET / in Prometheus text format: 404 unless METRICS_TOKEN is set, 401 without it. */
export function metricsRoutes(metrics: AppMetrics | null) {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    if (!metrics) return c.notFound();
    c.header('cache-control', 'no-store');
    if (!metrics.authorised(c.req.header('authorization'))) {
      c.header('www-authenticate', 'Bearer realm="metrics"');
      return c.json({ msg: 'Unauthorized' }, 401);
    }
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  });
  return routes;
}
