import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

export function RegisterPage({ error, name, email, googleEnabled }: { error?: string; name?: string; email?: string; googleEnabled: boolean }) {
  return (
    <HomeLayout>
      <AuthCard
        title="Create your wedding website"
        footer={
          <span>
            Already have an account? <a href="/login">Log in</a>
          </span>
        }
      >
        <FormError message={error} />
        <form method="post" action="/register" className="form-stack">
          <Field label="Your name" name="name" value={name} autoComplete="name" />
          <Field label="Email" name="email" type="email" value={email} autoComplete="email" />
          <Field label="Password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters" />
          <Field label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" />
          <button className="btn btn--primary" type="submit">
            Create account
          </button>
        </form>
        {googleEnabled && (
          <a className="btn btn--google" href="/auth/google">
            Continue with Google
          </a>
        )}
        <p className="auth-card__fine">
          By creating an account you agree to our <a href="/terms">Terms</a> and <a href="/policy">Privacy Policy</a>.
        </p>
      </AuthCard>
    </HomeLayout>
  );
}
