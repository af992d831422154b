import type { PendingEventChange } from '../domain/change-notice';
import { richText } from '../../../shared/i18n';
import { useAppText } from '../../../shared/i18n/app';

/** /app/events: event changes made after invitations went out, each with "email guests" or "dismiss". */
export function EventChangesCard({ changes, pro }: { changes: PendingEventChange[]; pro: boolean }) {
  const t = useAppText();
  if (changes.length === 0) return null;
  return (
    <section className="card app-card" data-testid="event-changes" aria-labelledby="event-changes-title">
      <h2 id="event-changes-title">{t('events.changes.title')}</h2>
      <p className="field__hint">{t('events.changes.intro')}</p>
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
            {t('events.changes.recipients', { count: change.recipients, n: String(change.recipients), skipped: change.skipped, s: String(change.skipped) })}
          </p>
          <div className="announce__row" style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <form method="post" action={`/app/events/changes/${change.id}/notify`}>
              <button type="submit" className="btn btn--primary" disabled={!pro || change.recipients === 0}>
                {t('events.changes.notify', { count: change.recipients, n: String(change.recipients) })}
              </button>
            </form>
            <form method="post" action={`/app/events/changes/${change.id}/dismiss`}>
              <button type="submit" className="btn btn--ghost">
                {t('events.changes.dismiss')}
              </button>
            </form>
          </div>
          {!pro && (
            <p className="field__hint">
              {richText(t, 'events.changes.proOnly', { upgrade: <a href="/app/payments/checkout">{t('events.changes.upgrade')}</a> })}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
