import { AuthCard, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';
import { useAppText } from '../../../shared/i18n/app';
import { NewPasswordFields } from './NewPasswordFields';

export function ResetPasswordPage({ token, expiresAt, error }: { token: string; expiresAt: string; error?: string }) {
  const t = useAppText();
  return (
    <HomeLayout>
      <AuthCard title={t('accounts.reset.title')}>
        <FormError message={error} />
        <form method="post" action="/user/reset-password" className="form-stack">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="expiresAt" value={expiresAt} />
          <NewPasswordFields wording="new" />
          <button className="btn btn--primary" type="submit">
            {t('accounts.reset.submit')}
          </button>
        </form>
      </AuthCard>
    </HomeLayout>
  );
}
