// Issue 12 item 3 in Chromium: the top bar's count, the right drawer listing new answers and
// requests, closing it clears the count ('Count cleared'), and a new answer raises it again.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestRequests, guests } from '../../src/core/db/schema';
import { nameKey } from '../../src/shared/guests/names';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

/** A poll that allows for a busy machine (uploads, image processing, page loads). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

describe.skipIf(!hasBrowser)('notifications in Chromium', () => {
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

  it('shows the count, lists what is new in the drawer, clears it on close and counts a new answer', async () => {
    const couple = await createTestUser(server.db, { weddingUrl: `bell-${Date.now()}` });
    const ann = server.db
      .insert(guests)
      .values({ weddingId: couple.wedding.id, name: 'Ann Lee', nameKey: nameKey('Ann Lee') })
      .returning()
      .get();
    server.db
      .update(guests)
      .set({ status: 'Accepted', respondedAt: new Date(Date.now() - 60_000) })
      .where(eq(guests.id, ann.id))
      .run();
    server.db
      .insert(guestRequests)
      .values({ weddingId: couple.wedding.id, name: 'Cleo New', createdAt: new Date(Date.now() - 30_000) })
      .run();

    const context = await signedInContext(browser, server.url, couple.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${server.url}/app`);
    const count = page.locator('[data-testid="notification-count"]');
    expect(await count.textContent()).toBe('2');

    await page.click('[data-testid="notification-bell"]');
    const drawer = page.locator('dialog[open][data-testid="right-drawer"]');
    await drawer.waitFor();
    expect(await drawer.locator('h2').textContent()).toBe('Notifications');
    await eventually(() => drawer.locator('[data-testid="notifications"] li a').allTextContents()).toEqual([
      'Cleo New asked to be added to your guest list',
      'Ann Lee is coming',
    ]);

    await drawer.getByRole('button', { name: 'Close' }).click();
    await eventually(() => page.locator('dialog[open][data-testid="right-drawer"]').count()).toBe(0);
    await eventually(() => count.textContent()).toBe('0');
    await eventually(() => page.locator('#notices').textContent()).toContain('Count cleared');
    // The session-state notification reading of the toasts: top right below the top bar, 320 px wide (the app's toasts stay bottom right).
    const placement = await page.evaluate(() => {
      const notices = document.getElementById('notices')!.getBoundingClientRect();
      const toasts = document.getElementById('toasts')!.getBoundingClientRect();
      const topBar = document.querySelector('.top-bar')!.getBoundingClientRect();
      return {
        below: notices.top - topBar.bottom,
        width: notices.width,
        rightGap: window.innerWidth - notices.right,
        toastsBottomGap: window.innerHeight - toasts.bottom,
      };
    });
    // Just below the top bar, never over its controls (issue 22 item 14).
    expect(Math.abs(placement.below - 8)).toBeLessThanOrEqual(1);
    expect(placement).toMatchObject({ width: 320, rightGap: 16 });
    expect(placement.toastsBottomGap).toBe(16);

    // The cleared count is stored: a reload still shows 0, and reopening lists nothing.
    await page.reload();
    expect(await count.textContent()).toBe('0');
    await page.click('[data-testid="notification-bell"]');
    await page.locator('dialog[open] [data-testid="notifications-empty"]').waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => page.locator('dialog[open]').count()).toBe(0);

    // A new answer arrives; coming back to the tab refreshes the count.
    server.db.update(guests).set({ status: 'Declined', respondedAt: new Date() }).where(eq(guests.id, ann.id)).run();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await eventually(() => count.textContent()).toBe('1');
    await eventually(() => page.locator('#notices').textContent()).toContain('Count increased');
    expect(errors).toEqual([]);
    await context.close();
  });
});
