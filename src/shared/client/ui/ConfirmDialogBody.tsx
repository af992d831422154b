import { CONFIRM_TEXTS, type PendingChange } from '../../wedding/change-confirmations';

/** The CONFIRMATION dialog's body for UPDATE_DATE / UPDATE_DOMAIN: what changes, Go back, Yes. */
export function ConfirmDialogBody({ changes, onConfirm, onCancel }: { changes: PendingChange[]; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="confirm-dialog" data-testid="confirm-dialog">
      {changes.map((change) => (
        <p key={change.action} data-action={change.action}>
          {change.message}
        </p>
      ))}
      <div className="modal__actions">
        <button type="button" className="btn" onClick={onCancel}>
          {CONFIRM_TEXTS.back}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm}>
          {CONFIRM_TEXTS.confirm}
        </button>
      </div>
    </div>
  );
}
