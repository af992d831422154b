// Guest pages inline the CSS their markup uses (src/core/rendering/critical-css.ts, issue 25 item 8)
// and load the full stylesheet and their islands' scripts once the page has loaded
// (src/core/rendering/hydration/after-load.ts). The first screen must look exactly the same whether
// the full stylesheet has arrived or not: every element in it gets the same box and the same type
// and colours from the inlined rules alone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CATALOGUE } from '../../src/shared/wedding';
import { familyOf } from '../../src/shared/wedding/design-families';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

// /demo and the first design of each family.
const PATHS = [
  '/demo',
  ...THEME_CATALOGUE.filter((entry, i) => THEME_CATALOGUE.findIndex((other) => familyOf(other.title) === familyOf(entry.title)) === i).map(
    (entry) => `/designs/${entry.id}`,
  ),
];

const PROPERTIES = [
  'display',
  'position',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'background-image',
  'opacity',
  'visibility',
];

/** Every element of the first screen (its box meets the viewport): its box on the screen and the properties above. */
function firstScreen(page: Page) {
  return page.evaluate((properties) => {
    const rows: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('wb-island')) continue; // islands hydrate on their own time; their markup is the same either way
      const box = el.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) continue;
      const style = getComputedStyle(el);
      const values = properties.map((p) => style.getPropertyValue(p));
      // The part of the box on the screen: a container's height below it (the page's, sections laid out only near
      // the screen) is not part of the first screen.
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, innerHeight);
      rows.push(
        `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${Math.round(box.x)},${Math.round(top)} ${Math.round(box.width)}x${Math.round(bottom - top)} ${values.join(' | ')}`,
      );
    }
    return rows;
  }, PROPERTIES);
}

describe.skipIf(!hasBrowser)('the first screen of a guest page paints from its inlined CSS', () => {
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

  // Every family on a phone; the demo and one design on a wide screen (the test stays lean).
  for (const [width, paths] of [
    [390, PATHS],
    [1440, PATHS.slice(0, 2)],
  ] as const) {
    it(`looks the same without the full stylesheet at ${width} px (${paths.join(' ')})`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 844 }, deviceScaleFactor: 1 });
      try {
        const page = await context.newPage();
        const withoutSheet = await context.newPage();
        // The second page never gets the stylesheet: only what the page inlined applies. Neither runs the islands'
        // scripts: this compares the server's markup (an island's own markup may change when it hydrates, and in a
        // browser its script waits for the stylesheet anyway). The first page's loader adds the stylesheet.
        await withoutSheet.route(/\/assets\/[^/]+\.css$/, (route) => route.abort());
        for (const p of [page, withoutSheet]) await p.route(/\/assets\/(?!after-load-)[^/]+\.js$/, (route) => route.abort());
        for (const path of paths) {
          for (const p of [page, withoutSheet]) {
            await p.goto(`${server.url}${path}`, { waitUntil: 'load' });
            await p.evaluate(() => document.fonts.ready);
          }
          await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
          const head = await page.evaluate(() => ({
            headSheets: document.head.querySelectorAll('link[rel="stylesheet"]').length,
            inlined: document.head.querySelector('style[data-critical]')?.textContent?.length ?? 0,
            // The page itself links only the loader; it lists the rest.
            scripts: [...document.querySelectorAll('script[src]')].map((script) =>
              script.getAttribute('src')?.startsWith('/assets/after-load-') ? 'loader' : script.getAttribute('src'),
            ),
            listed: JSON.parse(document.querySelector('script[data-after-load]')?.textContent ?? '{}').css?.length,
          }));
          expect(head, path).toEqual({ headSheets: 0, inlined: expect.any(Number), scripts: ['loader'], listed: 1 });
          expect(head.inlined, path).toBeGreaterThan(1000);
          const expected = await firstScreen(page);
          expect(expected.length, path).toBeGreaterThan(5);
          expect(await firstScreen(withoutSheet), path).toEqual(expected);
          // Below the first screen the inlined rules skip the sections' layout until they near the screen; the
          // full stylesheet draws every section again (full-page screenshots, printing).
          const lastSection = (p: Page) =>
            p.evaluate(() => getComputedStyle(document.querySelector('.w-sections > .w-section:last-of-type')!).contentVisibility);
          expect(await lastSection(withoutSheet), path).toBe('auto');
          expect(await lastSection(page), path).toBe('visible');
        }
      } finally {
        await context.close();
      }
    });
  }

  it('loads the stylesheet and the islands once the page has loaded, and the islands hydrate', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/designs/5`, { waitUntil: 'load' });
      await page.locator('wb-island[data-island="Countdown"][data-hydrated="true"]').waitFor();
      const timing = await page.evaluate(() => {
        const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
        const requested = (part: string) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.name.includes(part));
        return {
          loaded,
          sheet: requested('/assets/entry-').map((r) => r.startTime),
          island: requested('/assets/Countdown-').map((r) => r.startTime),
          sheetApplied: [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/entry-')),
        };
      });
      expect(timing.loaded).toBeGreaterThan(0);
      expect(timing.sheet).toEqual([expect.any(Number)]);
      expect(timing.island).toEqual([expect.any(Number)]);
      expect(timing.sheet[0]).toBeGreaterThanOrEqual(timing.loaded);
      expect(timing.island[0]).toBeGreaterThanOrEqual(timing.loaded);
      expect(timing.sheetApplied).toBe(true);
    } finally {
      await context.close();
    }
  });
});
