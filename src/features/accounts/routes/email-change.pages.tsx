import { Hono } from 'hono';
import { confirmEmailChange } from '../domain/email-change';
import { MessagePage } from '../views/MessagePage';
import type { AppEnv } from '../../../core/http/context';
import { accountDeps } from './account-deps';
import { appText } from '../../../shared/i18n/app';
import { richText } from '../../../shared/i18n';

/** GET /user/confirm-email?token=…: the link sent to a new account address makes it the login (in userPages). */
export const confirmEmailPage = new Hono<AppEnv>().get('/', async (c) => {
  const token = c.req.query('token');
  const result = token ? await confirmEmailChange(accountDeps(c), token.slice(0, 500)) : { status: 'invalid' as const };
  const next = c.var.session
    ? { href: '/app/settings/profile', label: appText('accounts.emailChange.backToProfile') }
    : { href: '/login', label: appText('accounts.login.submit') };
  if (result.status === 'changed') {
    return c.render(
      <MessagePage title={appText('accounts.emailChange.changed.title')}>
        <p>{richText(appText, 'accounts.emailChange.changed.text', { email: <strong>{result.email}</strong> })}</p>
        <p>
          <a className="btn btn--primary" href={next.href}>
            {next.label}
          </a>
        </p>
      </MessagePage>,
      { title: appText('accounts.emailChange.changed.title'), noindex: true },
    );
  }
  c.status(result.status === 'taken' ? 409 : 400);
  const text =
    result.status === 'taken'
      ? appText('accounts.emailChange.taken')
      : result.status === 'expired'
        ? appText('accounts.emailChange.expired')
        : appText('accounts.emailChange.invalid');
  return c.render(
    <MessagePage title={appText('accounts.emailChange.notChanged')}>
      <p>{text}</p>
      <p>
        <a className="btn btn--primary" href={next.href}>
          {next.label}
        </a>
      </p>
    </MessagePage>,
    { title: appText('accounts.emailChange.notChanged'), noindex: true },
  );
});
