import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiCodeOf } from '../../error-codes';
import type { UserError } from '../../errors';

/** Every API error is `{ msg }` with a 4xx/5xx status (product.md §8: the msg becomes the toast). */
export function apiError(c: Context, status: ContentfulStatusCode, msg: string, extra: Record<string, unknown> = {}) {
  return c.json({ msg, ...extra }, status);
}

/** A UserError as the API answers it: `{ msg, code, ...extra }` with its code's status (src/domain/error-codes.ts). */
export function userErrorJson(c: Context, error: UserError) {
  return c.json({ msg: error.message, code: apiCodeOf(error.code), ...error.extra }, error.status);
}
