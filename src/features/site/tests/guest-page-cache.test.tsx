import zlib from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import { rsvpRepository } from '../../rsvp/domain/repository';
import { updateRsvpSettings } from '../../rsvp/domain/update-settings';
import { accessCookieName, issueAccessToken } from '../domain/site-access/access-cookie';
import { createTestApp } from '../../../../tests/helpers/app';
import { createWedding, fullContentInput, patchStoredContent } from './fixtures';

// The guests' fast path (issue 13): prebuilt answers per wedding version, strong ETags, 304s,
// shared-cache headers for public pages only.
describe('cached public wedding pages', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });

  it('carries a strong ETag and public revalidation headers, answers If-None-Match with 304, and serves the prebuilt page without rendering again', async () => {
    const { wedding } = await createWedding(t.store, { weddingUrl: 'cached-site', content: { ...fullContentInput(), brideGroomOneName: 'Original' } });
    const first = await t.app.request('/cached-site');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const html = await first.text();
    expect(html).toContain('Original');

    // Change the stored content behind the cache's back (no page generation bump): a cached answer shows the
    // old page, which proves it was not rendered again.
    await patchStoredContent(t.store, wedding.id, { brideGroomOneName: 'Sneaky' });
    const second = await t.app.request('/cached-site');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(html);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }

    const revalidated = await t.app.request('/cached-site', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);

    // A real save bumps the page generation: new page, new ETag, the old one no longer matches.
    await publicPageChanged(t.store, { weddingId: wedding.id });
    const changed = await t.app.request('/cached-site', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('Sneaky');
  });

  it('sends the same page brotli- or gzip-compressed as the browser accepts', async () => {
    await createWedding(t.store, { weddingUrl: 'squeezed' });
    const plain = await (await t.app.request('/squeezed')).text();
    const br = await t.app.request('/squeezed', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await t.app.request('/squeezed', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
  });

  it('compresses a page version once per encoding, and only when a visitor asks for that encoding', async () => {
    await createWedding(t.store, { weddingUrl: 'lazy-squeeze' });
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    await t.app.request('/lazy-squeeze'); // the miss: rendered, and the entry made
    await t.app.request('/lazy-squeeze');
    expect([brotli.mock.calls.length, gzip.mock.calls.length]).toEqual([0, 0]);
    for (let visit = 0; visit < 3; visit++) {
      const res = await t.app.request('/lazy-squeeze', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.headers.get('content-encoding')).toBe('br');
    }
    expect([brotli.mock.calls.length, gzip.mock.calls.length]).toEqual([1, 0]);
    await t.app.request('/lazy-squeeze', { headers: { 'accept-encoding': 'gzip' } });
    await t.app.request('/lazy-squeeze', { headers: { 'accept-encoding': 'gzip' } });
    expect([brotli.mock.calls.length, gzip.mock.calls.length]).toEqual([1, 1]);
  });

  it('changes the ETag when the RSVP window closes', async () => {
    const { wedding } = await createWedding(t.store, { weddingUrl: 'window' });
    const open = (await t.app.request('/window')).headers.get('etag');
    await updateRsvpSettings(rsvpRepository(t.store), wedding.id, 'UTC', { rsvpOpen: false });
    const closed = (await t.app.request('/window')).headers.get('etag');
    expect(closed).not.toBe(open);
  });

  it('keeps pages for a signed-in viewer out of shared caches', async () => {
    const owner = await createWedding(t.store, { weddingUrl: 'mine' });
    await t.app.request('/mine'); // warm the anonymous cache
    const res = await t.app.request('/mine', { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('cache-control')).not.toContain('public');
  });

  it('never lets a shared cache keep a password-protected site, and never serves it to someone without the password', async () => {
    const { wedding } = await createWedding(t.store, {
      weddingUrl: 'secret-site',
      content: { ...fullContentInput(), enablePassword: true, websitePassword: 'open sesame' },
    });
    const stranger = await t.app.request('/secret-site');
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get('location')).toBe('/password/secret-site');

    const token = issueAccessToken(t.config, wedding.id, 'open sesame');
    const guest = await t.app.request('/secret-site', { headers: { cookie: `${accessCookieName(wedding.id)}=${token}` } });
    expect(guest.status).toBe(200);
    const cacheControl = guest.headers.get('cache-control')!;
    expect(cacheControl).toContain('private');
    expect(cacheControl).toContain('no-store');
    expect(cacheControl).not.toMatch(/public|s-maxage/);
    expect(guest.headers.get('etag')).toBeNull();

    const again = await t.app.request('/secret-site');
    expect(again.status).toBe(302);
  });
});

describe('the landing page and the designs catalogue', () => {
  it('carry a strong ETag and public cache headers for anonymous visitors, answer a revisit with 304, and stay personal for a signed-in couple', async () => {
    const t = createTestApp();
    for (const path of ['/', '/designs', '/designs/12']) {
      const first = await t.app.request(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^"[^"]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      const again = await t.app.request(path, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
    }
    expect((await t.app.request('/designs')).headers.get('etag')).not.toBe((await t.app.request('/designs/12')).headers.get('etag'));
    const couple = await createWedding(t.store, { weddingUrl: 'signed-in' });
    const personal = await t.app.request('/designs', { headers: { cookie: couple.cookie } });
    expect(personal.headers.get('etag')).toBeNull();
    expect(personal.headers.get('cache-control')).toContain('no-store');
  });
});
