import { useAppText } from '../../../shared/i18n/app';
/** /app/admin/email-control: the outbox at a glance and retrying failures. */
export function EmailControlView({ counts, provider }: { counts: Record<'queued' | 'sent' | 'failed', number>; provider: string }) {
  const t = useAppText();
  return (
    <div className="admin-email-control">
      <ul className="stats" aria-label={t('admin.control.byStatus')}>
        <li className="stat">
          <span className="stat__value">{counts.sent}</span>
          <span className="stat__label">{t('admin.control.sent')}</span>
        </li>
        <li className="stat">
          <span className="stat__value">{counts.queued}</span>
          <span className="stat__label">{t('admin.control.queued')}</span>
        </li>
        <li className="stat">
          <span className="stat__value">{counts.failed}</span>
          <span className="stat__label">{t('admin.control.failed')}</span>
        </li>
      </ul>
      <section className="card app-card">
        <p>{t('admin.control.provider', { provider })}</p>
        <form method="post" action="/app/admin/email-control/retry">
          <button className="btn btn--primary" type="submit" disabled={counts.failed === 0}>
            {t('admin.control.retry')}
          </button>
        </form>
        <p>
          <a href="/app/admin/email-controller">{t('admin.control.openLog')}</a>
        </p>
      </section>
    </div>
  );
}

/** /app/admin/testing: send yourself a test e-mail through the real path. */
export function AdminTestingView({ email }: { email: string }) {
  const t = useAppText();
  return (
    <section className="card app-card">
      <h2>{t('admin.testing.heading')}</h2>
      <p>{t('admin.testing.lead', { email })}</p>
      <form method="post" action="/app/admin/testing/email">
        <button className="btn btn--primary" type="submit">
          {t('admin.testing.submit')}
        </button>
      </form>
    </section>
  );
}
