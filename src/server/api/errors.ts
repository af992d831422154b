import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every API error is `{ msg }` with a 4xx/5xx status (product.md §8: the msg becomes the toast). */
export function apiError(c: Context, status: ContentfulStatusCode, msg: string, extra: Record<string, unknown> = {}) {
  return c.json({ msg, ...extra }, status);
}

/** Thrown by domain code for a user-facing refusal; the app's error handler turns it into `{ msg }`. */
export class UserError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
