// sqlite-only: its cost is image work (drawing the demo pictures, serving each variant), one seed for the file: 247 s on SQLite, 76 s on PostgreSQL at load 28; seeded through the store and passing there

/** The demo's drawn pictures: /demo (seeded, through the uploads store) and /designs/{id} (a static route). */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../seed/seed';
import { ensureDemoImages } from '../../../seed/demo-images-render';
import { DEMO_SCENE_NAMES } from '../views/site/demo-images';
import { createTestApp } from '../../../../tests/helpers/app';

type App = ReturnType<typeof createTestApp>;

const imgTags = (html: string) => html.match(/<img [^>]*>/g) ?? [];
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
/** Every image address a page asks for: src, srcset and <source> candidates, and preloads. */
function imageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(?:img|source|link) [^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    if (src) urls.add(src);
    for (const name of ['srcSet', 'srcset', 'imageSrcSet', 'imagesrcset']) {
      for (const candidate of (attr(tag, name) ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.add(url);
      }
    }
  }
  return [...urls].filter((url) => url.startsWith('/uploads/') || url.startsWith('/designs/images/'));
}
/** The HTML of one section, by its data-section key. */
function section(html: string, key: string): string {
  const start = html.indexOf(`data-section="${key}"`);
  expect(start, key).toBeGreaterThan(-1);
  const end = html.indexOf('data-section="', start + 20);
  return html.slice(start, end === -1 ? undefined : end);
}

async function expectEveryImageServed(app: App['app'], html: string) {
  const urls = imageUrls(html);
  expect(urls.length).toBeGreaterThan(30);
  for (const url of urls) {
    const response = await app.request(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type'), url).toMatch(/^image\/(webp|avif)/);
    const bytes = (await response.arrayBuffer()).byteLength;
    // ≤ 60 KB at phone width.
    if (/\/w480\./.test(url)) expect(bytes, url).toBeLessThanOrEqual(60 * 1024);
  }
  for (const tag of imgTags(html)) {
    expect(attr(tag, 'width'), tag).toMatch(/^\d+$/);
    expect(attr(tag, 'height'), tag).toMatch(/^\d+$/);
  }
}

describe('the demo pictures', () => {
  let context: App;
  beforeAll(async () => {
    await ensureDemoImages();
    context = createTestApp();
    await seed(context.store, { adminPassword: 'admin-password-for-tests', uploadsDir: context.config.uploadsDir });
  }, 240_000);

  it('are drawn by us: one folder per scene with WebP and AVIF at 480, 960 and 1600 px', () => {
    expect(DEMO_SCENE_NAMES.length).toBeGreaterThanOrEqual(15);
  });

  it('/demo shows them in the hero, both galleries, the party and the text over image, from the uploads store', async () => {
    const html = await (await context.app.request('/demo')).text();
    const inSection = (key: string) => imgTags(section(html, key)).filter((tag) => attr(tag, 'src')?.startsWith('/uploads/vowly/weddings/'));
    expect(inSection('mainPhoto')).toHaveLength(1);
    expect(inSection('images')).toHaveLength(6);
    expect(inSection('customTwo')).toHaveLength(3);
    expect(inSection('weddingParty')).toHaveLength(4);
    expect(inSection('customSix')).toHaveLength(1);
    // The hero is preloaded with high priority, responsive.
    expect(html).toMatch(/<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"|<link rel="preload"[^>]*fetchPriority="high"[^>]*as="image"/i);
    await expectEveryImageServed(context.app, html);
  });

  it("are the demo wedding's own uploads: each one's folder holds every variant", () => {
    const weddings = path.join(context.config.uploadsDir, 'vowly', 'weddings');
    const [folder] = fs.readdirSync(weddings);
    const images = fs.readdirSync(path.join(weddings, folder!));
    expect(images).toHaveLength(DEMO_SCENE_NAMES.length);
    for (const image of images) {
      expect(fs.readdirSync(path.join(weddings, folder!, image)).sort()).toEqual([
        'full.webp',
        'w1600.avif',
        'w1600.webp',
        'w480.avif',
        'w480.webp',
        'w960.avif',
        'w960.webp',
      ]);
    }
  });

  it('a design demo (/designs/{id}) shows the same pictures from /designs/images/', async () => {
    const html = await (await context.app.request('/designs/12')).text();
    for (const key of ['mainPhoto', 'images', 'customTwo', 'weddingParty', 'customSix']) {
      expect(
        imgTags(section(html, key)).some((tag) => attr(tag, 'src')?.startsWith('/designs/images/')),
        key,
      ).toBe(true);
    }
    await expectEveryImageServed(context.app, html);
  });

  it('answers 404 for anything but a scene and a rendered width', async () => {
    for (const url of ['/designs/images/nope/w480.webp', '/designs/images/hero/w500.webp', '/designs/images/hero/w480.png', '/designs/images/hero.svg']) {
      expect((await context.app.request(url)).status, url).toBe(404);
    }
  });

  it("a seed run again changes nothing, and a demo couple's own pictures are kept", async () => {
    const before = (await (await context.app.request('/demo')).text()).match(/src="([^"]+)"/)![1];
    await seed(context.store, { adminPassword: 'admin-password-for-tests', uploadsDir: context.config.uploadsDir });
    const after = (await (await context.app.request('/demo')).text()).match(/src="([^"]+)"/)![1];
    expect(after).toBe(before);
  });
});
