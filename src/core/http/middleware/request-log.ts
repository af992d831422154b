import type { MiddlewareHandler } from 'hono';
import type { EventLogger } from '../../log/logger';
import { answeringRoute } from '../answering-route';
import type { AppEnv } from '../context';

/**
 * One log event per request: request id, method, path, the route
 * pattern that answered, status and duration. Asynchronous (see src/core/log/logger.ts).
 */
export function requestLog(logger: EventLogger): MiddlewareHandler<AppEnv> {
  const prefix = process.pid.toString(36);
  let sequence = 0;
  return async (c, next) => {
    const started = performance.now();
    const id = `${prefix}-${(++sequence).toString(36)}`;
    await next();
    logger.info(
      {
        reqId: id,
        method: c.req.method,
        path: c.req.path,
        route: answeringRoute(c),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
