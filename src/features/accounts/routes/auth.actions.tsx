// Signing up, in and out and the e-mailed links' requests, one action per operation (issue 29 item 2), each
// mounted at the API's address and at its page's no-JS form (one input schema, one output, one domain call):
//   register        POST   /api/v1/auth/register        and POST /register          → 201 { msg, user } | 303 /user/check-email
//   login           POST   /api/v1/auth/login           and POST /login             → { msg, user } | 303 next (or /app)
//   logout          DELETE /api/v1/auth/logout          and POST /logout            → { msg } | 303 /
//   forgot-password POST   /api/v1/auth/forgot-password and POST /user/forgot-password → { msg } | 303 its check-email page
//   login link      POST   /api/v1/auth/login-link      and POST /user/login-link   → { msg } | 303 its check-email page
//   reset-password  POST   /api/v1/auth/reset-password  and POST /user/reset-password → { msg } | 303 /login
//   use login link  POST   /user/login-link/use (the e-mailed page's button only)   → 303 /app
// A page's form gets the page again with the problem and what was typed (the API: `{ msg, errors }` 400 or the
// domain's `{ msg, code }` with its 4xx).
import type { Context } from 'hono';
import { z } from 'zod';
import { anyone, defineAction } from '../../../core/actions/define-action';
import { publicUser } from '../../../core/auth/roles';
import { createSession, invalidateSession } from '../../../core/auth/sessions';
import { UserError } from '../../../core/errors';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { deleteSessionCookie, setSessionCookie } from '../../../core/http/middleware/session';
import { clientIp } from '../../../core/http/request-info';
import { keptNext, safeRedirectTarget } from '../../../core/http/safe-redirect';
import { loginSucceeded, RateLimitedError, retryAfterSeconds } from '../../../core/rate-limit';
import { authenticate, registerUser, requestLoginLink, requestPasswordReset, resetPassword, useLoginLink } from '../domain/accounts';
import { emailSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../domain/credentials';
import { LoginPage } from '../views/LoginPage';
import { MessagePage } from '../views/MessagePage';
import { RegisterPage } from '../views/RegisterPage';
import { ResetPasswordPage } from '../views/ResetPasswordPage';
import { accountDeps } from './account-deps';
import { googleEnabled } from './google';
import { isKnownDevice, rememberDevice } from './known-device';
import { appText } from '../../../shared/i18n/app';

/** Where an action answers: the API's address or its page's. */
type Where = { path: string };

const msgAnswer = z.object({ msg: z.string() });
const userAnswer = z.object({
  msg: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string(), pro: z.boolean() }),
});

function str(value: unknown) {
  return typeof value === 'string' ? value : undefined;
}

export function renderLogin<E extends AppEnv>(c: Context<E>, values: { error?: string; email?: string; next?: string; locked?: boolean }) {
  return c.render(<LoginPage {...values} googleEnabled={googleEnabled(c.var.config)} />, { title: appText('accounts.login.title') });
}

export function renderRegister<E extends AppEnv>(c: Context<E>, values: { error?: string; name?: string; email?: string } = {}) {
  return c.render(<RegisterPage {...values} googleEnabled={googleEnabled(c.var.config)} />, { title: appText('accounts.register.title') });
}

export const REGISTERED = appText('accounts.register.done');

export function registerAction(where: Where) {
  return defineAction({
    ...where,
    method: 'POST',
    guard: anyone,
    summary: 'Create an account (free) and e-mail its confirmation link',
    input: registerSchema,
    output: userAnswer,
    status: 201,
    run: async (c: Context<AppEnv>, input) => {
      const user = await registerUser(accountDeps(c), input, clientIp(c));
      return { msg: REGISTERED, user: publicUser(user) };
    },
    form: {
      onSuccess: (c, _result, input) => c.redirect(`/user/check-email?email=${encodeURIComponent(input.email)}`, 303),
      // A refusal (the e-mail is taken) is a 409 on the page, whatever its code.
      onError: (c, problem, submitted) => {
        c.status(problem.error ? 409 : 400);
        return renderRegister(c, { error: problem.msg, name: str(submitted.name), email: str(submitted.email) });
      },
    },
  });
}

