/** /app/admin/email-control: the outbox at a glance and retrying failures. */
export function EmailControlView({ counts, provider }: { counts: Record<'queued' | 'sent' | 'failed', number>; provider: string }) {
  return (
    <div className="admin-email-control">
      <ul className="stats" aria-label="E-mails by status">
        <li className="stat">
          <span className="stat__value">{counts.sent}</span>
          <span className="stat__label">sent</span>
        </li>
        <li className="stat">
          <span className="stat__value">{counts.queued}</span>
          <span className="stat__label">waiting in the queue</span>
        </li>
        <li className="stat">
          <span className="stat__value">{counts.failed}</span>
          <span className="stat__label">failed</span>
        </li>
      </ul>
      <section className="card app-card">
        <p>{`Sending through: ${provider}.`}</p>
        <form method="post" action="/app/admin/email-control/retry">
          <button className="btn btn--primary" type="submit" disabled={counts.failed === 0}>
            Retry failed e-mails
          </button>
        </form>
        <p>
          <a href="/app/admin/email-controller">Open the e-mail log</a>
        </p>
      </section>
    </div>
  );
}

/** /app/admin/testing: send yourself a test e-mail through the real path. */
export function AdminTestingView({ email }: { email: string }) {
  return (
    <section className="card app-card">
      <h2>Test e-mail</h2>
      <p>{`Sends a short e-mail to ${email} through the outbox and the worker, exactly like a guest e-mail.`}</p>
      <form method="post" action="/app/admin/testing/email">
        <button className="btn btn--primary" type="submit">
          Send me a test e-mail
        </button>
      </form>
    </section>
  );
}
