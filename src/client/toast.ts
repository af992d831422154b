/** Shows a toast in the page's #toasts stack (bottom right) for 3 seconds (product.md §9). */
export type ClientToastKind = 'success' | 'info' | 'warning' | 'error';

export const TOAST_MS = 3000;

export function showToast(text: string, kind: ClientToastKind = 'success') {
  let stack = document.getElementById('toasts');
  if (!stack) {
    stack = document.createElement('div');
    stack.id = 'toasts';
    stack.className = 'toasts';
    document.body.append(stack);
  }
  const toast = document.createElement('div');
  toast.className = `toast toast--${kind} toast--live`;
  toast.setAttribute('role', kind === 'error' || kind === 'warning' ? 'alert' : 'status');
  toast.textContent = text;
  stack.append(toast);
  setTimeout(() => toast.remove(), TOAST_MS);
}
