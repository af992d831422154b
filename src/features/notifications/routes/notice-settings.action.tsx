// Each person's notice e-mails (issue 23 item 7), one action answering at two addresses:
//   PATCH /api/v1/notifications/settings { rsvpNotices } → { msg, rsvpNotices } (GET reads them);
//   POST /app/settings/notifications (the page's form; the checkbox absent means off) → 303 back with the toast.
// Always the signed-in person's own choice on the current wedding.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { appPage } from '../../weddings/web';
import { chooseRsvpNotices, rsvpNoticesOf } from '../domain/notices';
import { noticesRepository } from '../domain/notices-repository';
import { NoticeSettingsPage } from '../views/NoticeSettingsPage';
import { appText } from '../../../shared/i18n/app';

export const NOTICES_SAVED = appText('notifications.settings.saved');
const PAGE = '/app/settings/notifications';

const noticeSettingsSchema = z.object({
  rsvpNotices: z.union([z.boolean(), z.enum(['true', 'false', 'on']).transform((v) => v !== 'false')], { error: appText('notifications.settings.badChoice') }),
});
const answerSchema = z.object({ msg: z.string(), rsvpNotices: z.boolean() });

const operation = {
  summary: 'Choose whether you get an e-mail for each RSVP answer on the current wedding (your own choice)',
  input: noticeSettingsSchema,
  output: answerSchema,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof noticeSettingsSchema>) => ({
    msg: NOTICES_SAVED,
    ...(await chooseRsvpNotices(noticesRepository(c.var.store), c.var.wedding.id, c.var.user.id, input.rsvpNotices)),
  }),
};

const settingsOf = async (c: Context<OwnerEnv>) => ({
  rsvpNotices: await rsvpNoticesOf(noticesRepository(c.var.store), c.var.wedding.id, c.var.user.id, c.var.role),
});

/** Mounted at /api/v1/notifications/settings. */
export const noticeSettingsApi = registerActions(
  new Hono<OwnerEnv>().get('/', requireApiOwner, async (c) => c.json(await settingsOf(c))),
  [defineAction({ method: 'PATCH', path: '/', guard: requireApiOwner, ...operation })],
);

/** Mounted at /app/settings/notifications. */
export const noticeSettingsPages = new Hono<AppEnv>().route(
  '/',
  registerActions(
    new Hono<OwnerEnv>().get('/', requirePageOwner, async (c) => appPage(c, appText('notifications.title'), <NoticeSettingsPage {...(await settingsOf(c))} />)),
    [
      defineAction({
        method: 'POST',
        path: '/',
        guard: requirePageOwner,
        ...operation,
        form: {
          checkboxes: ['rsvpNotices'],
          onSuccess: (c, result) => {
            setFlash(c, result.msg);
            return c.redirect(PAGE, 303);
          },
          onError: (c, problem) => {
            setFlash(c, problem.msg, 'error');
            return c.redirect(PAGE, 303);
          },
        },
      }),
    ],
  ),
);
