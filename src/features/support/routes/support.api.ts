import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { registerActions } from '../../../core/actions/register-actions';
import { apiError } from '../../../core/http/api/errors';
import type { AppEnv, UserEnv } from '../../../core/http/context';
import { requireApiUser } from '../../../core/http/middleware/guards';
import { SUPPORT_NO_EMAIL } from '../domain/contact';
import { contactSupport } from './contact.action';

/** An account without an e-mail cannot be answered: refused before its message is read. */
const requireAccountEmail = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.user.email) return apiError(c, 'support.no-email', SUPPORT_NO_EMAIL);
  await next();
});

// /api/v1/support
export const supportApi = new Hono<AppEnv>()
  .use(requireApiUser)
  .route('/', registerActions(new Hono<UserEnv>(), [contactSupport({ path: '/contact', guard: requireAccountEmail })]));
