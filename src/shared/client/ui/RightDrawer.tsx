import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAppText } from '../../i18n/app';

/**
 * The right drawer of product.md §3 (header, isOpen, bodyType, extraObject) on a native <dialog>:
 * slides in from the right, Escape or the close button closes it. Its owner clears the contents
 * on close (closeDrawer() in ui-state.ts).
 */
export function RightDrawer({ header, isOpen, onClose, children }: { header: string; isOpen: boolean; onClose: () => void; children: ReactNode }) {
  const t = useAppText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      className="drawer"
      aria-labelledby={titleId}
      data-testid="right-drawer"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its panel) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="drawer__panel">
        <header className="drawer__header">
          <h2 id={titleId}>{header}</h2>
          <button type="button" className="btn btn--ghost" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="drawer__body">{isOpen && children}</div>
      </div>
    </dialog>
  );
}
