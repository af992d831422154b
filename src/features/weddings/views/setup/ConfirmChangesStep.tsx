import { CONFIRM_TEXTS, confirmTitle, type PendingChange } from '../../../../shared/wedding/change-confirmations';

/**
 * The confirmation step a form shows without JavaScript (UPDATE_DATE, UPDATE_DOMAIN): what will
 * change, and the typed values carried in hidden fields. 'Yes, change it' saves them;
 * 'Go back' shows the form again with them.
 */
export function ConfirmChangesStep({ action, changes, fields }: { action: string; changes: PendingChange[]; fields: Record<string, string> }) {
  return (
    <section className="card app-card confirm-step" data-testid="confirm-step" aria-labelledby="confirm-step-title">
      <h2 id="confirm-step-title">{confirmTitle(changes)}</h2>
      {changes.map((change) => (
        <p key={change.action} data-action={change.action}>
          {change.message}
        </p>
      ))}
      <form method="post" action={action} className="confirm-step__actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button className="btn btn--primary" type="submit" name="confirm" value="yes">
          {CONFIRM_TEXTS.confirm}
        </button>
        <button className="btn" type="submit" name="confirm" value="back">
          {CONFIRM_TEXTS.back}
        </button>
      </form>
    </section>
  );
}
