import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';
import { client } from '../helpers/http';
import { safeRedirectTarget } from '../../src/core/http/safe-redirect';

// What a browser does with a Location value: resolve it against the page's URL (WHATWG rules).
function landsOn(location: string) {
  return new URL(location, 'https://vowly.example/login').origin;
}

const hostile = [
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/%2e//evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  ' /app',
  '',
  'app',
];

describe('safeRedirectTarget', () => {
  it.each(hostile)('falls back for %j', (next) => {
    const target = safeRedirectTarget(next, '/app');
    expect(target).toBe('/app');
  });

  it('keeps same-origin paths with query and fragment', () => {
    expect(safeRedirectTarget('/app/guest-list?tab=2#top', '/app')).toBe('/app/guest-list?tab=2#top');
    expect(safeRedirectTarget('/about', '/')).toBe('/about');
    expect(safeRedirectTarget(undefined, '/')).toBe('/');
    expect(safeRedirectTarget(42, '/')).toBe('/');
  });

  it('never returns something a browser resolves to another origin', () => {
    for (const next of [...hostile, '/a/../..//evil.example', '/%5Cevil.example', '/%2F%2Fevil.example']) {
      expect(landsOn(safeRedirectTarget(next, '/app'))).toBe('https://vowly.example');
    }
  });
});

describe('next after login and the device gate', () => {
  it('the login page falls back to /app for a tab or CR/LF in next, never a 500', async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store);
    for (const next of ['/\t/evil.example', '/%09/evil.example', '/x\r\nSet-Cookie: a=b', '/\n/evil.example']) {
      const res = await client(app).form('/login', { email: user.email, password, next });
      expect(res.status).toBe(303);
      expect(landsOn(res.headers.get('location')!)).toBe('https://vowly.example');
      expect(res.headers.get('location')).toBe('/app');
    }
  });

  it('the GET login page does not render a hostile next back into the form unchanged', async () => {
    const { app } = createTestApp();
    const html = await (await client(app).get('/login?next=%2F%09%2Fevil.example')).text();
    expect(html).not.toContain('evil.example');
  });

  it('the device gate only follows local targets', async () => {
    const { app } = createTestApp({ env: { APP_GATE_PASSWORD: 'letmein-beta' } });
    for (const next of ['/\t/evil.example', '//evil.example', '/\\evil.example', '/x\r\ny']) {
      const res = await client(app).form('/gate', { password: 'letmein-beta', next });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
    const ok = await client(app).form('/gate', { password: 'letmein-beta', next: '/about?x=1' });
    expect(ok.headers.get('location')).toBe('/about?x=1');
  });
});
