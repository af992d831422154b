import { Field, FormError } from '../../../../core/rendering/components/Form';
import { richText } from '../../../../shared/i18n';
import { useAppText } from '../../../../shared/i18n/app';
import { GUEST_LIMIT_FREE } from '../../../../shared/plans';
import { NewPasswordFields } from '../NewPasswordFields';

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
  const t = useAppText();
  return (
    <section className="card app-card">
      {pending && (
        <div className="pending-email" data-testid="pending-email" role="status">
          <p>{richText(t, 'accounts.profile.pending', { pending: <strong>{pending.email}</strong> }, { email })}</p>
          <form method="post" action="/app/settings/profile/cancel-email-change">
            <button className="btn btn--ghost" type="submit">
              {t('accounts.profile.cancelChange')}
            </button>
          </form>
        </div>
      )}
      <FormError message={error} />
      <form method="post" action="/app/settings/profile" className="form-stack">
        <Field label={t('accounts.form.name')} name="name" value={name} autoComplete="name" />
        <Field label={t('accounts.form.email')} name="email" type="email" value={email} autoComplete="email" hint={t('accounts.profile.emailHint')} />
        <Field
          label={t('accounts.form.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required={false}
          hint={t('accounts.profile.currentPasswordHint')}
        />
        <button className="btn btn--primary" type="submit">
          {t('accounts.profile.submit')}
        </button>
      </form>
    </section>
  );
}

export function SecuritySettings({ error }: { error?: string }) {
  const t = useAppText();
  return (
    <section className="card app-card">
      <h2>{t('accounts.security.heading')}</h2>
      <p>{t('accounts.security.lead')}</p>
      <FormError message={error} />
      <form method="post" action="/app/settings/security" className="form-stack">
        <Field label={t('accounts.form.currentPassword')} name="currentPassword" type="password" autoComplete="current-password" />
        <NewPasswordFields name="newPassword" wording="new" />
        <button className="btn btn--primary" type="submit">
          {t('accounts.security.submit')}
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
  const t = useAppText();
  return (
    <section className="card app-card">
      <h2>{t('accounts.billing.plan')}</h2>
      <p>{role === 'admin' ? t('accounts.billing.admin') : pro ? t('accounts.billing.pro') : t('accounts.billing.free', { max: GUEST_LIMIT_FREE })}</p>
      {!pro && (
        <a className="btn btn--primary" href="/app/payments/checkout">
          {t('accounts.billing.upgrade')}
        </a>
      )}
      <h2>{t('accounts.billing.payments')}</h2>
      {payments.length === 0 ? (
        <p>{t('accounts.billing.none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>{t('accounts.billing.date')}</th>
              <th>{t('accounts.billing.amount')}</th>
              <th>{t('accounts.billing.status')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{payment.createdAt.toISOString().slice(0, 10)}</td>
                <td>
                  {t(payment.provider === 'test' ? 'accounts.billing.paidTest' : 'accounts.billing.paid', {
                    amount: (payment.amountCents / 100).toFixed(2),
                    currency: payment.currency.toUpperCase(),
                  })}
                </td>
                <td>
                  {t(
                    payment.status === 'paid'
                      ? 'accounts.billing.status.paid'
                      : payment.status === 'open'
                        ? 'accounts.billing.status.open'
                        : 'accounts.billing.status.failed',
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
