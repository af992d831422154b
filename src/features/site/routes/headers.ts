import type { Context } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { securityPolicies } from '../../../core/http/middleware/security-headers';

/**
 * Headers of every page that shows a couple's content: the wedding Content-Security-Policy (one
 * source of truth with the app's: src/core/http/middleware/security-headers.ts, which adds the rest),
 * no indexing unless asked, no caching by others.
 */
export function setWeddingPageHeaders<E extends AppEnv>(c: Context<E>, options: { indexable?: boolean; privateCache?: boolean } = {}) {
  c.header('Content-Security-Policy', securityPolicies(c.var.config).weddingCsp);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!options.indexable) c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Cache-Control', options.privateCache ? 'private, no-store' : 'no-cache');
}

export function requestOrigin<E extends AppEnv>(c: Context<E>): string {
  return c.var.config.PUBLIC_URL ? new URL(c.var.config.PUBLIC_URL).origin : new URL(c.req.url).origin;
}
