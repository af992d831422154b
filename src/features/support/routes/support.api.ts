import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sendSupportMessage, SUPPORT_NO_EMAIL, SUPPORT_SENT, supportMessageSchema } from '../domain/contact';
import { apiError } from '../../../core/http/api/errors';
import type { AppEnv, UserEnv } from '../../../core/http/context';
import { requireApiUser } from '../../../core/http/middleware/guards';
import { body } from '../../../core/http/validate';
import { renderEmail } from '../../email';

/** An account without an e-mail cannot be answered: refused before its message is read. */
const requireAccountEmail = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.var.user.email) return apiError(c, 'support.no-email', SUPPORT_NO_EMAIL);
  await next();
});

// /api/v1/support
export const supportApi = new Hono<AppEnv>().use(requireApiUser).post('/contact', requireAccountEmail, body(supportMessageSchema), async (c) => {
  const user = c.var.user;
  await sendSupportMessage(
    { store: c.var.store, queue: c.var.queue, supportEmail: c.var.config.SUPPORT_EMAIL, renderEmail },
    { userId: user.id, email: user.email },
    c.req.valid('json'),
  );
  return c.json({ msg: SUPPORT_SENT });
});
