import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { keptNext } from '../../../core/http/safe-redirect';
import { verifyEmail } from '../domain/accounts';
import { ForgotPasswordPage } from '../views/ForgotPasswordPage';
import { MessagePage } from '../views/MessagePage';
import {
  forgotPasswordAction,
  loginAction,
  loginLinkAction,
  logoutAction,
  registerAction,
  renderLogin,
  renderRegister,
  renderResetPassword,
  resetLinkState,
  resetPasswordAction,
  useLoginLinkAction,
} from './auth.actions';
import { confirmEmailPage } from './email-change.pages';

// The forms post to the actions of auth.actions.tsx (the API's, mounted here too): a 303 on success, the page
// again with the problem and what was typed otherwise.

// /login
export const loginPages = registerActions(new Hono<AppEnv>(), [loginAction({ path: '/' })]).get('/', (c) =>
  c.var.session ? c.redirect('/app') : renderLogin(c, { next: keptNext(c.req.query('next')) }),
);

// /register
export const registerPages = registerActions(new Hono<AppEnv>(), [registerAction({ path: '/' })]).get('/', (c) =>
  c.var.session ? c.redirect('/app') : renderRegister(c),
);

// /user: the pages e-mailed links and the account forms lead to (check-email, verify-email, forgot-password,
// reset-password, expired, confirm-email)
export const userPages = registerActions(new Hono<AppEnv>(), [
  forgotPasswordAction({ path: '/forgot-password' }),
  resetPasswordAction({ path: '/reset-password', page: true }),
  // The one-time login link (issue 28 item 15): asked for on the login lock screen, opened from the e-mail.
  loginLinkAction({ path: '/login-link' }),
  useLoginLinkAction,
])
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
    return renderResetPassword(c, { token: token!, expiresAt: expiresAt! });
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
  });

// /logout (a form POST; the API's is DELETE /api/v1/auth/logout)
export const logoutPage = registerActions(new Hono<AppEnv>(), [logoutAction({ method: 'POST', path: '/' })]);
