import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

// The API routes a visitor without a session may call: sign-in, the guests' public pages, the
// questions page's /guest-list calls (they fall through to the couple's 401 without questionsId),
// the payment provider's webhook, the API's own description.
const OPEN = [/^\/api\/v1\/auth\//, /^\/api\/v1\/(public|private)\//, /^\/api\/v1\/payments\/webhook$/, /^\/api\/v1\/webhooks\//, /^\/api\/v1\/openapi\.json$/];

describe('route guards', () => {
  it('answers 401 { msg } to a visitor without a session on every couple or admin API route (read from the route table)', async () => {
    const { app } = createTestApp();
    const routes = [
      ...new Map(
        app.routes
          .filter((route) => ['GET', 'POST', 'PATCH', 'DELETE'].includes(route.method) && route.path.startsWith('/api/v1/') && !route.path.includes('*'))
          .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, 'x') }]),
      ).values(),
    ].filter((route) => !OPEN.some((open) => open.test(route.path)));
    expect(routes.length).toBeGreaterThan(40);
    for (const { method, path } of routes) {
      const res = await app.request(path, {
        method,
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json(), `${method} ${path}`).toEqual({ msg: 'Please log in', code: 'auth.login-required' });
    }
  });
});
