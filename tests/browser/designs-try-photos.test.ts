import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, users, weddings } from '../../src/core/db/schema';
import { THEME_CATALOGUE } from '../../src/shared/wedding';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer } from '../helpers/browser';
import { waitUntil } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

const shot = (page: Page, name: string) => reviewScreenshot(page, `designs-try/${name}`);

/** A photo of one colour, as a phone would offer it. */
async function photo(dir: string, name: string, rgb: [number, number, number]): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .jpeg()
    .toFile(file);
  return file;
}

/** The hero's picture: its address and whether it has loaded. */
function heroImage(page: Page) {
  return page.locator('[data-section="mainPhoto"] img.w-hero__img').evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc || img.src,
    width: img.naturalWidth,
  }));
}

/** The dominant colour of an image the server stores. */
async function meanColour(url: string): Promise<number[]> {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

describe.skipIf(!hasBrowser)('try a design with your own photos', () => {
  let server: SharedServer;
  let browser: Browser;
  const entry = THEME_CATALOGUE.find((design) => design.title === 'emerald')!;

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the photos at once, keeps them in the browser, and puts them on the new site after sign-up', async () => {
    const dir = tempDir('try-photos');
    const red = await photo(dir, 'us-at-the-lake.jpg', [200, 30, 40]);
    const blue = await photo(dir, 'the-proposal.jpg', [30, 60, 200]);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && /upload/.test(request.url())) uploads.push(request.url());
      });

      await page.goto(`${server.url}/designs/${entry.id}`);
      await page.getByRole('button', { name: 'Try your photos' }).waitFor();
      const demoHero = await heroImage(page);
      expect(demoHero.src).toContain('/designs/images/');

      await page.locator('.try-photos input[type="file"]').setInputFiles([red, blue]);
      // At once, in the browser: the first photo opens the page, the second leads the gallery.
      await expect.poll(async () => (await heroImage(page)).src).toMatch(/^blob:/);
      await expect.poll(async () => (await heroImage(page)).width).toBe(1200);
      expect(await page.locator('[data-section="images"] img').first().getAttribute('src')).toMatch(/^blob:/);
      expect(await page.getByRole('status').textContent()).toBe('Showing your 2 photos. They stay on this device until you create your site.');
      expect(uploads).toEqual([]);
      await shot(page, 'demo-390.png');
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, 'demo-1440.png');
      await page.setViewportSize({ width: 390, height: 844 });
      // No sideways scroll on a phone with the extra buttons in the bar.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Kept in the browser: another visit (or another design) shows them again.
      await page.reload();
      await page.getByRole('button', { name: 'Change photos' }).waitFor();
      await expect.poll(async () => (await heroImage(page)).src).toMatch(/^blob:/);

      // "Use this design" carries them: a visitor without an account signs up first.
      await page.getByRole('link', { name: 'Use this design' }).click();
      await page.waitForURL(/\/login\?next=/);
      const email = `try-photos-${Date.now()}@example.com`;
      await page.goto(`${server.url}/register`);
      await page.fill('input[name="name"]', 'Nora Vale');
      await page.fill('input[name="email"]', email);
      await page.fill('input[name="password"]', 'lake house 2027');
      await page.fill('input[name="confirmPassword"]', 'lake house 2027');
      await page.click('button[type="submit"]');
      await page.waitForURL(/\/user\/check-email/);
      const link = await waitUntil(() => {
        const mail = server.db.select().from(emails).where(eq(emails.to, email)).get();
        return mail?.text.match(/https?:\/\/\S+/)?.[0];
      });
      await page.goto(link);
      await page.waitForURL(/\/login\?email=/);
      await page.fill('input[name="email"]', email);
      await page.fill('input[name="password"]', 'lake house 2027');
      await page.click('form[action="/login"] button[type="submit"]');

      // The first page after logging in takes them to their photos, which go onto the new site with the design.
      await page.waitForURL(new RegExp(`/app/designs/${entry.id}/your-photos$`));
      await page.getByText(`Your photos are on your site, in the ${entry.displayedTitle} design.`).waitFor({ timeout: 30_000 });
      await shot(page, 'applied-390.png');

      const user = server.db.select().from(users).where(eq(users.email, email)).get()!;
      const wedding = server.db.select().from(weddings).where(eq(weddings.ownerId, user.id)).get()!;
      expect(wedding.weddingTheme).toBe(entry.title);
      const content = wedding.content as { mainImg: string; images: string[]; imagesSection: boolean; mainPhotoSection: boolean };
      expect(content.mainImg).toMatch(/^\/uploads\//);
      expect(content.images).toHaveLength(1);
      expect(content).toMatchObject({ imagesSection: true, mainPhotoSection: true });
      // Their own photos, not the demo's: red opens the page, blue is in the gallery.
      const [r, g, b] = await meanColour(`${server.url}${content.mainImg}`);
      expect(r).toBeGreaterThan(150);
      expect(g! + b!).toBeLessThan(120);
      const [r2, , b2] = await meanColour(`${server.url}${content.images[0]}`);
      expect(b2).toBeGreaterThan(150);
      expect(r2).toBeLessThan(80);

      // Carried once: the browser no longer holds them, and the dashboard opens as usual.
      await page.goto(`${server.url}/app`);
      await page.waitForURL(/\/app$/);
      await page.goto(`${server.url}/designs/${entry.id}`);
      await page.getByRole('button', { name: 'Try your photos' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('no JavaScript: no button, the demo and "Use this design" as before', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/designs/${entry.id}`);
      expect(await page.getByRole('button', { name: 'Try your photos' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Use this design' }).getAttribute('href')).toBe(`/app/designs/${entry.id}`);
    } finally {
      await context.close();
    }
  });
});
