import type { Hono } from 'hono';

export const ORIGIN = 'http://localhost';

/** A cookie jar over app.request(): same-origin headers, cookies kept between calls. */
export function client(app: Hono<any>, initialCookie?: string) {
  const jar = new Map<string, string>();
  if (initialCookie) {
    const [name, ...rest] = initialCookie.split('=');
    jar.set(name!, rest.join('='));
  }
  function store(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attrs] = header.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value.join('=') === '') jar.delete(name!.trim());
      else jar.set(name!.trim(), value.join('='));
    }
    return res;
  }
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(method: string, path: string, body?: Record<string, unknown> | URLSearchParams, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { origin: ORIGIN, cookie: cookie(), ...headers } };
    if (body instanceof URLSearchParams) {
      init.body = body.toString();
      (init.headers as Record<string, string>)['content-type'] = 'application/x-www-form-urlencoded';
    } else if (body) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    return store(await app.request(`${ORIGIN}${path}`, init));
  }
  return {
    jar,
    cookie,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: Record<string, unknown> | URLSearchParams) => request('POST', path, body),
    patch: (path: string, body?: Record<string, unknown> | URLSearchParams) => request('PATCH', path, body),
    delete: (path: string, body?: Record<string, unknown>) => request('DELETE', path, body),
    form: (path: string, fields: Record<string, string>) => request('POST', path, new URLSearchParams(fields)),
  };
}
