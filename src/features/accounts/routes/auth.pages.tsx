import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { keptNext } from '../../../core/http/safe-redirect';
import { verifyEmail } from '../domain/accounts';
import { emailSchema } from '../domain/credentials';
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
import { appText } from '../../../shared/i18n/app';
import { richText } from '../../../shared/i18n';

// The forms post to the actions of auth.actions.tsx (the API's, mounted here too): a 303 on success, the page
// again with the problem and what was typed otherwise.

/** `?email=` (the confirmation link's redirect fills in the verified address): an address, or nothing. */
const filledEmail = (value: string | undefined) => emailSchema.safeParse(value).data;

// /login
export const loginPages = registerActions(new Hono<AppEnv>(), [loginAction({ path: '/' })]).get('/', (c) =>
  c.var.session ? c.redirect('/app') : renderLogin(c, { next: keptNext(c.req.query('next')), email: filledEmail(c.req.query('email')) }),
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
      <MessagePage title={appText('accounts.checkEmail.title')}>
        <p>
          {richText(appText, 'accounts.checkEmail.confirm', { email: <strong>{c.req.query('email') ?? appText('accounts.checkEmail.yourAddress')}</strong> })}
        </p>
        <p>
          <a href="/login">{appText('accounts.backToLogin')}</a>
        </p>
      </MessagePage>,
      { title: appText('accounts.checkEmail.title') },
    ),
  )
  .get('/verify-email', async (c) => {
    const token = c.req.query('token');
    const result = token ? await verifyEmail(c.var.store, token) : { status: 'invalid' as const };
    if (result.status === 'verified') {
      setFlash(c, appText('accounts.verify.done'));
      return c.redirect(`/login?email=${encodeURIComponent(result.email)}`, 303);
    }
    c.status(400);
    return c.render(
      <MessagePage title={appText(result.status === 'expired' ? 'accounts.verify.expired.title' : 'accounts.verify.invalid.title')}>
        <p>{appText(result.status === 'expired' ? 'accounts.verify.expired.text' : 'accounts.verify.invalid.text')}</p>
        <p>
          <a className="btn btn--primary" href="/login">
            {appText('accounts.login.submit')}
          </a>
        </p>
      </MessagePage>,
      { title: appText('accounts.verify.title') },
    );
  })
  .get('/forgot-password', (c) => c.render(<ForgotPasswordPage />, { title: appText('accounts.forgot.title') }))
  .get('/forgot-password/check-email', (c) =>
    c.render(
      <MessagePage title={appText('accounts.checkEmail.title')}>
        <p>{appText('accounts.forgot.checkEmail')}</p>
        <p>
          <a href="/login">{appText('accounts.backToLogin')}</a>
        </p>
      </MessagePage>,
      { title: appText('accounts.checkEmail.title') },
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
      <MessagePage title={appText('accounts.reset.expired.title')}>
        <p>{appText('accounts.reset.expired.text')}</p>
        <p>
          <a className="btn btn--primary" href="/user/forgot-password">
            {appText('accounts.reset.expired.again')}
          </a>
        </p>
      </MessagePage>,
      { title: appText('accounts.reset.expired.pageTitle') },
    ),
  )
  .route('/confirm-email', confirmEmailPage)
  // The one-time login link (issue 28 item 15): asked for on the login lock screen, opened from the e-mail.
  .get('/login-link/check-email', (c) =>
    c.render(
      <MessagePage title={appText('accounts.checkEmail.title')}>
        <p>{appText('accounts.loginLink.checkEmail')}</p>
        <p>
          <a href="/login">{appText('accounts.backToLogin')}</a>
        </p>
      </MessagePage>,
      { title: appText('accounts.checkEmail.title') },
    ),
  )
  // Opening the link only shows a button: mail scanners that fetch links must not use it up.
  .get('/login-link', (c) => {
    const token = c.req.query('token') ?? '';
    return c.render(
      <MessagePage title={appText('accounts.loginLink.title')}>
        <form method="post" action="/user/login-link/use" className="form-stack">
          <input type="hidden" name="token" value={token} />
          <button className="btn btn--primary" type="submit">
            {appText('accounts.loginLink.submit')}
          </button>
        </form>
      </MessagePage>,
      { title: appText('accounts.login.title') },
    );
  });

// /logout (a form POST; the API's is DELETE /api/v1/auth/logout)
export const logoutPage = registerActions(new Hono<AppEnv>(), [logoutAction({ method: 'POST', path: '/' })]);
