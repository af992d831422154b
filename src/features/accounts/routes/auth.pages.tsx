import { Hono, type Context } from 'hono';
import { authenticate, registerUser, requestLoginLink, requestPasswordReset, resetPassword, useLoginLink, verifyEmail } from '../domain/accounts';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../domain/credentials';
import { createSession, invalidateSession } from '../../../core/auth/sessions';
import { ForgotPasswordPage } from '../views/ForgotPasswordPage';
import { LoginPage } from '../views/LoginPage';
import { MessagePage } from '../views/MessagePage';
import { RegisterPage } from '../views/RegisterPage';
import { ResetPasswordPage } from '../views/ResetPasswordPage';
import { UserError } from '../../../core/errors';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { deleteSessionCookie, setSessionCookie } from '../../../core/http/middleware/session';
import { isKnownDevice, rememberDevice } from './known-device';
import { clientIp } from '../../../core/http/request-info';
import { accountDeps } from './account-deps';
import { loginSucceeded, RateLimitedError, retryAfterSeconds } from '../../../core/rate-limit';
import { keptNext, safeRedirectTarget } from '../../../core/http/safe-redirect';
import { confirmEmailPage } from './email-change.pages';
import { googleEnabled } from './google';

/** Only our own paths: never an open redirect to another site. */
export function safeNext(next: unknown): string {
  return safeRedirectTarget(next, '/app');
}

function str(value: unknown) {
  return typeof value === 'string' ? value : undefined;
}

function userMessage(error: unknown): string {
  if (error instanceof UserError) return error.message;
  throw error;
}

function resetLinkState(token: string | undefined, expiresAt: string | undefined): 'missing' | 'expired' | 'ok' {
  if (!token) return 'missing';
  const expires = Number(expiresAt);
  if (!Number.isFinite(expires) || expires <= Date.now()) return 'expired';
  return 'ok';
}

async function renderLogin<E extends AppEnv>(c: Context<E>, values: { error?: string; email?: string; next?: string; locked?: boolean }) {
  return c.render(<LoginPage {...values} googleEnabled={googleEnabled(c.var.config)} />, { title: 'Log in' });
}

// The forms here re-render with the first problem on invalid input (safeParse, not a 400 JSON answer).

// /login
export const loginPages = new Hono<AppEnv>()
  .get('/', (c) => (c.var.session ? c.redirect('/app') : renderLogin(c, { next: keptNext(c.req.query('next')) })))
  .post('/', async (c) => {
    const body = await readBody(c);
    const parsed = loginSchema.safeParse(body);
    const next = safeNext(body.next);
    if (!parsed.success) {
      c.status(400);
      return renderLogin(c, { error: firstIssue(parsed.error), email: str(body.email), next: keptNext(body.next) });
    }
    try {
      const user = await authenticate(accountDeps(c), { ...parsed.data, ip: clientIp(c), knownDevice: (id) => isKnownDevice(c, id) });
      const { token, session } = await createSession(c.var.store, user.id);
      setSessionCookie(c, token, session.expiresAt);
      await rememberDevice(c, user.id);
      setFlash(c, 'logged in successfully');
      return c.redirect(next, 303);
    } catch (error) {
      const message = userMessage(error);
      if (error instanceof RateLimitedError) c.header('Retry-After', retryAfterSeconds(error.retryAfterMs));
      c.status((error as UserError).status);
      return renderLogin(c, { error: message, email: parsed.data.email, next: keptNext(body.next), locked: error instanceof RateLimitedError });
    }
  });

// /register
export const registerPages = new Hono<AppEnv>()
  .get('/', (c) =>
    c.var.session ? c.redirect('/app') : c.render(<RegisterPage googleEnabled={googleEnabled(c.var.config)} />, { title: 'Create your account' }),
  )
  .post('/', async (c) => {
    const body = await readBody(c);
    const parsed = registerSchema.safeParse(body);
    const rerender = (error: string, status: 400 | 409) => {
      c.status(status);
      return c.render(<RegisterPage error={error} name={str(body.name)} email={str(body.email)} googleEnabled={googleEnabled(c.var.config)} />, {
        title: 'Create your account',
      });
    };
    if (!parsed.success) return rerender(firstIssue(parsed.error), 400);
    try {
      await registerUser(accountDeps(c), parsed.data, clientIp(c));
    } catch (error) {
      return rerender(userMessage(error), 409);
    }
    return c.redirect(`/user/check-email?email=${encodeURIComponent(parsed.data.email)}`, 303);
  });

