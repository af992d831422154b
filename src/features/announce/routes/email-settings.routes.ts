import { Hono, type Context } from 'hono';
import { EMAIL_SETTINGS_SAVED, emailSettingsSchema, readEmailSettings, saveEmailSettings } from '../../email';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { AppEnv, UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiUser } from '../../../core/http/middleware/guards';
import { body } from '../../../core/http/validate';
import { safeRedirectTarget } from '../../../core/http/safe-redirect';

/** /api/v1/email-settings, GET/PATCH: the couple's e-mail settings (whether opens are counted). */
export const emailSettingsApi = new Hono<AppEnv>()
  .use(requireApiUser)
  .get('/', (c) => c.json(readEmailSettings(c.var.db, c.var.user.id)))
  .patch('/', body(emailSettingsSchema), (c) => {
    return c.json({ msg: EMAIL_SETTINGS_SAVED, ...saveEmailSettings(c.var.db, c.var.user.id, c.req.valid('json')) });
  });

/**
 * POST /app/announce/email-settings (a route of the Announce pages' router, behind its guard): the
 * same from the Announce pages' form (works without JavaScript). An invalid form is a flash, not a 400.
 */
export async function saveEmailSettingsForm(c: Context<UserEnv>) {
  const form = await readBody(c);
  const target = safeRedirectTarget(form.redirect, '/app/announce');
  const back = target.startsWith('/app/announce') || target === '/app/journey' ? target : '/app/announce';
  // An unticked checkbox is not sent at all: absent means off.
  const parsed = emailSettingsSchema.safeParse({ trackOpens: form.trackOpens ?? 'false' });
  if (!parsed.success) {
    setFlash(c, firstIssue(parsed.error), 'error');
    return c.redirect(back, 303);
  }
  saveEmailSettings(c.var.db, c.var.user.id, parsed.data);
  setFlash(c, EMAIL_SETTINGS_SAVED);
  return c.redirect(back, 303);
}
