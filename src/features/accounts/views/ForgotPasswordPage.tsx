import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

export function ForgotPasswordPage({ error }: { error?: string }) {
  return (
    <HomeLayout>
      <AuthCard title="Reset your password" footer={<a href="/login">Back to log in</a>}>
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        <FormError message={error} />
        <form method="post" action="/user/forgot-password" className="form-stack">
          <Field label="Email" name="email" type="email" autoComplete="email" />
          <button className="btn btn--primary" type="submit">
            Send reset link
          </button>
        </form>
      </AuthCard>
    </HomeLayout>
  );
}
