import type { Context } from 'hono';
import { renderEmail } from '../../email/web';
import type { AppEnv } from '../../../core/http/context';
import { publicOrigin } from '../../../core/http/request-info';

/** What sending a change-of-plans notice needs, for the page and the API alike. */
export function notifyDeps<E extends AppEnv>(c: Context<E>) {
  return { store: c.var.store, queue: c.var.queue, config: c.var.config, origin: publicOrigin(c), renderEmail };
}
