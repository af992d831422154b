import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { useAppText } from '../../../shared/i18n/app';
import { richText } from '../../../shared/i18n';

export function LoginPage({
  error,
  email,
  next,
  googleEnabled,
  locked = false,
}: {
  error?: string;
  email?: string;
  next?: string;
  googleEnabled: boolean;
  /** Too many attempts: offer a one-time login link by e-mail (issue 28 item 15). */
  locked?: boolean;
}) {
  const t = useAppText();
  return (
    <HomeLayout>
      <AuthCard
        title={t('accounts.login.title')}
        footer={
          <>
            <a href="/user/forgot-password">{t('accounts.login.forgot')}</a>
            <span>{richText(t, 'accounts.login.newHere', { link: <a href="/register">{t('accounts.login.createAccount')}</a> })}</span>
          </>
        }
      >
        <FormError message={error} />
        {locked && (
          <form method="post" action="/user/login-link" className="form-stack login-link" data-testid="login-link-form">
            <p>{t('accounts.login.lockedOffer')}</p>
            <input type="hidden" name="email" value={email ?? ''} />
            <button className="btn btn--ghost" type="submit">
              {t('accounts.login.lockedSubmit')}
            </button>
          </form>
        )}
        <form method="post" action="/login" className="form-stack">
          {next && <input type="hidden" name="next" value={next} />}
          <Field label={t('accounts.form.email')} name="email" type="email" value={email} autoComplete="email" />
          <Field label={t('accounts.form.password')} name="password" type="password" autoComplete="current-password" />
          <button className="btn btn--primary" type="submit">
            {t('accounts.login.submit')}
          </button>
        </form>
        {googleEnabled && (
          <a className="btn btn--google" href="/auth/google">
            {t('accounts.google.continue')}
          </a>
        )}
      </AuthCard>
    </HomeLayout>
  );
}
