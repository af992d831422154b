// The e-mail send forms with JavaScript (product.md §4 EMAIL dialogs, §8 send errors): the same
// form posted for JSON, so a refusal can be shown where the couple is.
import { endExpiredSession } from './api';
import { BULK_LIMIT_CODE, BULK_LIMIT_TITLE, SEND_FAILED, tryAgainAfter } from '../email/texts';

export type SendAnswer =
  | { ok: true; redirect: string }
  | { ok: false; limit: { title: string; message: string; tryAgain: string | null } | null; text: string };

/** product.md §8: the response's msg, or the answer as a string, or 'Failed to send email'. */
export function sendErrorText(body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as { msg?: unknown }).msg === 'string' && (body as { msg: string }).msg)
    return (body as { msg: string }).msg;
  if (typeof body === 'string' && body.trim()) return body;
  return SEND_FAILED;
}

/** 'You can try again after {date time}.' when limitResetAt is a valid time, else null. */
export function tryAgainText(limitResetAt: unknown, locale?: string): string | null {
  if (typeof limitResetAt !== 'string') return null;
  const at = new Date(limitResetAt);
  if (Number.isNaN(at.getTime())) return null;
  return tryAgainAfter(at.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }));
}

/** BULK_LIMIT_EXCEEDED → the 'Daily limit reached' dialog's texts, else null. */
export function limitNotice(body: unknown): { title: string; message: string; tryAgain: string | null } | null {
  if (!body || typeof body !== 'object' || (body as { code?: unknown }).code !== BULK_LIMIT_CODE) return null;
  const { msg, limitResetAt } = body as { msg?: unknown; limitResetAt?: unknown };
  return { title: BULK_LIMIT_TITLE, message: typeof msg === 'string' ? msg : '', tryAgain: tryAgainText(limitResetAt) };
}

/** Posts the form for JSON; a network failure is 'Failed to send email'. */
export async function postSendForm(form: HTMLFormElement): Promise<SendAnswer> {
  let res: Response;
  try {
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    // The dialog was the confirmation (a nudge without JavaScript shows a confirmation page instead).
    body.set('confirmed', '1');
    res = await fetch(form.action, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    return { ok: false, limit: null, text: SEND_FAILED };
  }
  const raw = await res.text();
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    /* a plain string answer */
  }
  if (res.status === 401 || (res.redirected && new URL(res.url).pathname === '/login')) {
    await endExpiredSession();
    return { ok: false, limit: null, text: sendErrorText(body) };
  }
  if (res.ok && body && typeof body === 'object' && typeof (body as { redirect?: unknown }).redirect === 'string') {
    return { ok: true, redirect: (body as { redirect: string }).redirect };
  }
  return { ok: false, limit: limitNotice(body), text: sendErrorText(body) };
}
