// Issue 12 item 4 in Chromium: the save-the-date and invitation editors upload, replace and remove
// the card photo (size check, progress, PATCH /invite/image) and the photo designs show it.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, weddings } from '../../src/core/db/schema';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, setInputFilesFromDisk, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

/** A poll that allows for a busy machine (uploads, image processing, page loads). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

async function png(seed: number, width = 320, height = 240) {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: `card-${seed}.png`, mimeType: 'image/png', buffer };
}

async function toast(page: Page, text: string) {
  await eventually(() => page.locator('#toasts').textContent()).toContain(text);
}

describe.skipIf(!hasBrowser)('invite image in Chromium', () => {
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

  it('uploads, replaces and removes the card photo; too large a file is refused before upload; the photo designs show it', async () => {
    const couple = await createTestUser(server.db, { weddingUrl: `card-${Date.now()}` });
    server.db
      .update(weddings)
      .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Ben' } })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    const imageOf = () => server.db.select().from(invites).where(eq(invites.weddingId, couple.wedding.id)).get()?.imageUrl ?? null;
    const context = await signedInContext(browser, server.url, couple.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/app/announce/savethedate`);
    const panel = page.locator('[data-testid="invite-image"]');
    await panel.locator('[data-testid="invite-image-empty"]').waitFor();
    expect(await panel.textContent()).toContain('Upload photo');

    // Too large: the signer's max_file_size (10 MB) is checked before anything is sent.
    const oversize = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([(await png(1, 8, 8)).buffer, Buffer.alloc(10 * 1048576)]) };
    await setInputFilesFromDisk(panel.locator('[data-testid="invite-image-input"]'), oversize);
    await toast(page, 'Image size too large (max 10MB)');
    expect(imageOf()).toBeNull();
    await panel.locator('[data-testid="invite-image-empty"]').waitFor();

    await setInputFilesFromDisk(panel.locator('[data-testid="invite-image-input"]'), await png(2));
    await toast(page, 'Image updated');
    await eventually(imageOf).not.toBeNull();
    const first = imageOf()!;
    await eventually(() => panel.locator('[data-testid="invite-image-photo"]').getAttribute('src')).toBe(first);
    expect(await panel.textContent()).toContain('Replace photo');
    // The photo design's preview (photo-top) shows it without a reload.
    await eventually(() =>
      page
        .frameLocator('iframe[data-design="evermore"]')
        .locator(`img[src*="${first.split('/').pop()}"]`)
        .count(),
    ).toBeGreaterThan(0);

    await setInputFilesFromDisk(panel.locator('[data-testid="invite-image-input"]'), await png(3));
    await eventually(imageOf).not.toBe(first);
    await eventually(() => panel.locator('[data-testid="invite-image-photo"]').getAttribute('src')).toBe(imageOf());

    // The invitation editor shares the card photo.
    await page.goto(`${server.url}/app/announce/invitations`);
    await eventually(() => page.locator('[data-testid="invite-image-photo"]').getAttribute('src')).toBe(imageOf());
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await toast(page, 'Image removed');
    await eventually(imageOf).toBeNull();
    await page.locator('[data-testid="invite-image-empty"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
