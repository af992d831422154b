import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { client } from '../helpers/http';

describe('device gate', () => {
  it('is absent without APP_GATE_PASSWORD', async () => {
    const { app } = createTestApp();
    expect((await app.request('/')).status).toBe(200);
  });

  it('shows the gate on every page and refuses the API until the right value is given', async () => {
    const { app } = createTestApp({ env: { APP_GATE_PASSWORD: 'letmein-beta' } });
    const browser = client(app);
    const page = await browser.get('/about');
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('placeholder="restricted"');
    expect(html).toContain('>Go<');
    expect((await browser.get('/api/v1/public/themes')).status).toBe(403);
    expect((await browser.get('/healthz')).status).not.toBe(401);
    const wrong = await browser.form('/gate', { password: 'nope', next: '/about' });
    expect(wrong.status).toBe(401);
    const right = await browser.form('/gate', { password: 'letmein-beta', next: '/about' });
    expect(right.headers.get('location')).toBe('/about');
    expect((await browser.get('/')).status).toBe(200);
  });
});
