import { Hono } from 'hono';
import { confirmEmailChange } from '../domain/email-change';
import { MessagePage } from '../views/MessagePage';
import type { AppEnv } from '../../../core/http/context';
import { accountDeps } from './account-deps';

/** GET /user/confirm-email?token=…: the link sent to a new account address makes it the login (in userPages). */
export const confirmEmailPage = new Hono<AppEnv>().get('/', async (c) => {
  const token = c.req.query('token');
  const result = token ? await confirmEmailChange(accountDeps(c), token.slice(0, 500)) : { status: 'invalid' as const };
  const next = c.var.session ? { href: '/app/settings/profile', label: 'Back to your profile' } : { href: '/login', label: 'Log in' };
  if (result.status === 'changed') {
    return c.render(
      <MessagePage title="Email changed">
        <p>
          Your Vowly login is now <strong>{result.email}</strong>. Use it with your current password the next time you log in.
        </p>
        <p>
          <a className="btn btn--primary" href={next.href}>
            {next.label}
          </a>
        </p>
      </MessagePage>,
      { title: 'Email changed', noindex: true },
    );
  }
  c.status(result.status === 'taken' ? 409 : 400);
  const text =
    result.status === 'taken'
      ? 'Another account uses that email now, so your login stays as it was. Choose a different email in your profile.'
      : result.status === 'expired'
        ? 'This link has expired. Links to confirm a new email work for 48 hours: ask again in your profile. Your login stays as it was.'
        : 'This link has expired or was already used. Your login stays as it was; ask again in your profile if you still want to change it.';
  return c.render(
    <MessagePage title="Email not changed">
      <p>{text}</p>
      <p>
        <a className="btn btn--primary" href={next.href}>
          {next.label}
        </a>
      </p>
    </MessagePage>,
    { title: 'Email not changed', noindex: true },
  );
});
