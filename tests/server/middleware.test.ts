import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';

describe('same-origin check', () => {
  it('refuses a state-changing request from another origin, JSON included', async () => {
    const { app } = createTestApp();
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const res = await app.request('http://localhost/api/v1/anything', {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': type },
        body: type === 'application/json' ? '{}' : 'a=b',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ msg: 'Cross-site request refused', code: 'request.cross-site' });
    }
  });

  it('refuses a cross-site fetch even without an Origin header', async () => {
    const { app } = createTestApp();
    const res = await app.request('http://localhost/api/v1/anything', { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('lets same-origin requests through (here to the API 404)', async () => {
    const { app } = createTestApp();
    const res = await app.request('http://localhost/api/v1/anything', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'Not found', code: 'request.unknown-path' });
  });
});

describe('unknown pages', () => {
  it('render the not-found page with a 404', async () => {
    const { app } = createTestApp();
    const res = await app.request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('send a top-level name that is no wedding to the offline page (product.md §4)', async () => {
    const { app } = createTestApp();
    const res = await app.request('/no-such-wedding');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/wedding-offline');
  });
});

describe('compression (src/core/http/middleware/compress.ts)', () => {
  it('sends a small JSON answer uncompressed and gzips a page', async () => {
    const { app } = createTestApp();
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const small = await app.request('http://localhost/api/v1/anything', { headers });
    expect(small.status).toBe(404);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ msg: 'Not found', code: 'request.unknown-path' });
    const page = await app.request('http://localhost/login', { headers });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('</html>');
  });
});