export const LOGGED_IN = appText('accounts.login.done');

export function loginAction(where: Where) {
  return defineAction({
    ...where,
    method: 'POST',
    guard: anyone,
    summary: "Log in with e-mail and password (sets the session cookie); `next`: the page's own path to go to after",
    input: loginSchema.extend({ next: z.string().optional() }),
    output: userAnswer,
    run: async (c: Context<AppEnv>, { next: _next, ...credentials }) => {
      const user = await authenticate(accountDeps(c), { ...credentials, ip: clientIp(c), knownDevice: (id) => isKnownDevice(c, id) });
      const { token, session } = await createSession(c.var.store, user.id);
      setSessionCookie(c, token, session.expiresAt);
      await rememberDevice(c, user.id);
      return { msg: LOGGED_IN, user: publicUser(user) };
    },
    form: {
      onSuccess: (c, _result, input) => {
        setFlash(c, LOGGED_IN);
        return c.redirect(safeRedirectTarget(input.next, '/app'), 303);
      },
      onError: (c, problem, submitted) => {
        const locked = problem.error instanceof RateLimitedError;
        if (problem.error instanceof RateLimitedError) c.header('Retry-After', retryAfterSeconds(problem.error.retryAfterMs));
        c.status(problem.status);
        // After a refusal the address shows as it was read (trimmed, lower case); after a bad input as typed.
        const email = problem.error ? emailSchema.safeParse(submitted.email).data : str(submitted.email);
        return renderLogin(c, { error: problem.msg, email, next: keptNext(submitted.next), locked });
      },
    },
  });
}

export const LOGGED_OUT = appText('accounts.logout.done');

export function logoutAction(where: Where & { method: 'POST' | 'DELETE' }) {
  return defineAction({
    ...where,
    guard: anyone,
    summary: 'End this session (its cookie no longer works); `?reason=expired` leaves the toast that says so',
    input: z.object({}),
    output: msgAnswer,
    run: async (c: Context<AppEnv>) => {
      if (c.var.session) await invalidateSession(c.var.store, c.var.session.sessionId);
      deleteSessionCookie(c);
      if (c.req.query('reason') === 'expired') setFlash(c, appText('accounts.logout.expired'), 'warning');
      return { msg: LOGGED_OUT };
    },
    form: {
      onSuccess: (c) => {
        setFlash(c, LOGGED_OUT);
        return c.redirect('/', 303);
      },
    },
  });
}

/**
 * The two e-mailed links asked for by address: the same answer whatever happened (no account enumeration).
 * The page's form always goes on to its check-email page: a problem is only logged (product.md §8).
 */
function linkRequestAction(where: Where, link: { summary: string; msg: string; checkEmailPage: string; request: typeof requestPasswordReset; log: string }) {
  return defineAction({
    ...where,
    method: 'POST',
    guard: anyone,
    summary: link.summary,
    input: forgotPasswordSchema,
    output: msgAnswer,
    run: async (c: Context<AppEnv>, { email }) => {
      await link.request(accountDeps(c), email, clientIp(c));
      return { msg: link.msg };
    },
    form: {
      onSuccess: (c) => c.redirect(link.checkEmailPage, 303),
      onError: (c, problem) => {
        if (problem.error) console.error(`[auth] ${link.log}:`, problem.error);
        return c.redirect(link.checkEmailPage, 303);
      },
    },
  });
}

export function forgotPasswordAction(where: Where) {
  return linkRequestAction(where, {
    summary: 'E-mail a link to choose a new password, if an account uses the address (the same answer either way)',
    msg: appText('accounts.forgot.sent'),
    checkEmailPage: '/user/forgot-password/check-email',
    request: requestPasswordReset,
    log: 'forgot-password',
  });
}

