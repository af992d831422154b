import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizePageOrder } from '../../src/shared/wedding/sections';
import { animationsFinished, connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, savedAll, sectionsInOrder, showEditor, sidebarOrder, type ViewportName } from './builder-page';

/** Manage Sections, keyboard reordering and a heading edit, seen on the public page (desktop and phone). */
describe.skipIf(!hasBrowser)('builder: sections', () => {
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

  /** dnd-kit's keyboard sensor: focus the handle, Space to pick up, arrows to move, Space to drop. */
  async function moveByKeyboard(page: Page, label: string, key: 'ArrowUp' | 'ArrowDown', times: number) {
    await page.getByRole('button', { name: `Move ${label}` }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < times; i++) {
      await animationsFinished(page);
      await page.keyboard.press(key);
    }
    await animationsFinished(page);
    await page.keyboard.press('Space');
  }

  const DEFAULT_ACTIVE = ['Main photo', 'Our story', 'Photo gallery', 'Schedule of the day', 'Text section'];
  const MOVED = ['Main photo', 'Date & place card', 'Our story', 'Photo gallery', 'Schedule of the day', 'Text section'];
  /** Sections on the page below the hero (the hero always shows the names). */
  const rendered = (html: string) => sectionsInOrder(html).filter((s) => s !== 'mainPhoto');

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`${viewport}: a section switched on, moved up by keyboard and renamed shows in that place on the public page after a reload`, async () => {
      const { page, errors, stored, publicPage } = await openBuilder(server, browser, { weddingUrl: `sections-${viewport}`, viewport });
      if (viewport === 'phone') {
        // The closed sheet is off screen and out of reach of the keyboard.
        expect(await page.locator('.b-side').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
      }
      await showEditor(page, viewport);
      expect(await sidebarOrder(page)).toEqual(DEFAULT_ACTIVE);

      // Cancel leaves everything as it was.
      await page.getByRole('button', { name: '+ Manage Sections' }).click();
      let dialog = page.getByRole('dialog', { name: 'Add additional Sections to your page' });
      await dialog.getByLabel('Date & place card').check();
      await dialog.getByLabel('Schedule of the day').uncheck();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await sidebarOrder(page)).toEqual(DEFAULT_ACTIVE);
      expect(await page.textContent('.b-top__status')).toBe('All changes saved');

      // Switch the date & place card (the spec's Fancy Card #1) on: it joins the end of the sidebar and is saved.
      await page.getByRole('button', { name: '+ Manage Sections' }).click();
      dialog = page.getByRole('dialog', { name: 'Add additional Sections to your page' });
      expect(await dialog.getByLabel('Date & place card').isChecked()).toBe(false);
      await dialog.getByLabel('Date & place card').check();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await savedAll(page);
      expect(await sidebarOrder(page)).toEqual([...DEFAULT_ACTIVE, 'Date & place card']);
      expect(stored().content.fancyCardSection).toBe(true);

      // Before the move the page shows it last (the empty gallery and schedule render nothing).
      expect(rendered(await page.locator('.b-preview').innerHTML())).toEqual(['ourStory', 'content', 'fancyCard']);
      // Up to the top by keyboard, then one place back down: right after the main photo.
      await moveByKeyboard(page, 'Date & place card', 'ArrowUp', 5);
      await expect.poll(() => sidebarOrder(page)).toEqual(['Date & place card', ...DEFAULT_ACTIVE]);
      await moveByKeyboard(page, 'Date & place card', 'ArrowDown', 1);
      await expect.poll(() => sidebarOrder(page)).toEqual(MOVED);
      expect(await page.textContent('.b-top__status')).toBe('Unsaved changes');
      // The preview follows at once.
      expect(rendered(await page.locator('.b-preview').innerHTML())).toEqual(['fancyCard', 'ourStory', 'content']);

      // Its panel opens from the sidebar; the heading is edited and saved with the order.
      await page.locator('.b-order').getByRole('button', { name: 'Date & place card', exact: true }).click();
      const panel = page.locator('.b-panel[data-section="fancyCard"]');
      await panel.locator('input[name="fancyCardHeading"]').fill('Dinner under the stars');
      await panel.getByRole('button', { name: 'Update' }).click();
      await savedAll(page);
      await expect.poll(() => stored().content.fancyCardHeading).toBe('Dinner under the stars');
      const activeStored = normalizePageOrder(stored().content.pageOrder)
        .filter((e) => e.sidebarActive)
        .map((e) => e.title);
      expect(activeStored).toEqual(['mainPhoto', 'fancyCard', 'ourStory', 'images', 'schedule', 'content']);

      // After a reload the builder shows the saved order and heading…
      await page.reload();
      await page.waitForSelector('[data-testid="builder"]');
      await showEditor(page, viewport);
      expect(await sidebarOrder(page)).toEqual(MOVED);
      await page.locator('.b-order').getByRole('button', { name: 'Date & place card', exact: true }).click();
      expect(await page.locator('.b-panel[data-section="fancyCard"] input[name="fancyCardHeading"]').inputValue()).toBe('Dinner under the stars');

      // …and so does the public page, where Our Story and Content wait for their texts (issue 22 item 12).
      const html = await publicPage();
      expect(rendered(html)).toEqual(['fancyCard']);
      expect(html).toContain('Dinner under the stars');
      expect(errors).toEqual([]);

      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Close editor' }).click();
        await expect.poll(() => page.locator('.b-side').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open Editor');
      }
      await page.context().close();
    });
  }
});
