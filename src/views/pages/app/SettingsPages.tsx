import { Field, FormError } from '../../components/Form';

export function ProfileSettings({ name, email, error }: { name: string; email: string; error?: string }) {
  return (
    <section className="card app-card">
      <FormError message={error} />
      <form method="post" action="/app/settings/profile" className="form-stack">
        <Field label="Name" name="name" value={name} autoComplete="name" />
        <Field label="Email" name="email" type="email" value={email} autoComplete="email" hint="A new address must be confirmed before your next login." />
        <button className="btn btn--primary" type="submit">
          Save profile
        </button>
      </form>
    </section>
  );
}

export function SecuritySettings({ error }: { error?: string }) {
  return (
    <section className="card app-card">
      <h2>Change password</h2>
      <p>Changing your password logs you out on every other device.</p>
      <FormError message={error} />
      <form method="post" action="/app/settings/security" className="form-stack">
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" />
        <Field label="New password" name="newPassword" type="password" autoComplete="new-password" hint="At least 8 characters" />
        <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" />
        <button className="btn btn--primary" type="submit">
          Change password
        </button>
      </form>
    </section>
  );
}

export function BillingSettings({ pro, role }: { pro: boolean; role: string }) {
  return (
    <section className="card app-card">
      <h2>Your plan</h2>
      <p>{role === 'admin' ? 'Administrator (all Pro features)' : pro ? 'Pro — one-time payment, no renewal.' : 'Free — up to 65 guests.'}</p>
      {!pro && (
        <a className="btn btn--primary" href="/app/payments/checkout">
          Upgrade to Pro
        </a>
      )}
    </section>
  );
}
