import { appText } from '../i18n/app';
import { showToast } from './toast';

export const SESSION_EXPIRED = appText('common.sessionExpired');

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * Calls /api/v1 from the app and builder islands. A 401 anywhere means the session is gone:
 * warn, clear the session on the server and go home (product.md §4). Other errors reject with
 * the server's msg.
 */
export async function apiRequest<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(`/api/v1${path}`, init);
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.status === 401) {
    await endExpiredSession();
    throw new ApiError(401, SESSION_EXPIRED, data);
  }
  if (!res.ok) throw new ApiError(res.status, typeof data.msg === 'string' ? data.msg : appText('common.somethingWentWrong'), data);
  return data as T;
}

export async function endExpiredSession() {
  showToast(SESSION_EXPIRED, 'warning');
  // The server clears the cookie and carries the warning to the home page as a toast.
  await fetch('/api/v1/auth/logout?reason=expired', { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
  window.location.assign('/');
}
