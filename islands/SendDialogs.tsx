import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { postSendForm } from '../src/shared/client/send-form';
import { showToast } from '../src/shared/client/toast';
import {
  EmailDialogBody,
  emailDialogText,
  LimitNoticeBody,
  sendActionOf,
  type EmailDialogText,
  type SendProduct,
  type SendType,
} from '../src/shared/client/ui/EmailDialogs';
import { Modal } from '../src/shared/client/ui/Modal';
import { BULK_LIMIT_TITLE, CHOOSE_A_GUEST } from '../src/shared/email/texts';
import { defineIsland } from '../src/core/rendering/hydration/define-island';

export const sendDialogsPropsSchema = z.object({
  product: z.enum(['invite', 'savethedate', 'reminder', 'questions']),
  ownerEmail: z.optional(z.string()),
});
type SendDialogsProps = z.output<typeof sendDialogsPropsSchema>;

type Open =
  | { kind: 'email'; form: HTMLFormElement; type: SendType; text: EmailDialogText }
  | { kind: 'limit'; message: string; tryAgain: string | null }
  | null;

function chosenNames(form: HTMLFormElement): string[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[name="guestIds"][type="checkbox"]:checked')].map(
    (input) => input.dataset.name ?? input.getAttribute('aria-label')?.replace(/^Send to /, '') ?? input.value,
  );
}

/**
 * The e-mail send dialogs (product.md §4 modal EMAIL; §8 send errors) for every form on the page
 * marked data-send-type: the dialog says what goes to whom; Send posts the form for JSON; success
 * goes to the page the server names (its toast comes along), BULK_LIMIT_EXCEEDED opens 'Daily limit
 * reached' (SEND_LIMIT_NOTICE, OK only), any other refusal is a toast: msg, the string, or
 * 'Failed to send email'. Without JavaScript the forms post as they are.
 */
function SendDialogs({ product, ownerEmail }: SendDialogsProps) {
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    const forms = [...document.querySelectorAll<HTMLFormElement>('form[data-send-type]')];
    const onSubmit = (event: SubmitEvent) => {
      const form = event.currentTarget as HTMLFormElement;
      event.preventDefault();
      if (busyRef.current) return;
      const type = form.dataset.sendType as SendType;
      const names = chosenNames(form);
      if (type === 'single' && names.length === 0) {
        showToast(CHOOSE_A_GUEST, 'warning');
        return;
      }
      const text = emailDialogText(product as SendProduct, type, {
        ownerEmail,
        names,
        waiting: Number(form.dataset.sendCount ?? 0),
        who: form.dataset.sendWho,
        title: form.dataset.sendTitle,
      });
      setOpen({ kind: 'email', form, type, text });
    };
    for (const form of forms) form.addEventListener('submit', onSubmit);
    return () => {
      for (const form of forms) form.removeEventListener('submit', onSubmit);
    };
  }, [product, ownerEmail]);

  const send = async () => {
    if (!open || open.kind !== 'email' || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    const answer = await postSendForm(open.form);
    busyRef.current = false;
    setBusy(false);
    if (answer.ok) {
      setOpen(null);
      window.location.assign(answer.redirect);
      return;
    }
    if (answer.limit) {
      setOpen({ kind: 'limit', message: answer.limit.message, tryAgain: answer.limit.tryAgain });
      return;
    }
    setOpen(null);
    showToast(answer.text, 'error');
  };

  const close = () => {
    if (!busyRef.current) setOpen(null);
  };
  const title = open?.kind === 'email' ? open.text.title : open?.kind === 'limit' ? BULK_LIMIT_TITLE : '';
  return (
    <Modal title={title} isOpen={open !== null} size={open?.kind === 'limit' ? 'sm' : 'md'} onClose={close}>
      {open?.kind === 'email' && (
        <EmailDialogBody text={open.text} action={sendActionOf(product as SendProduct, open.type)} busy={busy} onConfirm={send} onCancel={close} />
      )}
      {open?.kind === 'limit' && <LimitNoticeBody message={open.message} tryAgain={open.tryAgain} onClose={close} />}
    </Modal>
  );
}

export default defineIsland('SendDialogs', sendDialogsPropsSchema, SendDialogs, { load: 'eager' });