// /user: the pages e-mailed links and the account forms lead to (check-email, verify-email, forgot-password,
// reset-password, expired, confirm-email)
export const userPages = new Hono<AppEnv>()
  .get('/check-email', (c) =>
    c.render(
      <MessagePage title="Check your email">
        <p>
          We sent a confirmation link to <strong>{c.req.query('email') ?? 'your email address'}</strong>. Open it to finish creating your account. It can take a
          minute to arrive; check your spam folder too.
        </p>
        <p>
          <a href="/login">Back to log in</a>
        </p>
      </MessagePage>,
      { title: 'Check your email' },
    ),
  )
  .get('/verify-email', async (c) => {
    const token = c.req.query('token');
    const result = token ? await verifyEmail(c.var.store, token) : 'invalid';
    if (result === 'verified') {
      setFlash(c, 'Email confirmed. You can log in now');
      return c.redirect('/login', 303);
    }
    c.status(400);
    return c.render(
      <MessagePage title={result === 'expired' ? 'This link has expired' : 'This link is not valid'}>
        <p>
          {result === 'expired'
            ? 'Confirmation links work for 48 hours. Log in with your email and password and we will send you a fresh one.'
            : 'The link was already used or is incomplete. If you confirmed already, just log in.'}
        </p>
        <p>
          <a className="btn btn--primary" href="/login">
            Log in
          </a>
        </p>
      </MessagePage>,
      { title: 'Confirm your email' },
    );
  })
  .get('/forgot-password', (c) => c.render(<ForgotPasswordPage />, { title: 'Reset your password' }))
  .post('/forgot-password', async (c) => {
    // Always the same next page, whatever happened (no account enumeration); errors are only logged.
    const parsed = forgotPasswordSchema.safeParse(await readBody(c));
    if (parsed.success) {
      await requestPasswordReset(accountDeps(c), parsed.data.email, clientIp(c)).catch((error) => console.error('[auth] forgot-password:', error));
    }
    return c.redirect('/user/forgot-password/check-email', 303);
  })
  .get('/forgot-password/check-email', (c) =>
    c.render(
      <MessagePage title="Check your email">
        <p>If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.</p>
        <p>
          <a href="/login">Back to log in</a>
        </p>
      </MessagePage>,
      { title: 'Check your email' },
    ),
  )
  .get('/reset-password', (c) => {
    const token = c.req.query('token');
    const expiresAt = c.req.query('expiresAt');
    const state = resetLinkState(token, expiresAt);
    if (state === 'missing') return c.redirect('/');
    if (state === 'expired') return c.redirect('/user/expired');
    return c.render(<ResetPasswordPage token={token!} expiresAt={expiresAt!} />, { title: 'Choose a new password' });
  })
  .post('/reset-password', async (c) => {
    const body = await readBody(c);
    const state = resetLinkState(str(body.token), str(body.expiresAt));
    if (state === 'missing') return c.redirect('/', 303);
    if (state === 'expired') return c.redirect('/user/expired', 303);
    const parsed = resetPasswordSchema.safeParse(body);
    const rerender = (error: string) => {
      c.status(400);
      return c.render(<ResetPasswordPage token={str(body.token)!} expiresAt={str(body.expiresAt)!} error={error} />, {
        title: 'Choose a new password',
      });
    };
    if (!parsed.success) return rerender(firstIssue(parsed.error));
    let user;
    try {
      user = await resetPassword(c.var.store, parsed.data.token, parsed.data.password);
    } catch (error) {
      if (error instanceof UserError) return c.redirect('/user/expired', 303);
      throw error;
    }
    deleteSessionCookie(c);
    // The e-mailed link proves the owner: this browser gets through an account-wide login lock.
    await rememberDevice(c, user.id);
    setFlash(c, 'Password reset. Please log in again');
    return c.redirect('/login', 303);
  })
  .get('/expired', (c) =>
    c.render(
      <MessagePage title="This reset link has expired">
        <p>For your safety, reset links work once and for one hour. Ask for a new one and use it straight away.</p>
        <p>
          <a className="btn btn--primary" href="/user/forgot-password">
            Send a new link
          </a>
        </p>
      </MessagePage>,
      { title: 'Link expired' },
    ),
  )
  .route('/confirm-email', confirmEmailPage)
  // The one-time login link (issue 28 item 15): asked for on the login lock screen, opened from the e-mail.
  .post('/login-link', async (c) => {
    const parsed = forgotPasswordSchema.safeParse(await readBody(c));
    if (parsed.success) {
      await requestLoginLink(accountDeps(c), parsed.data.email, clientIp(c)).catch((error) => console.error('[auth] login-link:', error));
    }
    return c.redirect('/user/login-link/check-email', 303);
  })
  .get('/login-link/check-email', (c) =>
    c.render(
      <MessagePage title="Check your email">
        <p>If an account uses that address, we have sent it a link that logs you in once. It works for 15 minutes.</p>
        <p>
          <a href="/login">Back to log in</a>
        </p>
      </MessagePage>,
      { title: 'Check your email' },
    ),
  )
  // Opening the link only shows a button: mail scanners that fetch links must not use it up.
  .get('/login-link', (c) => {
    const token = c.req.query('token') ?? '';
    return c.render(
      <MessagePage title="Log in to Vowly">
        <form method="post" action="/user/login-link/use" className="form-stack">
          <input type="hidden" name="token" value={token} />
          <button className="btn btn--primary" type="submit">
            Log me in
          </button>
        </form>
      </MessagePage>,
      { title: 'Log in' },
    );
  })
  .post('/login-link/use', async (c) => {
    const token = str((await readBody(c)).token) ?? '';
    let user;
    try {
      user = await useLoginLink(c.var.store, token);
    } catch (error) {
      c.status(400);
      return c.render(
        <MessagePage title="This login link cannot be used">
          <p>{userMessage(error)}</p>
          <p>
            <a className="btn btn--primary" href="/login">
              Log in
            </a>
          </p>
        </MessagePage>,
        { title: 'Log in' },
      );
    }
    const { token: sessionToken, session } = await createSession(c.var.store, user.id);
    setSessionCookie(c, sessionToken, session.expiresAt);
    // The e-mailed link proves the owner: this browser gets through an account-wide login lock from now on.
    await rememberDevice(c, user.id);
    await loginSucceeded(c.var.store, user.email, clientIp(c));
    setFlash(c, 'logged in successfully');
    return c.redirect('/app', 303);
  });

// /logout (a form POST; the API's is DELETE /api/v1/auth/logout)
export const logoutPage = new Hono<AppEnv>().post('/', async (c) => {
  if (c.var.session) await invalidateSession(c.var.store, c.var.session.sessionId);
  deleteSessionCookie(c);
  setFlash(c, 'Logged out successfully');
  return c.redirect('/', 303);
});
