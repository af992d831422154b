import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../src/core/db/schema';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

describe.skipIf(!hasBrowser)('guest list in Chromium', () => {
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

  async function signedIn(options: { javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; weddingId: string }> {
    const { token, wedding } = await createTestUser(server.db, { weddingUrl: `couple-${Date.now()}` });
    const context = await signedInContext(browser, server.url, token, { ...options });
    return { context, weddingId: wedding.id };
  }

  it('with JavaScript: adds, edits and finds a guest without a reload', async () => {
    const { context, weddingId } = await signedIn();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/app/guest-list`);
    await page.waitForSelector('wb-island[data-island="GuestList"][data-hydrated="true"]');
    const url = page.url();

    await page.fill('[data-testid="guest-form-add"] input[name="name"]', 'José García');
    await page.fill('[data-testid="guest-form-add"] input[name="email"]', 'jose@example.com');
    await page.check('[data-testid="guest-form-add"] input[name="plusOneAllowed"]');
    await page.click('[data-testid="guest-form-add"] button[type="submit"]');
    await expect.poll(() => page.textContent('.toast--live')).toBe('Guest Added');
    await page.waitForSelector('[data-testid="guest-table"] >> text=José García');
    expect(page.url()).toBe(url); // no navigation
    expect(await page.textContent('[data-testid="guest-usage"]')).toBe('2 of 65');
    expect(await page.inputValue('[data-testid="guest-form-add"] input[name="name"]')).toBe('');

    await page.click('a[aria-label="Edit José García"]');
    await page.selectOption('[data-testid="guest-form-edit"] select[name="status"]', 'Accepted');
    await page.click('[data-testid="guest-form-edit"] button[type="submit"]');
    await expect.poll(() => page.locator('.toast--live').last().textContent()).toBe('Guest Modified');
    expect(await page.textContent('[data-testid="count-Accepted"] strong')).toBe('1');
    expect(server.db.select().from(guests).where(eq(guests.weddingId, weddingId)).get()).toMatchObject({
      name: 'José García',
      status: 'Accepted',
      plusOneAllowed: true,
    });

    // Failures show the server's msg.
    await page.fill('[data-testid="guest-form-add"] input[name="name"]', 'jose garcia');
    await page.fill('[data-testid="guest-form-add"] input[name="email"]', 'JOSE@example.com');
    await page.click('[data-testid="guest-form-add"] button[type="submit"]');
    await expect.poll(() => page.locator('.toast--error').last().textContent()).toBe('A guest with this name and email is already on your list');

    await page.fill('[data-testid="guest-form-add"] input[name="name"]', 'Uma Stone');
    await page.fill('[data-testid="guest-form-add"] input[name="email"]', '');
    await page.click('[data-testid="guest-form-add"] button[type="submit"]');
    await page.waitForSelector('[data-testid="guest-table"] >> text=Uma Stone');
    await page.fill('[data-testid="guest-form-add"] input[name="name"]', 'Vic Moss');
    await page.click('[data-testid="guest-form-add"] button[type="submit"]');
    await page.waitForSelector('[data-testid="guest-table"] >> text=Vic Moss');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click('button[aria-label="Delete Vic Moss"]');
    await expect.poll(() => page.locator('.toast--live').last().textContent()).toBe('Guest Deleted');
    expect(await page.locator('[data-guest-id]').count()).toBe(2);
    expect(await page.textContent('[data-testid="guest-usage"]')).toBe('3 of 65');
    await page.fill('input[aria-label="Search guests"]', 'GARCIA');
    await expect.poll(() => page.locator('[data-guest-id]').count()).toBe(1);
    expect(await page.textContent('[data-guest-id] .guest-table__name')).toBe('José García');
    expect(page.url()).toContain('search=GARCIA');

    await page.reload();
    await page.waitForSelector('wb-island[data-island="GuestList"][data-hydrated="true"]');
    expect(await page.locator('[data-guest-id]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the add form posts, redirects with the toast and lists the guest', async () => {
    const { context, weddingId } = await signedIn({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/app/guest-list`);
    await page.fill('[data-testid="guest-form-add"] input[name="name"]', 'Ann Lee');
    await page.fill('[data-testid="guest-form-add"] input[name="household"]', 'The Lees');
    await page.click('[data-testid="guest-form-add"] button[type="submit"]');
    await page.waitForURL(`${server.url}/app/guest-list`);
    expect(await page.textContent('.toast')).toBe('Guest Added');
    expect(await page.textContent('[data-testid="guest-table"] .guest-table__name')).toBe('Ann Lee');
    expect(await page.textContent('[data-testid="guest-usage"]')).toBe('1 of 65');

    await page.click('a[aria-label="Edit Ann Lee"]');
    await page.fill('[data-testid="guest-form-edit"] input[name="email"]', 'ann@example.com');
    await page.click('[data-testid="guest-form-edit"] button[type="submit"]');
    await page.waitForSelector('.toast >> text=Guest Modified');
    expect(server.db.select().from(guests).where(eq(guests.weddingId, weddingId)).get()).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com' });
    await context.close();
  });
});
