import { Hono } from 'hono';
import { EMAIL_SETTINGS_SAVED, emailSettingsSchema, readEmailSettings, saveEmailSettings } from '../../../domain/email/email-settings';
import { firstIssue, parseBody, readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { requireApiUser, requirePageUser } from '../../middleware/guards';
import { safeRedirectTarget } from '../../safe-redirect';

/** GET/PATCH /api/v1/email-settings: the couple's e-mail settings (whether opens are counted). */
export const emailSettingsApi = new Hono<AppEnv>()
  .use('/email-settings', requireApiUser)
  .get('/email-settings', (c) => c.json(readEmailSettings(c.var.db, c.var.session!.user.id)))
  .patch('/email-settings', async (c) => {
    const input = await parseBody(c, emailSettingsSchema);
    return c.json({ msg: EMAIL_SETTINGS_SAVED, ...saveEmailSettings(c.var.db, c.var.session!.user.id, input) });
  });

/** POST /app/announce/email-settings: the same from the Announce pages' form (works without JavaScript). */
export const emailSettingsPages = new Hono<AppEnv>().use('/app/announce/email-settings', requirePageUser).post('/app/announce/email-settings', async (c) => {
  const body = await readBody(c);
  const target = safeRedirectTarget(body.redirect, '/app/announce');
  const back = target.startsWith('/app/announce') || target === '/app/journey' ? target : '/app/announce';
  // An unticked checkbox is not sent at all: absent means off.
  const parsed = emailSettingsSchema.safeParse({ trackOpens: body.trackOpens ?? 'false' });
  if (!parsed.success) {
    setFlash(c, firstIssue(parsed.error), 'error');
    return c.redirect(back, 303);
  }
  saveEmailSettings(c.var.db, c.var.session!.user.id, parsed.data);
  setFlash(c, EMAIL_SETTINGS_SAVED);
  return c.redirect(back, 303);
});
