/**
 * Issue 27 item 2 in the builder: the couple adds a language, switches to it, and writes a text in it
 * beside the default text (side by side on a desktop), the default shown where the translation is
 * missing; the save stores the translation beside the default text, which stays as it was.
 * With SCREENSHOTS=1 the language switch is captured at 1440 and 390 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, savedAll, showEditor, type ViewportName } from './builder-page';

describe.skipIf(!hasBrowser)('builder: writing in the wedding’s languages', () => {
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

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`adds Spanish and writes the header in it beside the English (${viewport})`, async () => {
      const { page, errors, stored, context } = await openBuilder(server, browser, { weddingUrl: `languages-${viewport}`, viewport, reducedMotion: true });
      try {
        if (viewport === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
        await showEditor(page, viewport);
        await page.getByRole('button', { name: 'Languages…' }).click();
        await page.getByRole('checkbox', { name: 'Spanish' }).check();
        await page.getByRole('button', { name: 'Save languages' }).click();
        await expect.poll(() => stored().languages).toEqual(['en', 'es']);
        await page.getByRole('button', { name: 'Done' }).click();

        await page.getByRole('button', { name: 'Spanish', exact: true }).click();
        const field = page.locator('[data-translated="weddingHeader"]');
        await expect.poll(() => field.locator('[data-default-text]').textContent()).toBe('We are getting married');
        await expect.poll(() => field.locator('.b-translated__missing').textContent()).toMatch(/No Spanish text yet/);
        const input = page.getByLabel('Header in Spanish');
        expect(await input.getAttribute('placeholder')).toBe('We are getting married');
        if (viewport === 'desktop') {
          // Side by side: the default text and the translation on one row.
          const [left, right] = await field.locator('.b-translated__side').evaluateAll((sides) => sides.map((side) => side.getBoundingClientRect().toJSON()));
          expect(Math.abs(left!.top - right!.top)).toBeLessThan(2);
          expect(right!.left).toBeGreaterThan(left!.right - 1);
        }
        await reviewScreenshot(page, `builder-languages-${viewport}.png`);
        await input.fill('Nos casamos');
        await expect.poll(() => field.locator('.b-translated__missing').count()).toBe(0);
        await page.getByRole('button', { name: 'Update details' }).click();
        await savedAll(page);
        await expect.poll(() => stored().content.translations).toEqual({ es: { weddingHeader: 'Nos casamos' } });
        expect(stored().content.weddingHeader).toBe('We are getting married');
        await reviewScreenshot(page, `builder-languages-${viewport}-filled.png`);

        // Back in English the field is the English one again.
        await page.getByRole('button', { name: 'English (default)' }).click();
        expect(await page.getByLabel('Header', { exact: true }).inputValue()).toBe('We are getting married');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('translates the schedule item by item, each translation kept by the item’s id (issue 27)', async () => {
    const { page, errors, stored, context } = await openBuilder(server, browser, { weddingUrl: 'languages-schedule', reducedMotion: true });
    try {
      await page.getByRole('button', { name: 'Languages…' }).click();
      await page.getByRole('checkbox', { name: 'Spanish' }).check();
      await page.getByRole('button', { name: 'Save languages' }).click();
      await expect.poll(() => stored().languages).toEqual(['en', 'es']);
      await page.getByRole('button', { name: 'Done' }).click();

      await page.locator('.b-order').getByRole('button', { name: 'Schedule of the day', exact: true }).click();
      const panel = page.locator('.b-panel[data-section="schedule"]');
      await panel.getByRole('button', { name: 'Add item' }).click();
      await panel.getByRole('button', { name: 'Add item' }).click();
      await panel.getByLabel('Title').nth(0).fill('Ceremony');
      await panel.getByLabel('Title').nth(1).fill('Dinner');
      await panel.getByRole('button', { name: 'Save schedule' }).click();
      await savedAll(page);
      await expect.poll(() => stored().content.tasks.map((task) => task.title)).toEqual(['Ceremony', 'Dinner']);
      const [ceremony, dinner] = stored().content.tasks;

      await page.getByRole('button', { name: 'Spanish', exact: true }).click();
      const dinnerField = panel.locator(`[data-translated="tasks.${dinner!.id}.title"]`);
      await expect.poll(() => dinnerField.locator('[data-default-text]').textContent()).toBe('Dinner');
      await dinnerField.getByLabel('Title in Spanish').fill('Cena');
      await panel.locator(`[data-translated="tasks.${ceremony!.id}.title"]`).getByLabel('Title in Spanish').fill('Ceremonia');
      await reviewScreenshot(panel, 'builder-languages-schedule.png');
      await panel.getByRole('button', { name: 'Save schedule' }).click();
      await savedAll(page);
      await expect
        .poll(() => stored().content.translations)
        .toEqual({ es: { [`tasks.${ceremony!.id}.title`]: 'Ceremonia', [`tasks.${dinner!.id}.title`]: 'Cena' } });
      expect(stored().content.tasks.map((task) => task.title)).toEqual(['Ceremony', 'Dinner']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
