import type { Browser } from 'playwright-core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../src/core/db/schema';
import { COLOR_DEBOUNCE_MS } from '../../src/shared/wedding/limits';
import { hexToOklch } from '../../src/shared/wedding/oklch';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, savedAll } from './builder-page';

/**
 * Issue 12 item 12: a colour change whose save failed (offline, a conflict, a refused request) is
 * never left as an unsaved change that no button sends: it is retried, or saved by the next save.
 */
describe.skipIf(!hasBrowser)('builder: colour saves that failed', () => {
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

  const unsaved = 'Your colour changes are not saved yet';

  it('offline: the change waits, is offered as Save colours, and goes out when the browser is back online', async () => {
    const { page, context, stored } = await openBuilder(server, browser, { weddingUrl: 'colour-offline' });
    await context.setOffline(true);
    await page.locator('input[type="color"][name="mainAccentColor"]').fill('#aa3355');
    await page
      .getByRole('alert')
      .filter({ hasText: unsaved })
      .waitFor({ timeout: COLOR_DEBOUNCE_MS + 4000 });
    expect(await page.getByRole('button', { name: 'Save colours' }).isVisible()).toBe(true);
    expect(await page.textContent('.b-top__status')).toBe('Unsaved changes');
    expect(stored().content.mainAccentColor).not.toBe(hexToOklch('#aa3355'));

    await context.setOffline(false);
    await savedAll(page);
    expect(stored().content.mainAccentColor).toBe(hexToOklch('#aa3355'));
    expect(await page.getByText(unsaved).count()).toBe(0);
    await context.close();
  });

  it('a refused save: Save colours sends it, and so does the next save of another panel', async () => {
    const { page, context, stored } = await openBuilder(server, browser, { weddingUrl: 'colour-refused' });
    // The first colour save fails on the way (the connection drops).
    let failNext = true;
    await page.route(/\/api\/v1\/weddings\/[^/]+$/, (route) => {
      if (route.request().method() === 'PATCH' && failNext) {
        failNext = false;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.locator('input[type="color"][name="navColor"]').fill('#223344');
    await page
      .getByRole('alert')
      .filter({ hasText: unsaved })
      .waitFor({ timeout: COLOR_DEBOUNCE_MS + 4000 });

    // Another panel's save carries the colour along.
    await page.getByLabel('Header').fill('Together at last');
    await page.getByRole('button', { name: 'Update details' }).click();
    await savedAll(page);
    expect(stored().content).toMatchObject({ weddingHeader: 'Together at last', navColor: hexToOklch('#223344') });
    expect(await page.getByText(unsaved).count()).toBe(0);

    // And 'Save colours' sends one at once.
    failNext = true;
    await page.locator('input[type="color"][name="sectionColor"]').fill('#334455');
    await page
      .getByRole('alert')
      .filter({ hasText: unsaved })
      .waitFor({ timeout: COLOR_DEBOUNCE_MS + 4000 });
    await page.getByRole('button', { name: 'Save colours' }).click();
    await savedAll(page);
    expect(stored().content.sectionColor).toBe(hexToOklch('#334455'));
    await context.close();
  });

  it('a conflict: loading the latest version keeps the colour and saves it on top', async () => {
    const { page, context, stored, couple } = await openBuilder(server, browser, { weddingUrl: 'colour-conflict' });
    // Someone saves the wedding elsewhere.
    server.db
      .update(weddings)
      .set({ version: sql`${weddings.version} + 1` })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    await page.locator('input[type="color"][name="backgroundColorTwo"]').fill('#fdf6e3');
    const reload = page.getByRole('button', { name: 'Load the latest version (keep my edits)' });
    await reload.waitFor({ timeout: COLOR_DEBOUNCE_MS + 4000 });
    await reload.click();
    await savedAll(page);
    expect(stored().content.backgroundColorTwo).toBe(hexToOklch('#fdf6e3'));
    expect(await page.getByText(unsaved).count()).toBe(0);
    await context.close();
  });
});
