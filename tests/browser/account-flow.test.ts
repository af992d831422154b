import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, users, weddings } from '../../src/core/db/schema';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';
import { waitUntil } from '../helpers/processes';

describe.skipIf(!hasBrowser)('account flow in Chromium', () => {
  let server: SharedServer;
  let browser: Browser;

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('register → check-email → verify by the outbox link → login → initial → Share copies the link → logout', async () => {
    // The project's one server is shared by every browser file: an address no other test uses.
    const email = `robin-${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${server.url}/register`);
    await page.fill('input[name="name"]', 'Robin Ellis');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', 'meadow lights 88');
    await page.fill('input[name="confirmPassword"]', 'meadow lights 88');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/user\/check-email/);
    expect(await page.textContent('h1')).toBe('Check your email');

    let link = '';
    await waitUntil(() => {
      const mail = server.db.select().from(emails).where(eq(emails.to, email)).get();
      link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
      return Boolean(link);
    });
    await page.goto(link);
    await page.waitForURL(/\/login\?email=/);

    // The couple picks an address (its own issue builds the form); Share needs one.
    const user = server.db.select().from(users).where(eq(users.email, email)).get()!;
    server.db.update(weddings).set({ weddingUrl: 'robin-and-sky' }).where(eq(weddings.ownerId, user.id)).run();

    // The confirmation link filled in the address.
    expect(await page.inputValue('input[name="email"]')).toBe(email);
    await page.fill('input[name="password"]', 'meadow lights 88');
    await page.click('form[action="/login"] button[type="submit"]');
    await page.waitForURL(/\/app$/);
    await expect.poll(() => page.textContent('.toast')).toBe('logged in successfully');
    expect((await page.textContent('[data-testid="user-initial"]'))?.trim()).toBe('R');

    await page.waitForSelector('.top-bar__actions wb-island[data-island="ShareButton"][data-hydrated="true"]');
    await page.click('.top-bar__actions wb-island[data-island="ShareButton"] button');
    await page.waitForSelector('.toast--live');
    expect(await page.textContent('.toast--live')).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/robin-and-sky`);

    await page.click('[data-testid="user-initial"]');
    await page.click('.user-menu__logout');
    await page.waitForURL(`${server.url}/`);
    expect(await page.textContent('.toast')).toBe('Logged out successfully');
    await page.goto(`${server.url}/app`);
    await page.waitForURL(/\/login\?next=/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
