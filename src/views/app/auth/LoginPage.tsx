import { AuthCard, Field, FormError } from '../../components/Form';
import { HomeLayout } from '../../components/HomeLayout';

export function LoginPage({ error, email, next, googleEnabled }: { error?: string; email?: string; next?: string; googleEnabled: boolean }) {
  return (
    <HomeLayout>
      <AuthCard
        title="Log in"
        footer={
          <>
            <a href="/user/forgot-password">Forgot your password?</a>
            <span>
              New to Vowly? <a href="/register">Create an account</a>
            </span>
          </>
        }
      >
        <FormError message={error} />
        <form method="post" action="/login" className="form-stack">
          {next && <input type="hidden" name="next" value={next} />}
          <Field label="Email" name="email" type="email" value={email} autoComplete="email" />
          <Field label="Password" name="password" type="password" autoComplete="current-password" />
          <button className="btn btn--primary" type="submit">
            Log in
          </button>
        </form>
        {googleEnabled && (
          <a className="btn btn--google" href="/auth/google">
            Continue with Google
          </a>
        )}
      </AuthCard>
    </HomeLayout>
  );
}
