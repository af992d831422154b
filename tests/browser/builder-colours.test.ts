import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_DEBOUNCE_MS } from '../../src/shared/wedding/limits';
import { contrastRatio, hexToOklch } from '../../src/shared/wedding/oklch';
import { themePalette } from '../../src/shared/wedding/themes';
import { animationFrames, connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, savedAll, showEditor, type ViewportName } from './builder-page';

/** Colour pickers (hex in, OKLCH stored, one save 2 s after the last change), reset, contrast, fonts. */
describe.skipIf(!hasBrowser)('builder: colours and fonts', () => {
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

  /** Every PATCH of the wedding, with when it left. */
  function recordPatches(page: Page) {
    const patches: { at: number; body: Record<string, unknown> }[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'PATCH' && /\/api\/v1\/weddings(-pro)?\//.test(request.url())) {
        patches.push({ at: Date.now(), body: JSON.parse(request.postData() ?? '{}') });
      }
    });
    return patches;
  }

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`${viewport}: a burst of colour changes reaches the server exactly once, 2 s after the last one`, async () => {
      const { page, context, errors, stored, publicPage } = await openBuilder(server, browser, { weddingUrl: `colours-${viewport}`, viewport, clock: true });
      const patches = recordPatches(page);
      await showEditor(page, viewport);
      const accent = page.locator('input[type="color"][name="mainAccentColor"]');
      await accent.fill('#aa3355');
      await accent.fill('#bb3366');
      // Taken before the last change: the page sees it later (more so on a loaded machine), so the save
      // cannot leave less than the debounce period after this moment.
      const lastChange = Date.now();
      await page.locator('input[type="color"][name="navColor"]').fill('#223344');
      // The preview shows the colour at once, before anything is sent.
      expect(await page.locator('.b-preview .wsite').getAttribute('style')).toContain(hexToOklch('#bb3366'));
      expect(patches).toHaveLength(0);
      expect(await page.textContent('.b-top__status')).toBe('Unsaved changes');

      await expect.poll(() => patches.length, { timeout: COLOR_DEBOUNCE_MS + 3000 }).toBe(1);
      expect(patches[0]!.at - lastChange).toBeGreaterThanOrEqual(COLOR_DEBOUNCE_MS - 100);
      expect(patches[0]!.body).toEqual({ mainAccentColor: hexToOklch('#bb3366'), navColor: hexToOklch('#223344'), version: 1 });
      await savedAll(page);
      expect(stored().content).toMatchObject({ mainAccentColor: hexToOklch('#bb3366'), navColor: hexToOklch('#223344') });
      expect(await publicPage()).toContain(hexToOklch('#bb3366'));
      // Nothing more is sent later (the page's clock jumps past another debounce period).
      await page.clock.runFor(COLOR_DEBOUNCE_MS * 2);
      await animationFrames(page, 2);
      expect(patches).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('warns about unreadable text, offers the nearest shade that passes AA, and Reset colours goes back to the theme', async () => {
    const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: 'colours-contrast' });
    const patches = recordPatches(page);
    await page.locator('input[type="color"][name="paragraphColor"]').fill('#d8d8d8');
    const warning = page.getByRole('alert').filter({ hasText: 'Paragraphs on background one are hard to read' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Use the nearest readable shade' }).click();
    await warning.waitFor({ state: 'detached' });
    await expect.poll(() => patches.length, { timeout: COLOR_DEBOUNCE_MS + 3000 }).toBe(1);
    await savedAll(page);
    const saved = stored().content;
    expect(contrastRatio(saved.paragraphColor, saved.backgroundColorOne)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(saved.paragraphColor, saved.backgroundColorOne)).toBeLessThan(5);

    await page.getByRole('button', { name: 'Reset colours' }).click();
    await expect.poll(() => patches.length).toBe(2);
    expect(patches[1]!.body).toEqual({ resetColors: true, weddingTheme: 'light', version: 2 });
    await savedAll(page);
    expect(stored().content.paragraphColor).toBe(themePalette('light').paragraphColor);
    expect(await page.locator('input[name="paragraphColor"]').inputValue()).not.toBe('#d8d8d8');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('font pickers show every font in its own face and choose by keyboard', async () => {
    const { page, context, errors, stored } = await openBuilder(server, browser, { weddingUrl: 'fonts' });
    const picker = page.locator('button[data-font-field="paragraphFont"]');
    await picker.click();
    const list = page.getByRole('listbox');
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(45);
    // Each option is drawn in its own family, and the browser has that face from our own font route.
    const families = await options.evaluateAll((items) => items.map((el) => [el.textContent, getComputedStyle(el).fontFamily]));
    for (const [label, family] of families) expect(family!.split(',')[0]!.replace(/"/g, '').trim()).toBe(label);
    await expect.poll(() => page.evaluate(() => document.fonts.check('20px "Great Vibes"'))).toBe(true);
    const fontRequests = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => n.includes('/fonts/')),
    );
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((url) => new URL(url).host === new URL(page.url()).host)).toBe(true);

    // Keyboard: a letter jumps, Enter chooses, the button shows the choice in its face.
    await page.keyboard.press('l');
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    const chosen = await picker.textContent();
    expect(chosen).toMatch(/^L/);
    expect((await picker.evaluate((el) => getComputedStyle(el).fontFamily)).split(',')[0]!.replace(/"/g, '')).toBe(chosen);
    await page.getByRole('button', { name: 'Update details' }).click();
    await savedAll(page);
    expect(stored().content.paragraphFont).toBe(chosen);
    expect(errors).toEqual([]);
    await context.close();
  });
});
