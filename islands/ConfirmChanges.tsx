import { useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { apiRequest } from '../src/shared/client/api';
import { ConfirmDialogBody } from '../src/shared/client/ui/ConfirmDialogBody';
import { Modal } from '../src/shared/client/ui/Modal';
import { confirmTitle, dateChange, domainChange, type PendingChange } from '../src/shared/wedding/change-confirmations';
import { defineIsland } from '../src/core/rendering/hydration/define-island';

export const confirmChangesPropsSchema = z.object({
  /** id of the server-rendered form this dialog guards. */
  formId: z.string(),
  origin: z.string(),
  /** The saved values; a change of an existing date (UPDATE_DATE) or address (UPDATE_DOMAIN) asks first. */
  initial: z.object({
    date: z.optional(z.string()),
    time: z.optional(z.string()),
    timeZone: z.optional(z.string()),
    weddingUrl: z.optional(z.string()),
  }),
});
type ConfirmChangesProps = z.output<typeof confirmChangesPropsSchema>;

function changesOf(form: HTMLFormElement, { initial, origin }: ConfirmChangesProps): PendingChange[] {
  const data = new FormData(form);
  const text = (name: string, fallback = '') => (data.has(name) ? String(data.get(name) ?? '') : fallback);
  const changes: PendingChange[] = [];
  if (initial.date !== undefined && form.elements.namedItem('date')) {
    const zone = initial.timeZone ?? 'UTC';
    const change = dateChange(
      { date: initial.date, time: initial.time ?? '', timeZone: zone },
      { date: text('date'), time: text('time'), timeZone: text('timeZone', zone) },
    );
    if (change) changes.push(change);
  }
  if (initial.weddingUrl !== undefined && form.elements.namedItem('weddingUrl')) {
    const change = domainChange(origin, initial.weddingUrl, text('weddingUrl'));
    if (change) changes.push(change);
  }
  return changes;
}

/**
 * The confirmation dialog (modal CONFIRMATION, actions UPDATE_DATE and UPDATE_DOMAIN): submitting
 * a form that changes the date or the web address opens it first; 'Yes, change it' sends the form
 * with confirm=yes. Without JavaScript the server shows the same texts as a confirmation step.
 */
function ConfirmChanges(props: ConfirmChangesProps) {
  const [changes, setChanges] = useState<PendingChange[]>([]);
  const confirmed = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const form = document.getElementById(props.formId);
    if (!(form instanceof HTMLFormElement)) return;
    formRef.current = form;
    const address = form.elements.namedItem('weddingUrl');
    const addressInput = address instanceof HTMLInputElement ? address : null;
    const clearRefusal = () => addressInput?.setCustomValidity('');
    const onSubmit = (event: SubmitEvent) => {
      if (confirmed.current) return;
      const pending = changesOf(form, props);
      if (pending.length === 0) return;
      event.preventDefault();
      if (!addressInput || !pending.some((change) => change.action === 'UPDATE_DOMAIN')) {
        setChanges(pending);
        return;
      }
      // A new address is checked before the dialog asks to confirm it (issue 22 item 6).
      apiRequest<{ available: boolean; msg: string }>('GET', `/domain?weddingUrl=${encodeURIComponent(addressInput.value)}`)
        .then((answer) => {
          if (answer.available) return setChanges(pending);
          addressInput.setCustomValidity(answer.msg);
          addressInput.reportValidity();
        })
        // Unreachable or refused: the server checks again when the form is sent.
        .catch(() => setChanges(pending));
    };
    form.addEventListener('submit', onSubmit);
    addressInput?.addEventListener('input', clearRefusal);
    return () => {
      form.removeEventListener('submit', onSubmit);
      addressInput?.removeEventListener('input', clearRefusal);
    };
  }, [props]);

  const confirm = () => {
    const form = formRef.current;
    if (!form) return;
    let field = form.querySelector<HTMLInputElement>('input[name="confirm"]');
    if (!field) {
      field = document.createElement('input');
      field.type = 'hidden';
      field.name = 'confirm';
      form.append(field);
    }
    field.value = 'yes';
    confirmed.current = true;
    setChanges([]);
    form.requestSubmit();
  };

  return (
    <Modal title={changes.length ? confirmTitle(changes) : ''} isOpen={changes.length > 0} size="md" onClose={() => setChanges([])}>
      <ConfirmDialogBody changes={changes} onConfirm={confirm} onCancel={() => setChanges([])} />
    </Modal>
  );
}

export default defineIsland('ConfirmChanges', confirmChangesPropsSchema, ConfirmChanges, { load: 'eager' });
