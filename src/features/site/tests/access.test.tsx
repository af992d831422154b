import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createWedding, fullContentInput } from './fixtures';

const ORIGIN = { Origin: 'http://localhost' };

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

describe('public wedding API and password gate', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
  });

  const protectedContent = (password = 'open sesame') => ({ ...fullContentInput(), enablePassword: true, websitePassword: password });
  const postPassword = (url: string, password: string, headers: Record<string, string> = {}) =>
    t.app.request(`/api/v1/private/${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...ORIGIN, ...headers },
      body: JSON.stringify({ password }),
    });

  it('GET /public/themes lists the 33 catalogue entries', async () => {
    const res = await t.app.request('/api/v1/public/themes');
    expect(res.status).toBe(200);
    const { themes } = (await res.json()) as { themes: { id: number; title: string; featured: boolean }[] };
    expect(themes).toHaveLength(33);
    expect(themes.find((theme) => theme.id === 33)).toMatchObject({ title: 'aurora', featured: true });
  });

  it('GET /public/{id} returns the wedding without its password', async () => {
    await createWedding(t.store, { weddingUrl: 'open-site', content: { ...fullContentInput(), websitePassword: 'kept secret' } });
    const res = await t.app.request('/api/v1/public/open-site');
    expect(res.status).toBe(200);
    const { wedding } = (await res.json()) as { wedding: Record<string, unknown> };
    expect(wedding).toMatchObject({ weddingUrl: 'open-site', brideGroomOneName: 'Amelia' });
    expect(wedding).not.toHaveProperty('websitePassword');
    expect(JSON.stringify(wedding)).not.toContain('kept secret');
    expect(wedding).not.toHaveProperty('ownerId');
  });

  it('GET /public/{id} is 404 for an unknown or unpublished wedding and 403 when protected', async () => {
    await createWedding(t.store, { weddingUrl: 'hidden-site', published: false });
    await createWedding(t.store, { weddingUrl: 'locked-site', content: protectedContent() });
    const unknown = await t.app.request('/api/v1/public/no-such-site');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ msg: 'Wedding not found', code: 'wedding.not-found' });
    expect((await t.app.request('/api/v1/public/hidden-site')).status).toBe(404);
    const locked = await t.app.request('/api/v1/public/locked-site');
    expect(locked.status).toBe(403);
    expect(await locked.json()).toHaveProperty('msg');
  });

  it('POST /private/{id}: a wrong password fails, the right one sets a per-wedding cookie', async () => {
    const { wedding } = await createWedding(t.store, { weddingUrl: 'gate-api', content: protectedContent() });
    const wrong = await postPassword('gate-api', 'guess');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ msg: 'please double check your credentials', code: 'site.wrong-password' });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await postPassword('gate-api', 'open sesame');
    expect(right.status).toBe(200);
    const body = (await right.json()) as { msg: string; wedding: Record<string, unknown> };
    expect(body.msg).toBe('Welcome!');
    expect(body.wedding).not.toHaveProperty('websitePassword');
    const [cookie] = right.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^vowly_site_${wedding.id}=\\d+\\.[0-9a-f]{64}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`));

    const withCookie = await t.app.request('/api/v1/private/gate-api', { headers: { Cookie: cookiesOf(right) } });
    expect(withCookie.status).toBe(200);
    expect(((await withCookie.json()) as { wedding: { weddingUrl: string } }).wedding.weddingUrl).toBe('gate-api');
    expect((await t.app.request('/api/v1/private/gate-api')).status).toBe(401);
  });

  it('accepts the password as form data', async () => {
    await createWedding(t.store, { weddingUrl: 'gate-form', content: protectedContent() });
    const res = await t.app.request('/api/v1/private/gate-form', { method: 'POST', headers: ORIGIN, body: new URLSearchParams({ password: 'open sesame' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ msg: 'Welcome!' });
  });

  it('a pass for one wedding does not open another', async () => {
    await createWedding(t.store, { weddingUrl: 'wedding-a', content: protectedContent('same password') });
    const { wedding: b } = await createWedding(t.store, { weddingUrl: 'wedding-b', content: protectedContent('same password') });
    const cookieA = cookiesOf(await postPassword('wedding-a', 'same password'));
    // Even presented under wedding B's cookie name, A's pass is not valid for B.
    const forged = cookieA.replace(/^vowly_site_[^=]+=/, `vowly_site_${b.id}=`);
    for (const cookie of [cookieA, forged]) {
      expect((await t.app.request('/api/v1/private/wedding-b', { headers: { Cookie: cookie } })).status).toBe(401);
      const page = await t.app.request('/wedding-b', { headers: { Cookie: cookie } });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/password/wedding-b');
    }
  });

  it('changing the password ends every pass', async () => {
    const { wedding } = await createWedding(t.store, { weddingUrl: 'gate-change', content: protectedContent('first') });
    const cookie = cookiesOf(await postPassword('gate-change', 'first'));
    expect((await t.app.request('/api/v1/private/gate-change', { headers: { Cookie: cookie } })).status).toBe(200);
    const { t: tables, sql, transaction } = portable(t.store);
    await transaction(() =>
      sql()
        .update(tables.weddings)
        .set({ content: protectedContent('second'), version: 2 })
        .where(eq(tables.weddings.id, wedding.id)),
    );
    expect((await t.app.request('/api/v1/private/gate-change', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('throttles guessing per wedding and address: after 5 failures even the right password waits', async () => {
    await createWedding(t.store, { weddingUrl: 'gate-throttle', content: protectedContent() });
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) expect((await postPassword('gate-throttle', `guess ${i}`)).status).toBe(401);
    const locked = await postPassword('gate-throttle', 'open sesame');
    expect(locked.status).toBe(429);
    // One failure drains in 5 minutes (12 an hour): src/core/rate-limit/policies.ts. The drain is continuous, so
    // the wait is 300 s less the time the guesses took (over a second on a loaded machine).
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(retryAfter).toBeGreaterThanOrEqual(300 - Math.ceil((Date.now() - started) / 1000));
    expect(((await locked.json()) as { msg: string }).msg).toMatch(/^Too many attempts/);
  });

  it('an enabled gate with an empty password lets nobody in', async () => {
    await createWedding(t.store, { weddingUrl: 'gate-empty', content: protectedContent('') });
    expect((await postPassword('gate-empty', '')).status).toBe(401);
  });

  it('POST /private/{id} needs a same-origin request', async () => {
    await createWedding(t.store, { weddingUrl: 'gate-origin', content: protectedContent() });
    const res = await postPassword('gate-origin', 'open sesame', { Origin: 'https://evil.example.com' });
    expect(res.status).toBe(403);
  });

  describe('pages', () => {
    it('a protected site redirects to /password/{id}; the form works without JavaScript', async () => {
      await createWedding(t.store, { weddingUrl: 'gate-page', content: protectedContent() });
      const page = await t.app.request('/gate-page');
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/password/gate-page');

      const form = await t.app.request('/password/gate-page');
      expect(form.status).toBe(200);
      const html = await form.text();
      const formTag = /<form class="gate__form-card"[^>]*>/.exec(html)![0];
      expect(formTag).toContain('action="/password/gate-page"');
      expect(formTag).toContain('method="post"');
      expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
      // In the wedding's design with the couple's names (issue 22 item 11), and nothing else of the site.
      expect(html).toMatch(/<h1 class="w-names[^"]*">Amelia &amp; Jonah<\/h1>/);
      expect(html).toMatch(/<div class="wsite rsvp-site gate-site" data-theme=/);
      for (const hidden of ['Hollowbrook', 'How we met', 'bookshop', 'Fly into SFO', 'Parking on site']) expect(html).not.toContain(hidden);
      expect(form.headers.get('content-security-policy')).toContain("script-src 'self'");

      const wrong = await t.app.request('/password/gate-page', { method: 'POST', headers: ORIGIN, body: new URLSearchParams({ password: 'nope' }) });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('please double check your credentials');

      const right = await t.app.request('/password/gate-page', { method: 'POST', headers: ORIGIN, body: new URLSearchParams({ password: 'open sesame' }) });
      expect(right.status).toBe(303);
      expect(right.headers.get('location')).toBe('/gate-page');
      const cookie = cookiesOf(right);

      const first = await t.app.request('/gate-page', { headers: { Cookie: cookie } });
      expect(first.status).toBe(200);
      const firstHtml = await first.text();
      expect(firstHtml).toMatch(/<div class="toast toast--success" role="status">Welcome!<\/div>/);
      expect(firstHtml).toContain('Amelia');
      expect(first.headers.get('cache-control')).toBe('private, no-store');

      const again = await t.app.request('/gate-page', { headers: { Cookie: cookie.replace(/;?\s*vowly_flash=[^;]*/, '') } });
      expect(await again.text()).not.toContain('Welcome!');
      // Once through, the gate sends the guest straight on.
      const gate = await t.app.request('/password/gate-page', { headers: { Cookie: cookie } });
      expect(gate.headers.get('location')).toBe('/gate-page');
    });

    it('the gate of an open site goes to the site; of an unknown one to /wedding-offline', async () => {
      await createWedding(t.store, { weddingUrl: 'open-gate' });
      expect((await t.app.request('/password/open-gate')).headers.get('location')).toBe('/open-gate');
      expect((await t.app.request('/password/nobody-here')).headers.get('location')).toBe('/wedding-offline');
    });

    it('an unknown wedding redirects to /wedding-offline; an unpublished one shows guests its coming-soon page', async () => {
      await createWedding(t.store, { weddingUrl: 'unpublished', published: false });
      const res = await t.app.request('/no-such-wedding');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/wedding-offline');
      const unpublished = await t.app.request('/unpublished');
      expect(unpublished.status).toBe(200);
      expect(await unpublished.text()).toContain('Coming soon');
      const offline = await t.app.request('/wedding-offline');
      expect(offline.status).toBe(200);
      expect(await offline.text()).toContain('This wedding site is offline');
      const rsvp = await t.app.request('/rsvp-offline');
      expect(rsvp.status).toBe(200);
      expect(await rsvp.text()).toContain('RSVP is closed');
    });
  });
});
