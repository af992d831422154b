import type { Context } from 'hono';
import { renderEmail } from '../../../views/email/render';
import type { AppEnv } from '../../context';
import { publicOrigin } from '../../request-info';

/** What sending a change-of-plans notice needs, for the page and the API alike. */
export function notifyDeps<E extends AppEnv>(c: Context<E>) {
  return { db: c.var.db, queue: c.var.queue, config: c.var.config, origin: publicOrigin(c), renderEmail };
}
