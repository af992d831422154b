import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_FIELDS, THEME_KEYS, themePalette } from '../../src/shared/wedding';
import { COLOR_VARIABLES } from '../../src/features/site/views/site/style-vars';
import { silkPalette } from '../../src/features/site/views/site/theme-css';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, swipe, useSharedServer } from '../helpers/browser';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

describe.skipIf(!hasBrowser)('the demo wedding on a phone', () => {
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

  it('hydrates the countdown and the gallery slider without console errors; the slider answers keys and swipes', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/designs/33`);
    expect(await page.locator('.wsite').getAttribute('data-theme')).toBe('aurora');

    // Countdown (idle) ticks.
    await page.waitForSelector('wb-island[data-island="Countdown"][data-hydrated="true"]');
    const seconds = page.locator('[data-unit="seconds"] .countdown__value');
    const before = await seconds.textContent();
    await page.waitForFunction((b) => document.querySelector('[data-unit="seconds"] .countdown__value')?.textContent !== b, before, { timeout: 3000 });

    // Slider (visible) hydrates once scrolled near, with one large photo per view on a phone.
    const slider = page.locator('#gallery .w-slider');
    await slider.scrollIntoViewIfNeeded();
    await page.waitForSelector('#gallery wb-island[data-island="GallerySlider"][data-hydrated="true"]');
    await page.waitForSelector('#gallery .w-slider__controls:not([hidden])');
    const status = page.locator('#gallery .w-slider__status');
    expect(await status.textContent()).toBe('1 of 6');
    const widths = await page.locator('#gallery .w-slider__slide').evaluateAll((slides) => slides.map((s) => s.getBoundingClientRect().width));
    const trackWidth = await page.locator('#gallery .w-slider__track').evaluate((t) => t.clientWidth);
    expect(widths).toHaveLength(6);
    expect(widths[0]!).toBeGreaterThan(trackWidth * 0.95);
    expect(widths[0]!).toBeLessThanOrEqual(trackWidth + 1);

    // Keyboard.
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status.textContent()).toBe('2 of 6');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => status.textContent()).toBe('1 of 6');
    await page.locator('#gallery .w-slider__next').click();
    await expect.poll(() => status.textContent()).toBe('2 of 6');
    await page.locator('#gallery .w-slider__prev').click();
    await expect.poll(() => status.textContent()).toBe('1 of 6');

    // Swipe left with a finger: the strip scrolls natively and the read-out follows. The read-out says "1 of 6" as soon
    // as the first slide is the nearest, while the smooth scroll back may still be running: wait until it has settled,
    // or the end of that programmatic scroll can cancel the finger's.
    await expect.poll(() => page.locator('#gallery .w-slider__track').evaluate((t) => t.scrollLeft)).toBe(0);
    await swipe(page, '#gallery .w-slider__track', 'left');
    // Native scroll snapping settles on a slide boundary, so the read-out moves forward by one or more slides.
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toMatch(/^[2-6] of 6$/);
    expect(await page.locator('#gallery .w-slider__track').evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);

    // The second gallery (columns): every photo is a link to its large image (the lightbox island).
    expect(await page.locator('#gallery-two .w-gallery__open').count()).toBeGreaterThan(0);

    // The page's own fonts loaded from our server.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check("16px 'Great Vibes'"))).toBe(true);

    await reviewScreenshot(page, 'wedding-demo-phone.png');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the seeded demo wedding at /demo renders without errors', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const errors = collectErrors(page);
    await page.goto(`${server.url}/demo`);
    await page.waitForSelector('wb-island[data-island="Countdown"][data-hydrated="true"]');
    expect(await page.locator('h1.w-names').textContent()).toBe('Amelia & Jonah');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('every theme paints its palette through data-theme', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/designs`);
    const keys = [...THEME_KEYS, 'silk'];
    const expected = Object.fromEntries(
      keys.map((key) => {
        const palette = key === 'silk' ? silkPalette() : themePalette(key);
        return [key, COLOR_FIELDS.map((field) => palette[field])];
      }),
    );
    // Compare resolved colours: the stylesheet may serialise a colour differently (oklch → lab).
    const { painted, wanted } = await page.evaluate(
      ({ keys, variables, expected }) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 1;
        const ink = canvas.getContext('2d', { willReadFrequently: true })!;
        const resolve = (parent: HTMLElement, value: string) => {
          const probe = document.createElement('span');
          probe.style.color = value;
          parent.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          ink.clearRect(0, 0, 1, 1);
          ink.fillStyle = colour;
          ink.fillRect(0, 0, 1, 1);
          return [...ink.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(',');
        };
        const painted: Record<string, string[]> = {};
        const wanted: Record<string, string[]> = {};
        for (const key of keys) {
          const scope = document.createElement('div');
          scope.dataset.theme = key;
          document.body.append(scope);
          painted[key] = variables.map((name) => resolve(scope, `var(${name})`));
          wanted[key] = expected[key]!.map((value) => resolve(document.body, value));
          scope.remove();
        }
        return { painted, wanted };
      },
      { keys, variables: COLOR_FIELDS.map((field) => COLOR_VARIABLES[field]), expected },
    );
    const close = (a: string, b: string) => a.split(',').every((v, i) => Math.abs(Number(v) - Number(b.split(',')[i])) <= 2);
    for (const key of keys) {
      const mismatched = painted[key]!.filter((colour, i) => !close(colour, wanted[key]![i]!));
      expect(mismatched, `${key}: ${painted[key]} vs ${wanted[key]}`).toEqual([]);
      expect(new Set(painted[key]).size, `${key} has distinct colours`).toBeGreaterThan(3);
    }
    await page.close();
  });
});
