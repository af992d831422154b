import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every API error is `{ msg }` with a 4xx/5xx status (product.md §8: the msg becomes the toast). */
export function apiError(c: Context, status: ContentfulStatusCode, msg: string, extra: Record<string, unknown> = {}) {
  return c.json({ msg, ...extra }, status);
}
