import type { ActionType } from './ui-state';

/** product.md §4 EMAIL dialog types: test (to the owner), single (chosen guests), bulk (everyone with an e-mail). */
export type SendType = 'test' | 'single' | 'bulk';
export type SendProduct = 'invite' | 'savethedate' | 'reminder' | 'questions';

const NAMES: Record<SendProduct, string> = { invite: 'invitation', savethedate: 'save-the-date', reminder: 'reminder', questions: 'questions' };
const ACTION_PREFIX: Record<Exclude<SendProduct, 'questions'>, string> = { invite: 'SEND_INVITE', savethedate: 'SEND_SAVETHEDATE', reminder: 'SEND_REMINDER' };

/** SEND_INVITE_TEST, SEND_SAVETHEDATE_BULK, … (the questions e-mail has no spec action: null). */
export function sendActionOf(product: SendProduct, type: SendType): ActionType | null {
  if (product === 'questions') return null;
  return `${ACTION_PREFIX[product]}_${type.toUpperCase()}` as ActionType;
}

export interface EmailDialogText {
  title: string;
  message: string;
  confirm: string;
}

/** What the EMAIL dialog says before a send. */
export function emailDialogText(
  product: SendProduct,
  type: SendType,
  details: { ownerEmail?: string; names?: string[]; waiting?: number; who?: string; title?: string },
): EmailDialogText {
  const what = product === 'questions' ? 'the questions' : `the ${NAMES[product]}`;
  if (type === 'test') {
    return {
      title: `Send a test ${NAMES[product]}`,
      message: `A test of ${what} goes to ${details.ownerEmail ?? 'you'}, exactly as guests will see it.`,
      confirm: 'Send test',
    };
  }
  if (type === 'single') {
    const names = details.names ?? [];
    const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
    return {
      title: `Send to ${names.length} ${names.length === 1 ? 'guest' : 'guests'}`,
      message: `Send ${what} to ${shown}. Each guest gets it once unless you chose to send again.`,
      confirm: 'Send',
    };
  }
  const waiting = details.waiting ?? 0;
  return {
    title: details.title ?? 'Send to all guests',
    message: `Send ${what} to ${details.who ?? 'every guest with an email address who does not have it yet'} (${waiting} ${waiting === 1 ? 'guest' : 'guests'}). You can send one bulk email per day.`,
    confirm: 'Send to all',
  };
}

/** The EMAIL dialog body: what will be sent, Cancel and the send button. */
export function EmailDialogBody({
  text,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  text: EmailDialogText;
  action: string | null;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="email-dialog" data-testid="email-dialog" data-action={action ?? undefined}>
      <p>{text.message}</p>
      <div className="modal__actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
          {busy ? 'Sending…' : text.confirm}
        </button>
      </div>
    </div>
  );
}

/** SEND_LIMIT_NOTICE: the message, 'You can try again after {date time}.' when known, OK only. */
export function LimitNoticeBody({ message, tryAgain, onClose }: { message: string; tryAgain: string | null; onClose: () => void }) {
  return (
    <div className="limit-notice" data-testid="limit-notice" data-action="SEND_LIMIT_NOTICE">
      {message && <p>{message}</p>}
      {tryAgain && <p>{tryAgain}</p>}
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          OK
        </button>
      </div>
    </div>
  );
}
