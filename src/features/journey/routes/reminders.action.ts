// The automatic reminders' settings as one action (issue 29 item 2), mounted at two addresses:
//   PATCH /api/v1/journey/reminders { enabled, days } → { msg, enabled, days } (Pro: 403 before the body);
//   POST  /app/journey/reminders: the journey page's no-JS form (enabled a checkbox, days "14, 3"): 303 back
//     with the toast, or the page again with the problem (400); a free couple is sent back with the Pro text.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner, requirePro } from '../../../core/http/middleware/guards';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { appText } from '../../../shared/i18n/app';
import { autoReminderSettingsSchema, saveAutoReminderSettings } from '../domain/auto-reminders';
import { journeyRepository } from '../domain/repository';

export const JOURNEY_PATH = '/app/journey';
const REMINDERS_ON = appText('journey.reminders.on');
const REMINDERS_OFF = appText('journey.reminders.off');

const save = {
  summary: 'Turn the automatic reminders before the RSVP deadline on or off and choose their days (Pro)',
  input: autoReminderSettingsSchema,
  output: z.object({ msg: z.string(), enabled: z.boolean(), days: z.array(z.number().int()) }),
  run: async (c: Context<OwnerEnv>, input: z.output<typeof autoReminderSettingsSchema>) => {
    const saved = await saveAutoReminderSettings(journeyRepository(c.var.store), c.var.wedding.id, input);
    return { msg: saved.enabled ? REMINDERS_ON : REMINDERS_OFF, ...saved };
  },
};

/** The page's Pro check: a free couple goes back to the journey page with the Pro text (nothing is read or saved). */
const proOrBack: MiddlewareHandler<OwnerEnv> = async (c, next) => {
  if (!c.var.pro) {
    setFlash(c, EMAIL_PRO_ONLY, 'error');
    return c.redirect(JOURNEY_PATH, 303);
  }
  await next();
};

/** The API's Pro check (403 before the body is read); a couple's context is a user's one with the wedding. */
const requireProApi = requirePro(EMAIL_PRO_ONLY) as unknown as MiddlewareHandler<OwnerEnv>;

/** Mounted at /api/v1/journey. */
export const remindersApiAction = defineAction({ method: 'PATCH', path: '/reminders', guard: [requireApiOwner, requireProApi], ...save });

/** Mounted at /app/journey; `render` shows the journey page again with the problem. */
export function remindersPageAction(render: (c: Context<OwnerEnv>, error: string) => Response | Promise<Response>) {
  return defineAction({
    method: 'POST',
    path: '/reminders',
    guard: [requirePageOwner, proOrBack],
    ...save,
    form: {
      checkboxes: ['enabled'],
      onSuccess: (c, result) => {
        setFlash(c, result.msg);
        return c.redirect(JOURNEY_PATH, 303);
      },
      onError: (c, problem) => {
        c.status(400);
        return render(c, problem.msg);
      },
    },
  });
}
