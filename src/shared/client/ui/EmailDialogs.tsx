import { appText, useAppText } from '../../i18n/app';
import type { ActionType } from './ui-state';

/** product.md §4 EMAIL dialog types: test (to the owner), single (chosen guests), bulk (everyone with an e-mail). */
export type SendType = 'test' | 'single' | 'bulk';
export type SendProduct = 'invite' | 'savethedate' | 'reminder' | 'questions';

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
  const what = appText('email.dialog.what', { product });
  if (type === 'test') {
    return {
      title: appText('email.dialog.test.title', { product: appText('email.dialog.product', { product }) }),
      message: appText('email.dialog.test.message', { what, email: details.ownerEmail ?? appText('email.dialog.test.you') }),
      confirm: appText('email.dialog.test.confirm'),
    };
  }
  if (type === 'single') {
    const names = details.names ?? [];
    const shown = names.length > 5 ? appText('email.dialog.single.more', { names: names.slice(0, 5).join(', '), more: names.length - 5 }) : names.join(', ');
    return {
      title: appText('email.dialog.single.title', { count: names.length }),
      message: appText('email.dialog.single.message', { what, names: shown }),
      confirm: appText('email.dialog.single.confirm'),
    };
  }
  return {
    title: details.title ?? appText('email.dialog.bulk.title'),
    message: appText('email.dialog.bulk.message', { what, who: details.who ?? appText('email.dialog.bulk.who'), count: details.waiting ?? 0 }),
    confirm: appText('email.dialog.bulk.confirm'),
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
  const t = useAppText();
  return (
    <div className="email-dialog" data-testid="email-dialog" data-action={action ?? undefined}>
      <p>{text.message}</p>
      <div className="modal__actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {t('email.dialog.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
          {busy ? t('email.dialog.sending') : text.confirm}
        </button>
      </div>
    </div>
  );
}

/** SEND_LIMIT_NOTICE: the message, 'You can try again after {date time}.' when known, OK only. */
export function LimitNoticeBody({ message, tryAgain, onClose }: { message: string; tryAgain: string | null; onClose: () => void }) {
  const t = useAppText();
  return (
    <div className="limit-notice" data-testid="limit-notice" data-action="SEND_LIMIT_NOTICE">
      {message && <p>{message}</p>}
      {tryAgain && <p>{tryAgain}</p>}
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('email.dialog.ok')}
        </button>
      </div>
    </div>
  );
}
