/**
 * The two toast readings of product.md §9, each where it applies (docs/decisions.md, "Toasts"):
 * - showToast: the app's toasts, in the page's #toasts stack at the bottom right, for 3 seconds;
 * - showNotice: the session state's notification component (the notification count's 'Count
 *   increased' / 'Count decreased' / 'Count cleared'), top right below the app's top bar, for 5000 ms, 320 px wide, the
 *   stack at most 800 px high.
 */
export type ClientToastKind = 'success' | 'info' | 'warning' | 'error';

export const TOAST_MS = 3000;
export const NOTICE_MS = 5000;

function stack(id: string, className: string, live: 'polite' | null): HTMLElement {
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    element.className = className;
    if (live) element.setAttribute('aria-live', live);
    document.body.append(element);
  }
  return element;
}

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/**
 * Adds a toast; the same words still on screen are not stacked again but stay longer (one toast
 * per action, issue 25 item 6: two saves of one action read as one 'Wedding updated').
 */
function add(container: HTMLElement, text: string, kind: ClientToastKind, ms: number) {
  const shown = [...container.children].find((child) => child.textContent === text && child.classList.contains(`toast--${kind}`));
  if (shown) {
    // Its fade-out may have run already (a busy phone runs the 3 s animation ahead of the removal timer): play it
    // again from the start, or the repeated words stay in the page unseen.
    for (const animation of shown.getAnimations?.() ?? []) {
      animation.currentTime = 0;
      animation.play();
    }
    clearTimeout(timers.get(shown));
    timers.set(
      shown,
      setTimeout(() => shown.remove(), ms),
    );
    return;
  }
  const toast = document.createElement('div');
  toast.className = `toast toast--${kind} toast--live`;
  toast.setAttribute('role', kind === 'error' || kind === 'warning' ? 'alert' : 'status');
  toast.textContent = text;
  container.append(toast);
  timers.set(
    toast,
    setTimeout(() => toast.remove(), ms),
  );
}

/** Shows a toast in the page's #toasts stack (bottom right) for 3 seconds (product.md §9). */
export function showToast(text: string, kind: ClientToastKind = 'success') {
  add(stack('toasts', 'toasts', null), text, kind, TOAST_MS);
}

/** The session-state notification (top right, 5000 ms, 320 px wide, at most 800 px high). */
export function showNotice(text: string, kind: ClientToastKind = 'info') {
  const notices = stack('notices', 'notices', 'polite');
  // Below the app's top bar while it is in view, so the notice never covers its controls (issue 22 item 14).
  const topBar = document.querySelector('.top-bar')?.getBoundingClientRect().bottom ?? 0;
  notices.style.top = `${Math.max(16, Math.round(topBar) + 8)}px`;
  add(notices, text, kind, NOTICE_MS);
}
