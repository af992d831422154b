import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWeddingById } from '../../src/core/db/weddings';
import { readWedding } from '../../src/features/weddings/domain/wedding';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, setInputFilesFromDisk, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

const UPLOAD_ENDPOINT = '**/uploads/v1_1/local/image/upload';
const LOCAL_IMAGE = /^\/uploads\/vowly\/weddings\/[a-z0-9]+\/[a-z0-9]+\/w1600\.webp$/;

/** Uploads are re-encoded into six variants on a busy machine: allow them time. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** A real PNG (noise, so it is not tiny and its bytes differ per seed). */
async function png(seed: number, width = 640, height = 480) {
  const pixels = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: `photo-${seed}.png`, mimeType: 'image/png', buffer };
}

/** The local image host's `<img>` of a public page section, with its responsive attributes. */
function sectionImages(html: string, section: string) {
  const markup = new RegExp(`<section[^>]*data-section="${section}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[0] ?? '';
  return [...markup.matchAll(/<img\s([^>]*?)\/?>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k.toLowerCase(), v.replace(/&amp;/g, '&')])),
  );
}

describe.skipIf(!hasBrowser)('builder images on the local image host', () => {
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

  async function openBuilder(weddingUrl: string, sections: Record<string, unknown> = {}) {
    const couple = await createTestUser(server.db, { weddingUrl });
    const context: BrowserContext = await signedInContext(browser, server.url, couple.token);
    const api = (method: 'patch' | 'post', path: string, data?: unknown) =>
      context.request[method](`${server.url}/api/v1${path}`, { headers: { origin: server.url }, data });
    if (Object.keys(sections).length > 0) expect((await api('patch', `/weddings/${couple.wedding.id}`, sections)).status()).toBe(200);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${server.url}/builder`);
    await page.waitForSelector('[data-testid="builder"]');
    const stored = () => readWedding(findWeddingById(server.db, couple.wedding.id)!).content;
    const publicHtml = async () => {
      const res = await context.request.get(`${server.url}/${weddingUrl}`);
      expect(res.status()).toBe(200);
      return res.text();
    };
    return { couple, context, page, errors, stored, publicHtml, api };
  }

  async function openPanel(page: Page, section: string) {
    const panel = page.locator(`.b-panel[data-section="${section}"]`);
    await panel.locator('.b-panel__title').click();
    await panel.locator('.b-panel__body').waitFor();
    return panel;
  }

  const toast = (page: Page, text: string) => page.locator('#toasts .toast', { hasText: text }).first().waitFor();

  /** Records every value a builder progress bar shows, in order. */
  async function watchProgress(page: Page) {
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      const record = () => {
        for (const bar of document.querySelectorAll<HTMLProgressElement>('progress.b-progress')) {
          if (seen.at(-1) !== bar.value) seen.push(bar.value);
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    });
    return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  }

  /** Holds the wedding PATCHes until the test lets them go, so the preview and the progress bar can be seen first. */
  async function holdPatches(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/weddings/*', async (route: Route) => {
      if (route.request().method() === 'PATCH') await released;
      await route.continue();
    });
    return release;
  }

  it('uploads the main photo with a preview and progress; the public page serves it with srcset, width and height', async () => {
    const { page, errors, stored, publicHtml } = await openBuilder('images-main', { mainPhotoSection: true });
    const panel = await openPanel(page, 'mainPhoto');
    expect(await panel.textContent()).toContain('No main image yet. Upload one to give your site a welcoming hero.');
    const progress = await watchProgress(page);
    const release = await holdPatches(page);

    await setInputFilesFromDisk(panel.locator('[data-image-field="mainImg"] input[type=file]'), await png(1, 1400, 900));
    // The preview shows at once, from the file itself.
    await eventually(() => panel.locator('.b-image__preview').getAttribute('src')).toMatch(/^blob:/);
    release();
    await toast(page, 'Image updated');
    await eventually(() => stored().mainImg).toMatch(LOCAL_IMAGE);
    // The preview is dropped for the stored image, and the bar is gone.
    await eventually(() => panel.locator('.b-image__preview').getAttribute('src')).toBe(stored().mainImg);
    expect(await panel.locator('progress').count()).toBe(0);
    const seen = await progress();
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const [img] = sectionImages(await publicHtml(), 'mainPhoto');
    const base = stored().mainImg.replace(/\/w1600\.webp$/, '');
    expect(img).toMatchObject({
      src: `${base}/w960.webp`,
      srcset: `${base}/w480.webp 480w, ${base}/w960.webp 960w, ${base}/w1600.webp 1600w`,
      width: '1600',
      height: '1000',
    });
    expect(img.sizes).toBe('100vw');
    for (const variant of ['w480.webp', 'w1600.avif']) {
      const res = await page.request.get(`${server.url}${base}/${variant}`);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    await panel.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Image removed');
    await eventually(() => stored().mainImg).toBe('');
    expect(errors).toEqual([]);
  }, 120_000);

  it('gallery: add with progress, replace in place, delete ("Image removed"); the public page follows', async () => {
    const { page, errors, stored, publicHtml } = await openBuilder('images-gallery', { imagesLayout: 'columns' });
    const panel = await openPanel(page, 'images');
    const addInput = panel.locator('[data-testid="images-add-image"]');
    const progress = await watchProgress(page);
    const release = await holdPatches(page);

    await setInputFilesFromDisk(addInput, await png(2));
    await panel.locator('img[alt="Uploading"]').waitFor();
    release();
    await toast(page, 'Image updated');
    await eventually(() => stored().images.length).toBe(1);
    expect(await progress()).toContain(100);
    await page.unrouteAll();

    await setInputFilesFromDisk(addInput, await png(3));
    await eventually(() => stored().images.length).toBe(2);
    await eventually(() => panel.locator('img[alt^="Gallery image"]').count()).toBe(2);
    const [first, second] = stored().images;
    expect(await panel.locator('img[alt="Gallery image 1"]').getAttribute('src')).toBe(first);
    expect(await panel.locator('img[alt="Uploading"]').count()).toBe(0);

    // Replace the first image: it stays first, the second is untouched.
    await setInputFilesFromDisk(panel.locator('.b-sortable__item').nth(0).locator('input[type=file]'), await png(4));
    await eventually(() => stored().images[0]).not.toBe(first);
    expect(stored().images).toHaveLength(2);
    expect(stored().images[1]).toBe(second);
    const replaced = stored().images[0];
    await eventually(() => panel.locator('img[alt="Gallery image 1"]').getAttribute('src')).toBe(replaced);

    // Delete the second.
    await panel.locator('.b-sortable__item').nth(1).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Image removed');
    await eventually(() => stored().images).toEqual([replaced]);
    await eventually(() => panel.locator('img[alt^="Gallery image"]').count()).toBe(1);

    const imgs = sectionImages(await publicHtml(), 'images');
    expect(imgs).toHaveLength(1);
    const base = replaced.replace(/\/w1600\.webp$/, '');
    expect(imgs[0]).toMatchObject({ srcset: `${base}/w480.webp 480w, ${base}/w960.webp 960w, ${base}/w1600.webp 1600w`, width: '960', height: '640' });
    expect(imgs[0].sizes).toBeTruthy();
    expect(errors).toEqual([]);
  }, 120_000);

  it('injected failures roll back: a failed upload drops the preview, a failed replace keeps the original, a failed delete restores the image', async () => {
    const { page, stored } = await openBuilder('images-failures', { imagesLayout: 'columns' });
    const panel = await openPanel(page, 'images');
    await setInputFilesFromDisk(panel.locator('[data-testid="images-add-image"]'), await png(5));
    await eventually(() => stored().images.length).toBe(1);
    const original = stored().images[0];
    const thumb = panel.locator('img[alt="Gallery image 1"]');
    await eventually(() => thumb.getAttribute('src')).toBe(original);

    // The upload itself fails (connection dropped).
    await page.route(UPLOAD_ENDPOINT, (route) => route.abort('connectionreset'));
    await setInputFilesFromDisk(panel.locator('[data-testid="images-add-image"]'), await png(6));
    await toast(page, 'Unable to upload image');
    await eventually(() => panel.locator('img[alt="Uploading"]').count()).toBe(0);
    expect(stored().images).toEqual([original]);
    await page.unrouteAll();

    // The upload works but registering it fails: the preview that replaced the original goes away.
    let failPatch!: () => void;
    const patchMayFail = new Promise<void>((resolve) => (failPatch = resolve));
    await page.route('**/api/v1/weddings/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await patchMayFail;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await setInputFilesFromDisk(panel.locator('.b-sortable__item').nth(0).locator('input[type=file]'), await png(7));
    await eventually(() => thumb.getAttribute('src')).toMatch(/^blob:/);
    failPatch();
    await toast(page, 'Unable to upload image');
    await eventually(() => thumb.getAttribute('src')).toBe(original);
    expect(stored().images).toEqual([original]);

    // A failed delete: gone at once, then back. The failing answer waits until the image was seen gone.
    await page.unrouteAll();
    let failDelete!: () => void;
    const deleteMayFail = new Promise<void>((resolve) => (failDelete = resolve));
    await page.route('**/api/v1/weddings/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await deleteMayFail;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await panel.locator('.b-sortable__item').nth(0).getByRole('button', { name: 'Delete' }).click();
    await eventually(() => panel.locator('img[alt^="Gallery image"]').count()).toBe(0);
    failDelete();
    await toast(page, 'Unable to delete image');
    await eventually(() => thumb.getAttribute('src')).toBe(original);
    expect(stored().images).toEqual([original]);
    await page.unrouteAll();
  }, 120_000);

  it('refuses an 11th gallery image and an oversize file before anything is sent', async () => {
    const { page, api, couple, stored } = await openBuilder('images-limits', { mainPhotoSection: true });
    // Ten real uploads registered through the API, as the builder would.
    for (let n = 0; n < 10; n++) {
      const signed = await (await api('post', `/weddings/${couple.wedding.id}/sign-upload`)).json();
      const file = await png(20 + n, 32, 24);
      const upload = await page.request.post(`${server.url}${signed.upload_url}`, {
        headers: { origin: server.url },
        // The signed fields before the file, as the browser client sends them.
        multipart: {
          api_key: signed.apiKey,
          timestamp: String(signed.timestamp),
          signature: signed.signature,
          folder: signed.folder,
          allowed_formats: signed.allowed_formats,
          transformation: signed.transformation,
          // The local host's single-use nonce (the browser client sends every signed field).
          ...(signed.context ? { context: signed.context } : {}),
          file,
        },
      });
      expect(upload.status()).toBe(200);
      const asset = await upload.json();
      expect((await api('patch', `/weddings/${couple.wedding.id}`, { asset: asset.secure_url, section: 'imagesSection' })).status()).toBe(200);
    }
    await page.reload();
    await page.waitForSelector('[data-testid="builder"]');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    const gallery = await openPanel(page, 'images');
    expect(await gallery.textContent()).toContain('Add images (10/10)');
    await setInputFilesFromDisk(gallery.locator('[data-testid="images-add-image"]'), await png(40, 32, 24));
    await toast(page, 'limit of 10 images');
    expect(sent).toEqual([]);

    const main = await openPanel(page, 'mainPhoto');
    const oversize = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([(await png(41, 8, 8)).buffer, Buffer.alloc(10 * 1048576)]) };
    await setInputFilesFromDisk(main.locator('[data-image-field="mainImg"] input[type=file]'), oversize);
    await toast(page, 'Image size too large (max 10MB)');
    // Signed (the size limit comes from the signer), never uploaded, nothing registered.
    expect(sent.filter((s) => !s.endsWith('/sign-upload'))).toEqual([]);
    expect(await main.locator('.b-image__preview').count()).toBe(0);
    expect(stored().mainImg).toBe('');
    expect(stored().images).toHaveLength(10);
  }, 120_000);

  it('a new wedding party member gets a photo (saved with the party), shown publicly; removing them deletes both', async () => {
    const { page, errors, stored, publicHtml } = await openBuilder('images-party', { weddingPartySection: true });
    const panel = await openPanel(page, 'weddingParty');
    await panel.getByTestId('party-add').click();
    await panel.getByLabel('Name').fill('Clara Whitfield');
    const progress = await watchProgress(page);
    await setInputFilesFromDisk(panel.locator('.b-member input[type=file]'), await png(8, 400, 400));
    await toast(page, 'Image updated');
    await eventually(() => stored().weddingParty.map((m) => [m.name, LOCAL_IMAGE.test(m.image)])).toEqual([['Clara Whitfield', true]]);
    expect(await progress()).toContain(100);
    expect(await page.textContent('.b-top__status')).toBe('All changes saved');

    const [photo] = sectionImages(await publicHtml(), 'weddingParty');
    expect(photo).toMatchObject({ alt: 'Clara Whitfield', width: '480', height: '480' });
    expect(photo.srcset).toContain('w480.webp 480w');

    await panel.getByRole('button', { name: 'Remove' }).click();
    await eventually(() => stored().weddingParty).toEqual([]);
    expect(await panel.textContent()).toContain('No wedding party members yet.');
    expect(errors).toEqual([]);
  }, 120_000);
});
