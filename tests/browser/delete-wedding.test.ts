// Issue 23 item 1 in Chromium on a 390 px phone: the owner opens the planning team page, reads the danger zone,
// cannot send the form before typing the web address exactly (the browser checks it), types it, deletes the
// wedding and lands on the setup wizard of a new wedding with the toast; the old address is offline.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../src/core/db/schema';
import { SESSION_COOKIE } from '../../src/core/http/middleware/session';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

describe.skipIf(!hasBrowser)('deleting a wedding in Chromium (issue 23 item 1)', () => {
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

  it('the owner types the web address on a 390 px phone, deletes the wedding and lands on the setup wizard', async () => {
    const address = `gone-${Date.now()}`;
    const owner = await createTestUser(server.db, { name: 'Ana', weddingUrl: address });
    server.db.update(weddings).set({ published: true }).where(eq(weddings.id, owner.wedding.id)).run();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    try {
      await context.addCookies([{ name: SESSION_COOKIE, value: owner.token, url: server.url }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/app/planners`);
      const zone = page.locator('#delete-wedding');
      await zone.scrollIntoViewIfNeeded();
      expect(await zone.locator('h2').textContent()).toBe('Delete this wedding');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const field = page.getByLabel(`Type ${address} to confirm`);
      const button = page.getByRole('button', { name: 'Delete this wedding' });

      // Something else typed: the browser keeps the form (the pattern), nothing is sent.
      await field.fill(`${address}-x`);
      await button.tap();
      expect(await field.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/app/planners');
      expect(server.db.select().from(weddings).where(eq(weddings.id, owner.wedding.id)).get()).toBeDefined();

      await field.fill(address);
      await button.tap();
      await page.waitForURL((url) => url.pathname.startsWith('/app/setup'));
      await expect.poll(() => page.locator('#toasts').textContent(), { timeout: 20_000 }).toContain(`Deleted the wedding at /${address}.`);
      expect(server.db.select().from(weddings).where(eq(weddings.id, owner.wedding.id)).get()).toBeUndefined();
      // A new wedding of their own, which the wizard sets up.
      const own = server.db.select().from(weddings).where(eq(weddings.ownerId, owner.user.id)).all();
      expect(own).toHaveLength(1);
      expect(own[0]!.weddingUrl).toBeNull();
      expect(errors).toEqual([]);

      // The old address is offline for guests.
      const guest = await fetch(`${server.url}/${address}`, { redirect: 'manual' });
      expect(guest.status).toBe(302);
      expect(guest.headers.get('location')).toBe('/wedding-offline');
    } finally {
      await context.close();
    }
  });
});
