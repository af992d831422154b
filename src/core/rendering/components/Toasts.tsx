import type { Toast } from '../../http/flash';

/**
 * The toast stack, bottom right. A server-side toast (after a redirect) shows for 3 s with CSS
 * only; islands add theirs through src/shared/client/toast.ts into the same container.
 */
export function Toasts({ toast }: { toast: Toast | null }) {
  return (
    <div id="toasts" className="toasts" aria-live="polite">
      {toast && (
        <div className={`toast toast--${toast.kind}`} role="status">
          {toast.text}
        </div>
      )}
    </div>
  );
}
