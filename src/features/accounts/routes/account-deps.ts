import type { Context } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { publicOrigin } from '../../../core/http/request-info';
import { renderEmail } from '../../email/web';
import type { AccountDeps } from '../domain/accounts';

/** What the account rules need from a request: the store, the queue, the public origin and the e-mail renderer. */
export function accountDeps<E extends AppEnv>(c: Context<E>): AccountDeps {
  return { store: c.var.store, queue: c.var.queue, origin: publicOrigin(c), logLinks: c.var.config.NODE_ENV === 'development', renderEmail };
}
