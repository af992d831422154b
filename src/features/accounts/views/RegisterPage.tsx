import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { useAppText } from '../../../shared/i18n/app';
import { richText } from '../../../shared/i18n';
import { NewPasswordFields } from './NewPasswordFields';

export function RegisterPage({ error, name, email, googleEnabled }: { error?: string; name?: string; email?: string; googleEnabled: boolean }) {
  const t = useAppText();
  return (
    <HomeLayout>
      <AuthCard
        title={t('accounts.register.heading')}
        footer={<span>{richText(t, 'accounts.register.haveAccount', { link: <a href="/login">{t('accounts.login.submit')}</a> })}</span>}
      >
        <FormError message={error} />
        <form method="post" action="/register" className="form-stack">
          <Field label={t('accounts.form.yourName')} name="name" value={name} autoComplete="name" />
          <Field label={t('accounts.form.email')} name="email" type="email" value={email} autoComplete="email" />
          <NewPasswordFields />
          <button className="btn btn--primary" type="submit">
            {t('accounts.register.submit')}
          </button>
        </form>
        {googleEnabled && (
          <a className="btn btn--google" href="/auth/google">
            {t('accounts.google.continue')}
          </a>
        )}
        <p className="auth-card__fine">
          {richText(t, 'accounts.register.agree', {
            terms: <a href="/terms">{t('accounts.register.terms')}</a>,
            policy: <a href="/policy">{t('accounts.register.policy')}</a>,
          })}
        </p>
      </AuthCard>
    </HomeLayout>
  );
}
