import { AuthCard, Field, FormError } from '../../../core/rendering/components/Form';
import { HomeLayout } from '../../../core/rendering/components/HomeLayout';

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
        {locked && (
          <form method="post" action="/user/login-link" className="form-stack login-link" data-testid="login-link-form">
            <p>Is this your account? We can e-mail you a link that logs you in once, without the password.</p>
            <input type="hidden" name="email" value={email ?? ''} />
            <button className="btn btn--ghost" type="submit">
              E-mail me a login link
            </button>
          </form>
        )}
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
