import type { PendingEventChange } from '../domain/event-changes';

/** /app/events: event changes made after invitations went out, each with "email guests" or "dismiss". */
export function EventChangesCard({ changes, pro }: { changes: PendingEventChange[]; pro: boolean }) {
  if (changes.length === 0) return null;
  return (
    <section className="card app-card" data-testid="event-changes" aria-labelledby="event-changes-title">
      <h2 id="event-changes-title">Change of plans</h2>
      <p className="field__hint">You changed these events after your invitations went out. Let the guests invited to each one know what changed.</p>
      {changes.map((change) => (
        <div key={change.id} data-change={change.id} className="form-stack">
          <h3>{change.eventTitle}</h3>
          <table className="table">
            <tbody>
              {change.lines.map((line) => (
                <tr key={line.label}>
                  <th scope="row">{line.label}</th>
                  <td>
                    <s>{line.before || '—'}</s>
                    <br />
                    <strong>{line.after || '—'}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="field__hint">
            {change.recipients} {change.recipients === 1 ? 'guest' : 'guests'} invited to this event will get an email
            {change.skipped > 0 ? ` (${change.skipped} without an email address or unsubscribed)` : ''}.
          </p>
          <div className="announce__row" style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <form method="post" action={`/app/events/changes/${change.id}/notify`}>
              <button type="submit" className="btn btn--primary" disabled={!pro || change.recipients === 0}>
                Email {change.recipients} {change.recipients === 1 ? 'guest' : 'guests'}
              </button>
            </form>
            <form method="post" action={`/app/events/changes/${change.id}/dismiss`}>
              <button type="submit" className="btn btn--ghost">
                Don't notify
              </button>
            </form>
          </div>
          {!pro && (
            <p className="field__hint">
              Emailing guests is part of Pro. <a href="/app/payments/checkout">Upgrade to Pro</a>
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