/** A one-time login link, offered on the login lock screen (issue 28 item 15). */
export function loginLinkAction(where: Where) {
  return linkRequestAction(where, {
    summary: 'E-mail a one-time login link, if an account uses the address (the same answer either way)',
    msg: appText('accounts.loginLink.sent'),
    checkEmailPage: '/user/login-link/check-email',
    request: requestLoginLink,
    log: 'login-link',
  });
}

export const PASSWORD_RESET = appText('accounts.reset.done');

/** The e-mailed link's state as the reset page reads it (its token and the expiresAt it carries). */
export function resetLinkState(token: string | undefined, expiresAt: string | undefined): 'missing' | 'expired' | 'ok' {
  if (!token) return 'missing';
  const expires = Number(expiresAt);
  if (!Number.isFinite(expires) || expires <= Date.now()) return 'expired';
  return 'ok';
}

export function renderResetPassword<E extends AppEnv>(c: Context<E>, values: { token: string; expiresAt: string; error?: string }) {
  return c.render(<ResetPasswordPage {...values} />, { title: appText('accounts.reset.title') });
}

export function resetPasswordAction(where: Where & { page?: boolean }) {
  const { page, ...at } = where;
  return defineAction({
    ...at,
    method: 'POST',
    guard: anyone,
    summary: "Choose a new password with the e-mailed link's token; every session of the account ends",
    input: page ? resetPasswordSchema.and(z.object({ expiresAt: z.string().optional() })) : resetPasswordSchema,
    output: msgAnswer,
    run: async (c: Context<AppEnv>, input: z.output<typeof resetPasswordSchema> & { expiresAt?: string }) => {
      // The page's link carries when it expires: past it, the page says so before anything is tried.
      if (page && resetLinkState(input.token, input.expiresAt) !== 'ok') throw new UserError('auth.reset-link-expired', appText('accounts.reset.expired'));
      const user = await resetPassword(c.var.store, input.token, input.password);
      deleteSessionCookie(c);
      // The e-mailed link proves the owner: this browser gets through an account-wide login lock.
      await rememberDevice(c, user.id);
      return { msg: PASSWORD_RESET };
    },
    form: {
      onSuccess: (c) => {
        setFlash(c, PASSWORD_RESET);
        return c.redirect('/login', 303);
      },
      onError: (c, problem, submitted) => {
        const token = str(submitted.token);
        const expiresAt = str(submitted.expiresAt);
        const state = resetLinkState(token, expiresAt);
        if (state === 'missing') return c.redirect('/', 303);
        if (state === 'expired' || problem.error) return c.redirect('/user/expired', 303);
        c.status(400);
        return renderResetPassword(c, { token: token!, expiresAt: expiresAt!, error: problem.msg });
      },
    },
  });
}

/** The one-time login link's page posts its token here (opening the link only shows the button). */
export const useLoginLinkAction = defineAction({
  method: 'POST',
  path: '/login-link/use',
  guard: anyone,
  input: z.object({ token: z.string().optional() }),
  output: msgAnswer,
  run: async (c: Context<AppEnv>, { token }) => {
    const user = await useLoginLink(c.var.store, token ?? '');
    const { token: sessionToken, session } = await createSession(c.var.store, user.id);
    setSessionCookie(c, sessionToken, session.expiresAt);
    // The e-mailed link proves the owner: this browser gets through an account-wide login lock from now on.
    await rememberDevice(c, user.id);
    await loginSucceeded(c.var.store, user.email, clientIp(c));
    return { msg: LOGGED_IN };
  },
  form: {
    onSuccess: (c) => {
      setFlash(c, LOGGED_IN);
      return c.redirect('/app', 303);
    },
    onError: (c, problem) => {
      c.status(400);
      return c.render(
        <MessagePage title={appText('accounts.loginLink.unusable')}>
          <p>{problem.msg}</p>
          <p>
            <a className="btn btn--primary" href="/login">
              {appText('accounts.login.submit')}
            </a>
          </p>
        </MessagePage>,
        { title: appText('accounts.login.title') },
      );
    },
  },
});
