// The account's own settings, one action per operation (issue 29 item 2), each mounted at the API's address
// and at its settings page's no-JS form (one input schema, one output, one domain call):
//   profile  PATCH /api/v1/users/update-user          and POST /app/settings/profile  → { msg, pendingEmail?, user } | 303 back
//   password PATCH /api/v1/users/update-user-password and POST /app/settings/security → { msg } | 303 back
//   cancel   POST /app/settings/profile/cancel-email-change (the profile page's button only) → 303 back
// The pages are the app shell's (src/features/weddings mounts them with its renderer: `render`); a form's
// problem shows on its page again with a 400 and what was typed.
import type { Context, MiddlewareHandler } from 'hono';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { publicUser } from '../../../core/auth/roles';
import type { UserEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requirePageUser } from '../../../core/http/middleware/guards';
import { changePassword, updateProfile } from '../domain/accounts';
import { updatePasswordSchema, updateUserSchema } from '../domain/credentials';
import { emailChangeSent } from '../domain/email-change';
import { cancelEmailChange, pendingEmailChange } from '../domain/pending-email-change';
import { accountsRepository } from '../domain/repository';
import { ProfileSettings, SecuritySettings } from '../views/settings/SettingsPages';
import { currentSessionId } from './current-session';
import { accountDeps } from './account-deps';
import { appText } from '../../../shared/i18n/app';

/** Where an action answers: the API's address and guard, or its page's. */
type Where = { method: 'PATCH' | 'POST'; path: string; guard: MiddlewareHandler<UserEnv> };
/** Renders a settings page inside the app shell (the weddings feature's appPage). */
export type RenderSettings = (c: Context<UserEnv>, title: string, body: ReactNode) => Promise<Response>;

export const PROFILE_PAGE = '/app/settings/profile';
export const SECURITY_PAGE = '/app/settings/security';
const PROFILE_UPDATED = appText('accounts.profile.updated');
const PASSWORD_CHANGED = appText('accounts.security.changed');
const EMAIL_CHANGE_CANCELLED = appText('accounts.profile.changeCancelled');

export async function renderProfile(c: Context<UserEnv>, render: RenderSettings, values: { name?: string; email?: string; error?: string } = {}) {
  const user = c.var.user;
  const pending = await pendingEmailChange(accountsRepository(c.var.store), user.id);
  return render(
    c,
    appText('accounts.profile.title'),
    <ProfileSettings name={values.name ?? user.name} email={values.email ?? user.email} error={values.error} pending={pending} />,
  );
}

export function renderSecurity(c: Context<UserEnv>, render: RenderSettings, error?: string) {
  return render(c, appText('accounts.security.title'), <SecuritySettings error={error} />);
}

export function updateProfileAction(where: Where, render?: RenderSettings) {
  return defineAction({
    ...where,
    summary: 'Change the name or the e-mail (a new e-mail needs currentPassword and waits for its confirmation link)',
    input: updateUserSchema,
    output: z.object({
      msg: z.string(),
      pendingEmail: z.string().optional(),
      user: z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string(), pro: z.boolean() }),
    }),
    run: async (c: Context<UserEnv>, input) => {
      const user = await updateProfile(accountDeps(c), c.var.user, input);
      // A new e-mail waits for its confirmation link; the current one stays the login.
      const pending = user.pendingEmail ? { msg: emailChangeSent(user.pendingEmail), pendingEmail: user.pendingEmail } : { msg: PROFILE_UPDATED };
      return { ...pending, user: publicUser(user) };
    },
    form: {
      onSuccess: (c, result) => {
        setFlash(c, result.msg);
        return c.redirect(PROFILE_PAGE, 303);
      },
      onError: (c, problem, submitted) => {
        if (!render) throw problem.error ?? new Error('no page to show the problem on');
        c.status(400);
        return renderProfile(c, render, {
          name: String(submitted.name ?? c.var.user.name),
          email: String(submitted.email ?? c.var.user.email),
          error: problem.msg,
        });
      },
    },
  });
}

export function changePasswordAction(where: Where, render?: RenderSettings) {
  return defineAction({
    ...where,
    summary: 'Change the password (needs the current one); every other session of the account ends',
    input: updatePasswordSchema,
    output: z.object({ msg: z.string() }),
    run: async (c: Context<UserEnv>, input) => {
      await changePassword(c.var.store, c.var.user, currentSessionId(c), input);
      return { msg: PASSWORD_CHANGED };
    },
    form: {
      onSuccess: (c) => {
        setFlash(c, PASSWORD_CHANGED);
        return c.redirect(SECURITY_PAGE, 303);
      },
      onError: (c, problem) => {
        if (!render) throw problem.error ?? new Error('no page to show the problem on');
        c.status(400);
        return renderSecurity(c, render, problem.msg);
      },
    },
  });
}

export function cancelEmailChangeAction(where: Where) {
  return defineAction({
    ...where,
    input: z.object({}),
    output: z.object({ msg: z.string() }),
    run: async (c: Context<UserEnv>) => {
      await cancelEmailChange(accountsRepository(c.var.store), c.var.user.id);
      return { msg: EMAIL_CHANGE_CANCELLED };
    },
    form: {
      onSuccess: (c) => {
        setFlash(c, EMAIL_CHANGE_CANCELLED);
        return c.redirect(PROFILE_PAGE, 303);
      },
    },
  });
}

/** The settings pages' forms, mounted at /app/settings by the weddings feature (its app shell renders them). */
export function settingsPageActions(render: RenderSettings) {
  return [
    cancelEmailChangeAction({ method: 'POST', path: '/profile/cancel-email-change', guard: requirePageUser }),
    updateProfileAction({ method: 'POST', path: '/profile', guard: requirePageUser }, render),
    changePasswordAction({ method: 'POST', path: '/security', guard: requirePageUser }, render),
  ];
}
