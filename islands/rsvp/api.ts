// The RSVP calls of product.md §7, with its state rules (§4): the public path first; a 403 means
// the site is password protected, so the private path (the access cookie) next; a 401 there sends
// the guest to the password page. A 423 (RSVP closed) goes to /rsvp-offline, a 404 home.
export class RsvpApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Thrown after a navigation has started: nothing more to show. */
export class Navigating extends Error {}

let privateSite = false;

async function send(kind: 'public' | 'private', weddingUrl: string, method: string, suffix: string, body?: unknown) {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(`/api/v1/${kind}/${encodeURIComponent(weddingUrl)}/rsvp${suffix}`, init);
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { res, data };
}

function go(path: string): never {
  window.location.assign(path);
  throw new Navigating(path);
}

export async function rsvpRequest(weddingUrl: string, method: string, suffix: string, body?: unknown): Promise<Record<string, unknown>> {
  let { res, data } = await send(privateSite ? 'private' : 'public', weddingUrl, method, suffix, body);
  if (res.status === 403 && !privateSite) {
    privateSite = true;
    ({ res, data } = await send('private', weddingUrl, method, suffix, body));
  }
  if (privateSite && (res.status === 401 || res.status === 403)) go(`/password/${encodeURIComponent(weddingUrl)}`);
  if (res.status === 423) go(`/rsvp-offline?w=${encodeURIComponent(weddingUrl)}`);
  if (res.status === 404) go('/');
  if (!res.ok) throw new RsvpApiError(res.status, typeof data.msg === 'string' ? data.msg : 'Something went wrong. Please try again.', data);
  return data;
}
