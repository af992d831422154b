// Issue 17 item 6 in a real browser: `next=/%09/evil.example` used to take a victim to another
// site after logging in (Chromium drops the tab from `/\t/evil.example` and reads `//evil.example`).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

describe.skipIf(!hasBrowser)('login next in Chromium', () => {
  let server: SharedServer;
  let browser: Browser;
  let account: { email: string; password: string };

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
    const { user, password } = await createTestUser(server.db);
    account = { email: user.email, password };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const next of ['/%09/evil.example', '/\t/evil.example', '/\\evil.example', '/.//evil.example']) {
    it(`stays on our origin for next=${JSON.stringify(next)}`, async () => {
      const context = await browser.newContext();
      // Nothing may leave for another host: any such request is recorded and aborted.
      const foreign: string[] = [];
      await context.route(
        (url) => url.hostname !== 'localhost',
        (route) => {
          foreign.push(route.request().url());
          return route.abort();
        },
      );
      const page = await context.newPage();
      await page.goto(`${server.url}/login?next=${encodeURIComponent(next)}`);
      // Also post the raw value, as a crafted page would (the login page no longer echoes it).
      await page.evaluate((value) => {
        const form = document.querySelector('form[method="post"]') as HTMLFormElement;
        form.querySelector('input[name="next"]')?.remove();
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = 'next';
        input.value = value;
        form.append(input);
      }, next);
      await page.fill('input[name="email"]', account.email);
      await page.fill('input[name="password"]', account.password);
      await Promise.all([page.waitForURL((url) => url.pathname !== '/login'), page.click('button[type="submit"]')]);
      const landed = new URL(page.url());
      expect(landed.origin).toBe(server.url);
      expect(landed.pathname).toBe('/app');
      expect(foreign).toEqual([]);
      await context.close();
    });
  }
});
