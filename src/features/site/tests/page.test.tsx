// sqlite-only: 89 tests whose cost is rendering (the full page in each of the 33 designs, fonts, stylesheets, the demo pictures), at most one wedding row each: 305 s on SQLite, 319 s on PostgreSQL at load 25; arranged through the store and passing there, the public page on PostgreSQL is on the pass in languages, guest-page-cache and xss

import fs from 'node:fs';
import { familyOf } from '../../../shared/wedding/design-families';
import { beforeEach, describe, expect, it } from 'vitest';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import { COLOR_FIELDS, FONT_OPTIONS, THEME_KEYS, themePalette } from '../../../shared/wedding';
import { weddingPageCache } from '../routes/page-cache';
import { fontFaces, fontFilePath, fontsWithoutPackage, fontSlug } from '../views/site/font-faces';
import { coreFileName, ensureFontSubsets } from '../fonts/font-subsets';
import { COLOR_VARIABLES } from '../views/site/style-vars';
import { silkPalette, THEME_STYLESHEET_PATH, themeStylesheet } from '../views/site/theme-css';
import { createTestApp } from '../../../../tests/helpers/app';
import { createWedding, fullContentInput, writeWeddingRow } from './fixtures';

describe('the wedding page', () => {
  let t: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    t = createTestApp();
    weddingPageCache.clear();
  });

  it('is server-rendered with privacy, security and preview headers', async () => {
    await createWedding(t.store, { weddingUrl: 'amelia-and-jonah' });
    const res = await t.app.request('/amelia-and-jonah');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('frame-src https://www.google.com https://maps.google.com');
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<title>Amelia &amp; Jonah · Vowly</title>');
    expect(html).toContain('<meta property="og:title" content="Amelia &amp; Jonah"/>');
    expect(html).toContain('<meta property="og:description" content="We are getting married · 2031-06-14 · Hollowbrook Vineyard"/>');
    expect(html).toContain('<meta property="og:image" content="https://images.example.com/photo-0.jpg"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:url" content="http://localhost/amelia-and-jonah"/>');
    // The hero opens the page: preloaded from <head> with high priority, once.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="preload"[^>]*as="image"[^>]*>/g)).toHaveLength(1);
    expect(head).toMatch(/<link rel="preload" href="https:\/\/images\.example\.com\/photo-0\.jpg" as="image" fetchPriority="high"\/>/);
    // Only the islands on the page ship scripts, listed for the one loader that imports them once the page has loaded.
    expect(html.match(/<script type="module" src="[^"]+"/g)).toEqual([expect.stringMatching(/\/assets\/after-load-[\w-]+\.js"$/)]);
    expect(JSON.parse(/<script type="application\/json" data-after-load="">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}').js).toHaveLength(2);
  });

  it('uses the CSP image host of Cloudinary when images live there', async () => {
    const cloud = createTestApp({ env: { CLOUDINARY_URL: 'cloudinary://key:secret@demo-cloud' } });
    await createWedding(cloud.store, { weddingUrl: 'cloudy' });
    const res = await cloud.app.request('/cloudy');
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: https://res.cloudinary.com");
  });

  it('a page whose sections need no island ships no JavaScript', async () => {
    await createWedding(t.store, {
      weddingUrl: 'no-js',
      content: { ...fullContentInput(), pageOrder: [{ title: 'ourStory', sidebarActive: true, render: true }] },
    });
    const html = await (await t.app.request('/no-js')).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('loads only the fonts its style fields use, preloaded, with font-display: swap', async () => {
    await createWedding(t.store, {
      weddingUrl: 'fonts',
      content: { ...fullContentInput(), mainFont: 'Allura', sectionFont: 'Cinzel', paragraphFont: 'Lora', taglineFont: 'Lora', dateFont: 'Lora' },
    });
    const html = await (await t.app.request('/fonts')).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin="anonymous"\/>/g)].map((m) => m[1]);
    // Only the names' face is preloaded (the first screen's largest text), in a file of the names' own letters; the others load when the text asks.
    expect(preloads).toEqual([expect.stringMatching(/^\/fonts\/allura\/allura-names-[0-9a-f]{16}\.woff2$/)]);
    const families = new Set([...html.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]));
    expect([...families].sort()).toEqual(['Allura', 'Allura names', 'Cinzel', 'Lora']);
    expect(html).toContain("--w-font-names: 'Allura names', 'Allura', cursive;");
    // The names' face covers the names (both cases), the digits and joiners, nothing else.
    const names = /font-family: 'Allura names';[^}]*unicode-range: ([^;]+);/.exec(html)![1];
    expect(names).toContain('U+0041,'); // A
    expect(names).toContain('U+0030-0039'); // digits
    expect(names).not.toContain('U+0042'); // B: in no name
    const served = await t.app.request(preloads[0]);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await served.arrayBuffer()).byteLength).toBeLessThan(fs.statSync(fontFilePath('allura', 'allura-latin-400-normal.woff2')!).size / 2);
    // The route serves names files the server made and makes none: an unknown one, or one under another font, is 404.
    expect((await t.app.request('/fonts/allura/allura-names-0123456789abcdef.woff2')).status).toBe(404);
    expect((await t.app.request(preloads[0].replaceAll('allura', 'lora'))).status).toBe(404);
    expect(html).toContain('font-display: swap');
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    expect(html).not.toContain('.woff)');
  });

  it('serves the core subset of a font once made, and no made-up core file', async () => {
    const latinFile = fontFilePath('lora', 'lora-latin-400-normal.woff2')!;
    await ensureFontSubsets([{ slug: 'lora', latinFile }]);
    const core = await t.app.request(`/fonts/lora/${coreFileName('lora', fs.readFileSync(latinFile))}`);
    expect(core.status).toBe(200);
    expect(core.headers.get('content-type')).toBe('font/woff2');
    expect((await core.arrayBuffer()).byteLength).toBeLessThan(fs.statSync(latinFile).size);
    expect((await t.app.request('/fonts/lora/lora-core-0123456789.woff2')).status).toBe(404);
    expect((await t.app.request(`/fonts/cinzel/${coreFileName('lora', fs.readFileSync(latinFile))}`)).status).toBe(404);
  });

  it('serves font files from the packages with a long cache, and nothing else', async () => {
    const ok = await t.app.request('/fonts/great-vibes/great-vibes-latin-400-normal.woff2');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('font/woff2');
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect((await ok.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    for (const path of [
      '/fonts/great-vibes/..%2F..%2Fpackage.json',
      '/fonts/great-vibes/package.json',
      '/fonts/great-vibes/lora-latin-400-normal.woff2',
      '/fonts/not-a-font/not-a-font-latin-400-normal.woff2',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it('answers a CORS preflight for a font file: a sandboxed card preview (origin null) may load it with any header', async () => {
    const res = await t.app.request('/fonts/cinzel/cinzel-latin-400-normal.woff2', {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-forwarded-for' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-forwarded-for');
  });

  it('has a package for every catalogue font', () => {
    expect(fontsWithoutPackage()).toEqual([]);
    expect(FONT_OPTIONS.length).toBeGreaterThanOrEqual(50);
    // The core subset where `npm run build` made it (dist/font-subsets), else the package's Latin file.
    for (const font of FONT_OPTIONS) {
      const slug = fontSlug(font.key);
      expect(fontFaces(font.key)!.preload).toMatch(new RegExp(`^/fonts/${slug}/${slug}-(latin-400-normal|core-[0-9a-f]{10})\\.woff2$`));
    }
  });

  it('caches the rendered page per wedding version', async () => {
    const { wedding } = await createWedding(t.store, { weddingUrl: 'cached' });
    expect(await (await t.app.request('/cached')).text()).toContain('How we met');
    expect(weddingPageCache.size).toBe(1);
    // Changed behind the page generation's back (a direct row write, no publicPageChanged): the cached page is served.
    await writeWeddingRow(t.store, wedding.id, { content: { ...fullContentInput(), ourStoryHeading: 'Changed story' } });
    expect(await (await t.app.request('/cached')).text()).toContain('How we met');
    // Every write that changes the page bumps its generation: the next request renders afresh.
    await publicPageChanged(t.store, { weddingId: wedding.id });
    const fresh = await (await t.app.request('/cached')).text();
    expect(fresh).toContain('Changed story');
    expect(fresh).not.toContain('How we met');
  });

  it('a protected page is never served from the cache to a visitor without a pass', async () => {
    const { wedding } = await createWedding(t.store, { weddingUrl: 'cached-gate' });
    await t.app.request('/cached-gate');
    await writeWeddingRow(t.store, wedding.id, { content: { ...fullContentInput(), enablePassword: true, websitePassword: 'pw' } });
    await publicPageChanged(t.store, { weddingId: wedding.id });
    expect((await t.app.request('/cached-gate')).headers.get('location')).toBe('/password/cached-gate');
  });

  it('unknown theme keys fall back to light', async () => {
    await createWedding(t.store, { weddingUrl: 'odd-theme', theme: 'no-such-theme' });
    expect(await (await t.app.request('/odd-theme')).text()).toContain('data-theme="light"');
  });

  it.each(THEME_KEYS)('renders theme %s with its palette', async (key) => {
    await createWedding(t.store, { weddingUrl: `theme-${key}`, theme: key });
    const html = await (await t.app.request(`/theme-${key}`)).text();
    expect(html).toMatch(new RegExp(`class="wsite"[^>]* data-theme="${key}" data-family="${familyOf(key)}"`));
    // The theme's colours come from the stylesheet, not inline overrides.
    expect(html).not.toMatch(/style="[^"]*--w-bg1:/);
  });

  it("the couple's own colours override the theme inline", async () => {
    await createWedding(t.store, { weddingUrl: 'own-colours', theme: 'dark', content: { ...fullContentInput(), mainAccentColor: 'oklch(60% 0.2 30)' } });
    const html = await (await t.app.request('/own-colours')).text();
    expect(html).toContain('--w-accent:oklch(60% 0.2 30)');
    expect(html).toMatch(/--w-accent-ink:oklch\((100|20)%/);
    // Only the couple's colours are inline on the page; the theme's own are in the (inlined) stylesheet.
    expect(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')).not.toContain('--w-bg1:');
  });
});

describe('theme stylesheet', () => {
  const css = fs.readFileSync(THEME_STYLESHEET_PATH, 'utf8');

  it('is up to date with the palettes (regenerate: node --import tsx src/features/site/views/site/theme-css.ts)', () => {
    expect(css).toBe(themeStylesheet());
  });

  it.each([...THEME_KEYS, 'silk'])('has the eight colours of %s on its data-theme', (key) => {
    const rule = new RegExp(`\\[data-theme='${key}'\\] \\{([^}]*)\\}`).exec(css)?.[1];
    expect(rule).toBeDefined();
    const palette = key === 'silk' ? silkPalette() : themePalette(key);
    for (const field of COLOR_FIELDS) expect(rule).toContain(`${COLOR_VARIABLES[field]}: ${palette[field]};`);
  });
});

describe('designs', () => {
  const t = createTestApp();

  it('/designs lists the 33 designs with the 4 featured first', async () => {
    const res = await t.app.request('/designs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const [featured, all] = html.split('All designs');
    expect([...featured!.matchAll(/data-design="(\d+)"/g)].map((m) => m[1]).sort()).toEqual(['1', '3', '33', '4']);
    expect(new Set([...all!.matchAll(/data-design="(\d+)"/g)].map((m) => m[1])).size).toBe(33);
    expect(all).toContain('href="/designs/33"');
    expect(all).toContain('data-theme="aurora"');
  });

  it('/designs/{id} renders the demo wedding in that design', async () => {
    const res = await t.app.request('/designs/33');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('class="wsite" id="w-top" data-theme="aurora"');
    expect(html).toContain('Amelia &amp; Jonah');
    expect(html).toContain('data-island="GallerySlider"');
    expect(html).toContain('data-island="Countdown"');
    expect(html).toContain('href="/app/designs/33"');
    expect(html).toContain('noindex');
    expect((await t.app.request('/designs/cupcake')).status).toBe(200);
    expect((await t.app.request('/designs/34')).status).toBe(404);
  });

  it('serves the demo pictures (drawn by us, rendered to WebP and AVIF)', async () => {
    const res = await t.app.request('/designs/images/bouquet/w480.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await t.app.request('/designs/images/bouquet/w960.avif')).headers.get('content-type')).toBe('image/avif');
    expect((await t.app.request('/designs/images/nope/w480.webp')).status).toBe(404);
    expect((await t.app.request('/designs/images/one.svg')).status).toBe(404);
  }, 120_000);
});
