// The couple's e-mail settings (whether opens are counted) as one action (issue 29 item 2): declared
// once (input emailSettingsFormSchema, output emailSettingsAnswerSchema, saveEmailSettings on the
// store) and mounted twice: PATCH /api/v1/email-settings (JSON) and the Announce and Journey pages'
// form POST /app/announce/email-settings (a checkbox: absent means off), which goes back to the page
// it came from with a toast, or with the problem as an error toast. Both act on the request's
// current wedding (a partner or planner sets it for the wedding they chose).
import { Hono } from 'hono';
import { z } from 'zod';
import { type ActionForm, defineAction } from '../../../core/actions/define-action';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { safeRedirectTarget } from '../../../core/http/safe-redirect';
import { EMAIL_SETTINGS_SAVED, emailSettingsSchema, readEmailSettings, saveEmailSettings } from '../../email';

const emailSettingsInput = emailSettingsSchema.extend({
  /** The form's page to go back to (the Announce pages or the Journey page). */
  redirect: z.string().optional(),
});

const emailSettingsAnswerSchema = z.object({ msg: z.string(), trackOpens: z.boolean() });
type EmailSettingsAnswer = z.output<typeof emailSettingsAnswerSchema>;

/** The page the form came from: the Announce pages or the Journey page, else /app/announce. */
function backTo(redirect: unknown): string {
  const target = safeRedirectTarget(typeof redirect === 'string' ? redirect : undefined, '/app/announce');
  return target.startsWith('/app/announce') || target === '/app/journey' ? target : '/app/announce';
}

const operation = {
  summary: 'Save the e-mail settings of the current wedding: whether opened e-mails are counted',
  input: emailSettingsInput,
  output: emailSettingsAnswerSchema,
  run: async (c: import('hono').Context<OwnerEnv>, input: z.output<typeof emailSettingsInput>): Promise<EmailSettingsAnswer> => ({
    msg: EMAIL_SETTINGS_SAVED,
    ...(await saveEmailSettings(c.var.store, c.var.wedding.id, { trackOpens: input.trackOpens })),
  }),
};

/** Mounted at /api/v1/email-settings. */
const emailSettingsApiAction = defineAction({ method: 'PATCH', path: '/', guard: requireApiOwner, ...operation });

const pageForm: ActionForm<OwnerEnv, z.output<typeof emailSettingsInput>, EmailSettingsAnswer> = {
  checkboxes: ['trackOpens'],
  onSuccess: (c, result, input) => {
    setFlash(c, result.msg);
    return c.redirect(backTo(input.redirect), 303);
  },
  onError: (c, problem, submitted) => {
    setFlash(c, problem.msg, 'error');
    return c.redirect(backTo(submitted.redirect), 303);
  },
};

/** Mounted at /app/announce (behind the Announce pages' guard): POST /email-settings. */
export const emailSettingsPageAction = defineAction({ method: 'POST', path: '/email-settings', guard: requirePageOwner, ...operation, form: pageForm });

/** /api/v1/email-settings: GET the current wedding's settings; PATCH saves them (the action). */
export const emailSettingsApi = new Hono<AppEnv>().route(
  '/',
  registerActions(
    new Hono<OwnerEnv>().get('/', requireApiOwner, async (c) => c.json(await readEmailSettings(c.var.store, c.var.wedding.id))),
    [emailSettingsApiAction],
  ),
);
