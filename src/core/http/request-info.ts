import type { Context } from 'hono';
import { clientAddress } from './client-address';
import type { AppEnv } from './context';

/** The public origin used in links we send out: the configured one only (src/core/config/env.ts), never the request's Host. */
export function publicOrigin<E extends AppEnv>(c: Context<E>): string {
  return c.var.config.publicOrigin;
}

/** The client's address for rate limits (TRUST_PROXY decides whose X-Forwarded-For counts); undefined in app.request tests. */
export function clientIp<E extends AppEnv>(c: Context<E>): string | undefined {
  return clientAddress(c, c.var.config);
}
