import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

export function ResetPasswordPage({ token, expiresAt, error }: { token: string; expiresAt: string; error?: string }) {
  return (
    <HomeLayout>
      <AuthCard title="Choose a new password">
        <FormError message={error} />
        <form method="post" action="/user/reset-password" className="form-stack">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="expiresAt" value={expiresAt} />
          <Field label="New password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters" />
          <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" />
          <button className="btn btn--primary" type="submit">
            Save new password
          </button>
        </form>
      </AuthCard>
    </HomeLayout>
  );
}
