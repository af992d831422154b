// Issue 12 item 13: a couple who is logged in sees a link to their dashboard in the public pages'
// header (/, /designs, /payments/*) instead of 'Log in' and 'Create your site'.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { createTestUser } from '../helpers/auth';
import { client } from '../helpers/http';

function header(html: string): string {
  const start = html.indexOf('<header class="home__header');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</header>', start));
}

describe('public header', () => {
  it('shows Log in and Create your site to visitors', async () => {
    const { app } = createTestApp();
    for (const path of ['/', '/designs', '/faq']) {
      const nav = header(await (await client(app).get(path)).text());
      expect(nav).toContain('href="/login"');
      expect(nav).toContain('Create your site');
      expect(nav).not.toContain('href="/app"');
    }
  });

  it('shows a logged-in couple a link to their dashboard instead', async () => {
    const { app, store } = createTestApp();
    const couple = await createTestUser(store);
    const http = client(app, couple.cookie);
    const checkout = await http.post('/app/payments/checkout/final-payment/pro');
    const testCheckout = new URL(checkout.headers.get('location')!).pathname;
    for (const path of ['/', '/designs', '/faq', testCheckout]) {
      const res = await http.get(path);
      expect(res.status, path).toBe(200);
      const nav = header(await res.text());
      expect(nav, path).toMatch(/<a[^>]*href="\/app"[^>]*>My dashboard<\/a>/);
      expect(nav, path).not.toContain('href="/login"');
      expect(nav, path).not.toContain('Create your site');
    }
  });
});
