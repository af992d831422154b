// Issue 17 item 7: security headers on every page and API answer, not only wedding pages.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';
import { client } from '../helpers/http';
import { createWedding, fullContentInput } from '../../src/features/site/tests/fixtures';
import { securityPolicies } from '../../src/core/http/middleware/security-headers';
import { parseEnv } from '../../src/core/config/env';

function expectBaseline(res: Response, framing: 'DENY' | 'SAMEORIGIN' = 'DENY') {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain(framing === 'DENY' ? "frame-ancestors 'none'" : "frame-ancestors 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers.get('x-frame-options')).toBe(framing);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
}

describe('security headers', () => {
  it('the public pages, login and register cannot be framed by another site', async () => {
    const { app } = createTestApp();
    for (const path of ['/', '/login', '/register', '/designs', '/about', '/no-such-page-here/x/y']) {
      const res = await client(app).get(path);
      expectBaseline(res);
    }
  });

  it('/app/*, /builder and the API: framing refused and no-store for the signed-in couple', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store, { weddingUrl: 'ana-and-jo' });
    const http = client(app, cookie);
    for (const path of ['/app', '/app/guest-list', '/app/settings/profile', '/builder', '/api/v1/users/current-user', '/api/v1/weddings/current-wedding']) {
      const res = await http.get(path);
      expect(res.status, path).toBeLessThan(400);
      expectBaseline(res);
      expect(res.headers.get('cache-control'), path).toMatch(/no-store/);
    }
  });

  it('errors carry them too (404, 401 from the API, 500-free bad input)', async () => {
    const { app } = createTestApp();
    const api = await client(app).get('/api/v1/users/current-user');
    expect(api.status).toBe(401);
    expectBaseline(api);
    expect(api.headers.get('cache-control')).toMatch(/no-store/);
    const login = await client(app).post('/api/v1/auth/login', { email: 'x@example.com', password: 'nope nope' });
    expectBaseline(login);
    expect(login.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('the sign-in and sign-up pages are never stored by a proxy or CDN (docs/self-hosting.md §4), their forms included', async () => {
    const { app } = createTestApp();
    for (const path of ['/login', '/register', '/login?next=%2Fapp']) {
      const res = await client(app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const wrong = await client(app).form('/login', { email: 'x@example.com', password: 'nope nope' });
    expect(wrong.headers.get('cache-control')).toBe('no-store');
  });

  it('a public page rendered for a signed-in viewer is not stored by caches (it may name them)', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store);
    const res = await client(app, cookie).get('/');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('wedding pages use the same policy family: frameable only by us (the landing page shows /demo), no inline script', async () => {
    const t = createTestApp();
    await createWedding(t.store, { weddingUrl: 'open-site', content: fullContentInput() });
    const res = await t.app.request('/open-site');
    expect(res.status).toBe(200);
    expectBaseline(res, 'SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toBe(securityPolicies(t.config).weddingCsp);
  });

  it('HSTS only over https: PUBLIC_URL https, or X-Forwarded-Proto from a trusted proxy', async () => {
    const plain = createTestApp();
    expect((await plain.app.request('/login')).headers.get('strict-transport-security')).toBeNull();
    expect(
      (
        await plain.app.request('/login', { headers: { 'x-forwarded-proto': 'https' } }, { incoming: { socket: { remoteAddress: '203.0.113.9' } } })
      ).headers.get('strict-transport-security'),
    ).toBeNull();
    const secure = createTestApp({ env: { PUBLIC_URL: 'https://vowly.example' } });
    expect((await secure.app.request('/login')).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const proxied = createTestApp({ env: { TRUST_PROXY: '1' } });
    expect(
      (
        await proxied.app.request('/login', { headers: { 'x-forwarded-proto': 'https' } }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })
      ).headers.get('strict-transport-security'),
    ).toMatch(/max-age=\d+/);
  });

  it('values are computed once per configuration', () => {
    const config = parseEnv({ NODE_ENV: 'test' });
    expect(securityPolicies(config)).toBe(securityPolicies(config));
    expect(securityPolicies(parseEnv({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' })).appCsp).toContain("form-action 'self' https://checkout.stripe.com");
  });
});
