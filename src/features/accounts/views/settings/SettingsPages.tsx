import { Field, FormError } from '../../../../core/rendering/components/Form';

export function ProfileSettings({
  name,
  email,
  error,
  pending = null,
}: {
  name: string;
  email: string;
  error?: string;
  /** A change of e-mail waiting for its confirmation link (issue 22 item 15). */
  pending?: { email: string } | null;
}) {
  return (
    <section className="card app-card">
      {pending && (
        <div className="pending-email" data-testid="pending-email" role="status">
          <p>
            Waiting for confirmation: <strong>{pending.email}</strong>. Until the link we sent there is opened, you keep logging in with {email}.
          </p>
          <form method="post" action="/app/settings/profile/cancel-email-change">
            <button className="btn btn--ghost" type="submit">
              Cancel this change
            </button>
          </form>
        </div>
      )}
      <FormError message={error} />
      <form method="post" action="/app/settings/profile" className="form-stack">
        <Field label="Name" name="name" value={name} autoComplete="name" />
        <Field label="Email" name="email" type="email" value={email} autoComplete="email" hint="A new address must be confirmed before your next login." />
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required={false}
          hint="Needed only to change your email."
        />
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

export interface BillingPayment {
  id: string;
  createdAt: Date;
  amountCents: number;
  currency: string;
  status: string;
  provider: string;
}

export function BillingSettings({ pro, role, payments = [] }: { pro: boolean; role: string; payments?: BillingPayment[] }) {
  return (
    <section className="card app-card">
      <h2>Your plan</h2>
      <p>{role === 'admin' ? 'Administrator (all Pro features)' : pro ? 'Pro — one-time payment, no renewal.' : 'Free — up to 65 guests.'}</p>
      {!pro && (
        <a className="btn btn--primary" href="/app/payments/checkout">
          Upgrade to Pro
        </a>
      )}
      <h2>Payments</h2>
      {payments.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>Date</th>
              <th>Amount</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{payment.createdAt.toISOString().slice(0, 10)}</td>
                <td>{`$${(payment.amountCents / 100).toFixed(2)} ${payment.currency.toUpperCase()}${payment.provider === 'test' ? ' (test)' : ''}`}</td>
                <td>{payment.status === 'paid' ? 'Paid' : payment.status === 'open' ? 'Not completed yet' : 'Not completed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
