import type { Browser, BrowserContext, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWeddingById } from '../../src/core/db/weddings';
import { readWedding } from '../../src/features/weddings/domain/wedding';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, setInputFilesFromDisk, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

const LOCAL_IMAGE = /^\/uploads\/vowly\/weddings\/[a-z0-9]+\/[a-z0-9]+\/w1600\.webp$/;
/** Uploads are re-encoded into six variants on a busy machine: allow them time. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** A small real PNG whose bytes differ per seed. */
async function png(seed: number) {
  const width = 48;
  const height = 32;
  const pixels = Buffer.alloc(width * height * 3, seed * 37);
  for (let i = 0; i < pixels.length; i += 7) pixels[i] = (seed * 13 + i) & 255;
  return {
    name: `photo-${seed}.png`,
    mimeType: 'image/png',
    buffer: await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  };
}

describe.skipIf(!hasBrowser)('builder: several gallery photos at once (issue 11 §7)', () => {
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

  it("takes several photos in one pick, each with its own progress, up to 10, then says 'limit of 10 images'", async () => {
    const couple = await createTestUser(server.db, { weddingUrl: 'gallery-many' });
    const context: BrowserContext = await signedInContext(browser, server.url, couple.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const stored = () => readWedding(findWeddingById(server.db, couple.wedding.id)!).content;
    await page.goto(`${server.url}/builder`);
    await page.waitForSelector('[data-testid="builder"]');
    const panel = page.locator('.b-panel[data-section="images"]');
    await panel.locator('.b-panel__title').click();
    await panel.locator('.b-panel__body').waitFor();
    const input = panel.locator('[data-testid="images-add-image"]');
    expect(await input.getAttribute('multiple')).not.toBeNull();

    // Hold the registrations so every upload's own preview and bar can be seen together.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/weddings/*', async (route: Route) => {
      if (route.request().method() === 'PATCH') await held;
      await route.continue();
    });
    // Record each bar's values, by upload.
    await page.evaluate(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as { bars: typeof seen }).bars = seen;
      const record = () => {
        for (const row of document.querySelectorAll<HTMLElement>('[data-upload]')) {
          const bar = row.querySelector('progress')!;
          const values = (seen[row.dataset.upload!] ??= []);
          if (values.at(-1) !== bar.value) values.push(bar.value);
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    });

    await setInputFilesFromDisk(input, await Promise.all([1, 2, 3].map(png)));
    await eventually(() => panel.locator('[data-upload] img[alt="Uploading"]').count()).toBe(3);
    expect(await panel.locator('[data-upload] progress').count()).toBe(3);
    // Each reaches 100 on its own before any is registered.
    await eventually(() => panel.locator('[data-upload] progress').evaluateAll((bars) => bars.map((b) => (b as HTMLProgressElement).value))).toEqual([
      100, 100, 100,
    ]);
    release();
    await eventually(() => stored().images.length).toBe(3);
    await eventually(() => panel.locator('[data-upload]').count()).toBe(0);
    await page.unrouteAll({ behavior: 'wait' });
    const bars = await page.evaluate(() => (window as unknown as { bars: Record<string, number[]> }).bars);
    expect(Object.keys(bars)).toHaveLength(3);
    for (const values of Object.values(bars)) {
      expect(values[0]).toBe(0);
      expect(values.at(-1)).toBe(100);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
    expect(stored().images.every((url: string) => LOCAL_IMAGE.test(url))).toBe(true);
    await eventually(() => panel.locator('img[alt^="Gallery image"]').count()).toBe(3);

    // Nine more chosen with 3 in: 7 fit, the other 2 are refused with the spec's warning.
    await setInputFilesFromDisk(input, await Promise.all([4, 5, 6, 7, 8, 9, 10, 11, 12].map(png)));
    await page.locator('#toasts .toast', { hasText: 'limit of 10 images' }).first().waitFor();
    await eventually(() => stored().images.length).toBe(10);
    await eventually(() => panel.locator('[data-upload]').count()).toBe(0);
    expect(await panel.textContent()).toContain('Add images (10/10)');

    // A full gallery sends nothing.
    const sent: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && sent.push(request.url()));
    // A busy phone: the first warning's fade-out ran ahead of its removal timer; the repeat must show again.
    await page.evaluate(() => {
      for (const toast of document.querySelectorAll('#toasts .toast')) for (const animation of toast.getAnimations()) animation.finish();
    });
    await setInputFilesFromDisk(input, [await png(13)]);
    await page.locator('#toasts .toast', { hasText: 'limit of 10 images' }).first().waitFor();
    expect(sent).toEqual([]);
    expect(stored().images).toHaveLength(10);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
