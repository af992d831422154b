import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv } from '../../../core/http/context';
import { forgotPasswordAction, loginAction, loginLinkAction, logoutAction, registerAction, resetPasswordAction } from './auth.actions';

// /api/v1/auth (no guard: signing up, in and out, and the password reset): the actions of auth.actions.tsx,
// also mounted at their pages' forms (auth.pages.tsx).
export const authApi = registerActions(new Hono<AppEnv>(), [
  registerAction({ path: '/register' }),
  loginAction({ path: '/login' }),
  logoutAction({ method: 'DELETE', path: '/logout' }),
  forgotPasswordAction({ path: '/forgot-password' }),
  // A one-time login link, offered on the login lock screen (issue 28 item 15): the same answer whatever happened.
  loginLinkAction({ path: '/login-link' }),
  resetPasswordAction({ path: '/reset-password' }),
]);
