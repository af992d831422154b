import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { ErrorPage } from '../rendering/components/ErrorPage';
import { NotFoundPage } from '../rendering/components/NotFoundPage';
import { RateLimitedError, retryAfterSeconds } from '../rate-limit/rate-limited';
import { UserError } from '../errors';
import { firstIssue } from './api/parse-body';
import type { AppEnv } from './context';
import { apiError, userErrorJson } from './api/errors';
import { appText } from '../../shared/i18n/app';

function isApi(c: Context) {
  return new URL(c.req.url).pathname.startsWith('/api/');
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof UserError) {
    if (error instanceof RateLimitedError) c.header('Retry-After', retryAfterSeconds(error.retryAfterMs));
    if (isApi(c)) return userErrorJson(c, error);
    c.status(error.status);
    return c.render(<ErrorPage message={error.message} />, { title: appText('common.errorTitle') });
  }
  if (error instanceof ZodError) return apiError(c, 'input.invalid', firstIssue(error));
  if (error instanceof HTTPException) {
    return isApi(c) ? c.json({ msg: error.message || appText('common.requestRefused') }, error.status) : error.getResponse();
  }
  console.error(`[web] ${c.req.method} ${c.req.path} failed:`, error);
  if (isApi(c)) return apiError(c, 'server.error', appText('common.serverError'));
  c.status(500);
  return c.render(<ErrorPage />, { title: appText('common.errorTitle') });
}

export function handleNotFound<E extends AppEnv>(c: Context<E>) {
  if (isApi(c)) return apiError(c, 'request.unknown-path', appText('common.notFound'));
  c.status(404);
  return c.render(<NotFoundPage />, { title: appText('common.notFound') });
}
