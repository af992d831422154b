import { Hono } from 'hono';
import { sendSupportMessage, SUPPORT_NO_EMAIL, SUPPORT_SENT, supportMessageSchema } from '../../../domain/support/contact';
import { apiError } from '../../api/errors';
import { parseBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';
import { renderEmail } from '../../../views/email/render';

export const supportApi = new Hono<AppEnv>().post('/support/contact', requireApiUser, async (c) => {
  const user = c.var.session!.user;
  if (!user.email) return apiError(c, 400, SUPPORT_NO_EMAIL);
  const body = await parseBody(c, supportMessageSchema);
  await sendSupportMessage(
    { db: c.var.db, queue: c.var.queue, supportEmail: c.var.config.SUPPORT_EMAIL, renderEmail },
    { userId: user.id, email: user.email },
    body,
  );
  return c.json({ msg: SUPPORT_SENT });
});
