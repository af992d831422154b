import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

// A one-time message carried across a redirect (e.g. 'logged in successfully' on /app) and
// shown as a toast by the next page, so the page flows need no JavaScript.
export const FLASH_COOKIE = 'vowly_flash';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
export interface Toast {
  kind: ToastKind;
  text: string;
}

export function setFlash(c: Context, text: string, kind: ToastKind = 'success') {
  setCookie(c, FLASH_COOKIE, JSON.stringify({ kind, text }), { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 });
}

export function takeFlash(c: Context): Toast | null {
  const raw = getCookie(c, FLASH_COOKIE);
  if (!raw) return null;
  deleteCookie(c, FLASH_COOKIE, { path: '/' });
  try {
    const value = JSON.parse(raw) as Partial<Toast>;
    if (typeof value.text !== 'string' || value.text.length > 300) return null;
    const kind = (['success', 'info', 'warning', 'error'] as const).find((k) => k === value.kind) ?? 'info';
    return { kind, text: value.text };
  } catch {
    return null;
  }
}
