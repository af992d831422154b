import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { useAppText } from '../../../shared/i18n/app';

export function ForgotPasswordPage({ error }: { error?: string }) {
  const t = useAppText();
  return (
    <HomeLayout>
      <AuthCard title={t('accounts.forgot.title')} footer={<a href="/login">{t('accounts.backToLogin')}</a>}>
        <p>{t('accounts.forgot.lead')}</p>
        <FormError message={error} />
        <form method="post" action="/user/forgot-password" className="form-stack">
          <Field label={t('accounts.form.email')} name="email" type="email" autoComplete="email" />
          <button className="btn btn--primary" type="submit">
            {t('accounts.forgot.submit')}
          </button>
        </form>
      </AuthCard>
    </HomeLayout>
  );
}
