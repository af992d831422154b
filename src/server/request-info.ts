import type { Context } from 'hono';
import type { AccountDeps } from '../domain/auth/accounts';
import { renderEmail } from '../views/email/render';
import { clientAddress } from './client-address';
import type { AppEnv } from './context';

/** The public origin used in links we send out: the configured one only (src/env.ts), never the request's Host. */
export function publicOrigin<E extends AppEnv>(c: Context<E>): string {
  return c.var.config.publicOrigin;
}

/** The client's address for rate limits (TRUST_PROXY decides whose X-Forwarded-For counts); undefined in app.request tests. */
export function clientIp<E extends AppEnv>(c: Context<E>): string | undefined {
  return clientAddress(c, c.var.config);
}

export function accountDeps<E extends AppEnv>(c: Context<E>): AccountDeps {
  return { db: c.var.db, queue: c.var.queue, origin: publicOrigin(c), logLinks: c.var.config.NODE_ENV === 'development', renderEmail };
}
