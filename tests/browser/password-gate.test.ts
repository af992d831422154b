import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../src/db/schema';
import { ACCESS_COOKIE_PREFIX } from '../../src/domain/site-access/access-cookie';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

describe.skipIf(!hasBrowser)('website password gate in Chromium', () => {
  let server: SharedServer;
  let browser: Browser;

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
    for (const [weddingUrl, password, name] of [
      ['rosa-and-li', 'lanterns', 'Rosa'],
      ['mia-and-omar', 'lanterns', 'Mia'],
    ] as const) {
      const { wedding } = await createTestUser(server.db, { weddingUrl });
      server.db
        .update(weddings)
        .set({ content: { brideGroomOneName: name, brideGroomTwoName: 'Partner', enablePassword: true, websitePassword: password } })
        .where(eq(weddings.id, wedding.id))
        .run();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('wrong then right password; the pass opens that wedding only', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/rosa-and-li`);
    expect(new URL(page.url()).pathname).toBe('/password/rosa-and-li');
    expect(await page.content()).not.toContain('Rosa');

    await page.fill('input[name="password"]', 'wrong guess');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.gate__error');
    expect(await page.locator('.gate__error').textContent()).toBe('please double check your credentials');

    await page.fill('input[name="password"]', 'lanterns');
    await page.click('button[type="submit"]');
    await page.waitForURL(`${server.url}/rosa-and-li`);
    expect(await page.locator('h1.w-names').textContent()).toContain('Rosa');
    expect(await page.locator('#toasts').textContent()).toContain('Welcome!');

    // Same password, other wedding: the pass of the first does not open it.
    await page.goto(`${server.url}/mia-and-omar`);
    expect(new URL(page.url()).pathname).toBe('/password/mia-and-omar');
    const cookies = await context.cookies();
    const passes = cookies.filter((cookie) => cookie.name.startsWith(ACCESS_COOKIE_PREFIX));
    expect(passes).toHaveLength(1);
    for (const cookie of passes) expect(cookie.httpOnly).toBe(true);
    await context.close();
  });
});
