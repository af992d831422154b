import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAppText } from '../../i18n/app';
import type { ModalSize } from './ui-state';

/** A dialog on the native <dialog> element (focus trap, Escape to close, backdrop). */
export function Modal({
  title,
  isOpen,
  size = 'md',
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  size?: ModalSize;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useAppText();
  const ref = useRef<HTMLDialogElement>(null);
  // Two dialogs can be open at once (the upgrade dialog over Manage Sections): ids must differ.
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog ref={ref} className={`modal modal--${size}`} onClose={onClose} aria-labelledby={titleId}>
      <header className="modal__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="btn btn--ghost" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </header>
      {isOpen && children}
    </dialog>
  );
}
