// Issue 26 item 1 in Chromium on a 390 px phone: a guest opens a protected wedding's table QR link,
// types their name, picks three photos and sees each one's progress; the connection drops on one,
// which they retry, and the page thanks them for three. The name is remembered on the device.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { weddings } from '../../src/core/db/schema';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { photosRepository } from '../../src/features/photos/domain/repository';
import { photoUploadPath } from '../../src/features/photos/domain/upload-token';
import { phoneJpeg } from '../../src/features/photos/tests/helpers';
import { SESSION_COOKIE } from '../../src/core/http/middleware/session';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, setInputFilesFromDisk, type SharedServer, useSharedServer } from '../helpers/browser';

describe.skipIf(!hasBrowser)('guests share photos in Chromium', () => {
  let server: SharedServer;
  let browser: Browser;
  let weddingId: string;
  let coupleToken: string;

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
    const { wedding, token } = await createTestUser(server.db, { weddingUrl: 'photo-pair', role: 'userPaid' });
    weddingId = wedding.id;
    coupleToken = token;
    server.db
      .update(weddings)
      .set({
        content: {
          brideGroomOneName: 'Noa',
          brideGroomTwoName: 'Eli',
          enablePassword: true,
          websitePassword: 'confetti',
          weddingTheme: 'sage',
          // The site's "Guest photos" section (issue 26 item 6), after the story.
          guestPhotosSection: true,
          pageOrder: [
            { title: 'ourStory', sidebarActive: true, render: true },
            { title: 'guestPhotos', sidebarActive: true, render: true },
          ],
        },
      })
      .where(eq(weddings.id, wedding.id))
      .run();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('three photos from a phone, one dropped and retried; the name remembered', async () => {
    const link = `${server.url}${photoUploadPath({ dataDir: path.dirname(inject('browserRun').dbPath) }, 'photo-pair', weddingId, 'Table 4')}`;
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    let dropped = false;
    await page.route('**/api/v1/public/photo-pair/photos', async (route) => {
      if (!dropped && route.request().postDataBuffer()?.includes('two.jpg')) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto(link);
    expect(await page.locator('h1.w-names').textContent()).toBe('Noa & Eli');
    await page.locator('wb-island[data-island="PhotoUpload"][data-hydrated]').waitFor();
    await page.fill('input[name="name"]', 'Cousin Ida');
    await setInputFilesFromDisk(page.locator('input[type="file"]'), [
      { name: 'one.jpg', buffer: await phoneJpeg(900, 600, 1) },
      { name: 'two.jpg', buffer: await phoneJpeg(900, 600, 2) },
      { name: 'three.jpg', buffer: await phoneJpeg(900, 600, 3) },
    ]);
    await page.click('button[type="submit"]');
    await page.locator('.photo-add__item[data-state="failed"]').waitFor();
    await page.locator('.photo-add__item[data-state="done"]').nth(1).waitFor();
    expect(await page.locator('.photo-add__item').evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))).toEqual([
      'done',
      'failed',
      'done',
    ]);
    await reviewScreenshot(page, 'photos-add-retry-390.png', { fullPage: true });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.getByTestId('photo-thanks').textContent()).toBe('3 photos shared — thank you!');
    const photos = await photosRepository(sqliteStore(server.db)).list(weddingId, {}, { offset: 0, limit: 10 });
    expect(photos.map((p) => [p.uploaderName, p.tableTag])).toEqual(Array(3).fill(['Cousin Ida', 'Table 4']));
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewScreenshot(page, 'photos-add-done-390.png', { fullPage: true });

    await page.goto(link);
    expect(await page.inputValue('input[name="name"]')).toBe('Cousin Ida');
    // In Arabic (issue 27): the island's words from the page's language, mirrored, on the phone.
    await page.goto(`${link}&lang=ar`);
    await page.locator('wb-island[data-island="PhotoUpload"][data-hydrated]').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('button[type="submit"]').textContent()).toBe('شارك الصور');
    expect(await page.locator('.photo-add .rsvp-field__label').allTextContents()).toEqual(['اسمك', 'صورك']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await reviewScreenshot(page, 'photos-add-ar-390.png', { fullPage: true });
    const wide = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await wide.goto(link);
    await reviewScreenshot(wide, 'photos-add-1440.png', { fullPage: true });
    await wide.close();
    await page.close();
  });

  it("the couple's album at 1440 and 390 px: tick two photos and share them", async () => {
    for (const width of [1440, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 844 }, isMobile: width < 400 });
      await context.addCookies([{ name: SESSION_COOKIE, value: coupleToken, url: server.url }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/app/photos`);
      expect(await page.getByTestId('photo-storage').textContent()).toMatch(/^3 of 2,000 photos/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(page, `photos-app-${width}.png`, { fullPage: true });
      await context.close();
    }
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: SESSION_COOKIE, value: coupleToken, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/app/photos?status=pending`);
    const boxes = page.locator('.photo-tile input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.locator('.photos-album__actions button[value="share"]').click();
    await page.waitForURL(`${server.url}/app/photos?status=pending`);
    expect(await page.locator('.photo-tile').count()).toBe(1);
    expect(await photosRepository(sqliteStore(server.db)).count(weddingId, { status: 'shared' })).toBe(2);
    await context.close();
  });

  it('the live slideshow on a TV-sized screen picks up a newly approved photo without reloading; the album and QR sheet', async () => {
    const repo = photosRepository(sqliteStore(server.db));
    const [pending] = await repo.list(weddingId, { status: 'pending' }, { offset: 0, limit: 1 });
    const context = await browser.newContext({ viewport: { width: 1440, height: 810 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: coupleToken, url: server.url }]);
    const tv = await context.newPage();
    await tv.goto(`${server.url}/photo-pair/photos/live`);
    await tv.locator('wb-island[data-island="PhotoSlideshow"][data-hydrated]').waitFor();
    expect(await tv.locator('.slideshow__slide').count()).toBe(1);
    await reviewScreenshot(tv, 'photos-live-1440.png');
    const requests: string[] = [];
    tv.on('request', (request) => request.url().includes('/api/v1/public/photo-pair/photos') && requests.push(request.url()));
    await repo.setStatus(weddingId, [pending!.id], 'shared');
    // Asked within 10 s, shown next: within the poll plus one slide.
    await tv.locator(`.slideshow__slide[data-photo="${pending!.id}"]`).waitFor({ timeout: 25_000 });
    expect(requests.length).toBeLessThanOrEqual(3);
    await tv.getByRole('button', { name: 'Pause' }).click();
    expect(await tv.locator('.slideshow').getAttribute('data-paused')).toBe('true');

    // The site is password-protected: the site pass first (the couple's session opens the app, not the site).
    const gate = await context.newPage();
    await gate.goto(`${server.url}/password/photo-pair`);
    await gate.locator('input[type="password"]').fill('confetti');
    await Promise.all([gate.waitForURL(`${server.url}/photo-pair`), gate.locator('form button[type="submit"]').first().click()]);
    await gate.close();
    for (const width of [1440, 390]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await page.goto(`${server.url}/photo-pair/photos`);
      expect(await page.locator('.photo-album__grid li').count()).toBe(3);
      await reviewScreenshot(page, `photos-album-${width}.png`, { fullPage: true });
      await page.locator('.photo-album__thumb').first().click();
      await reviewScreenshot(page, `photos-lightbox-${width}.png`);
      await page.goto(`${server.url}/photo-pair`);
      const section = page.locator('section[data-section="guestPhotos"]');
      expect(await section.locator('.w-guest-photos li').count()).toBe(3);
      expect(await section.getByRole('link', { name: 'See all the photos' }).getAttribute('href')).toBe('/photo-pair/photos');
      await reviewScreenshot(section, `photos-site-section-${width}.png`);
      await page.goto(`${server.url}/app/photos/qr?tables=${encodeURIComponent('Table 1\nTable 2\nHead table')}`);
      expect(await page.locator('.qr-sheet__card').count()).toBe(4);
      await reviewScreenshot(page, `photos-qr-${width}.png`, { fullPage: true });
      // Printed (the QR sheets' one stylesheet): only the cards, the form and the app's menu gone.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.qr-sheet__screen-only').isVisible()).toBe(false);
      expect(await page.locator('.side-menu').isVisible()).toBe(false);
      expect(await page.locator('.qr-sheet__card').first().isVisible()).toBe(true);
      await reviewScreenshot(page, `photos-qr-print-${width}.png`, { fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      await page.close();
    }
    await context.close();
  });
});
