import type { Context } from 'hono';
import { apiCodeOf, errorEntry, type ErrorCode } from '../../error-codes';
import type { UserError } from '../../errors';

/**
 * Every API error is `{ msg, code }` with its code's 4xx/5xx status (src/core/error-codes.ts;
 * product.md §8: the msg becomes the toast). `extra` goes beside them.
 */
export function apiError(c: Context, code: ErrorCode, msg: string, extra: Record<string, unknown> = {}) {
  return c.json({ msg, code: apiCodeOf(code), ...extra }, errorEntry(code).status);
}

/** A UserError as the API answers it. */
export function userErrorJson(c: Context, error: UserError) {
  return apiError(c, error.code, error.message, error.extra);
}
