// sqlite-only: its cost is rendering and image work (every design's pictures and pages), one wedding row in 4 of 17 tests: 32 s on PostgreSQL at load 25; arranged through the store and passing there

/** Design families: every theme key is a whole design, and the couple's own choices still win. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FONTS, parseWeddingContent, THEME_CATALOGUE, THEME_KEYS } from '../../../shared/wedding';
import { DESIGN_FAMILIES, designType, effectiveFonts, FAMILIES, familyMembers, familyOf, THEME_FAMILY } from '../../../shared/wedding/design-families';
import { fontOption } from '../../../shared/wedding/fonts';
import { HeroArt } from '../views/site/hero-art/HeroArt';
import { designPreviewSvg } from '../views/site/design-preview';
import { sceneSvg, type DemoSceneName } from '../views/site/demo-scenes';
import { demoSiteData } from '../views/site/demo-site';
import { ORNAMENTS } from '../views/site/ornaments/symbols';
import { createTestApp } from '../../../../tests/helpers/app';
import { fullContentInput, IMAGE } from './fixtures';

describe('design families', () => {
  it('gives every theme key a family, and there are at least six, each with members', () => {
    for (const key of THEME_KEYS) expect(DESIGN_FAMILIES).toContain(THEME_FAMILY[key]);
    expect(DESIGN_FAMILIES.length).toBeGreaterThanOrEqual(6);
    for (const family of DESIGN_FAMILIES) expect(familyMembers(family).length).toBeGreaterThan(0);
    expect(familyOf('no-such-theme')).toBe(familyOf('light'));
  });

  it('pairs only catalogue fonts, and designs in a family differ in type', () => {
    for (const key of THEME_KEYS) for (const font of Object.values(designType(key))) expect(fontOption(font), `${key}: ${font}`).toBeDefined();
    for (const family of DESIGN_FAMILIES) {
      const names = familyMembers(family).map((key) => designType(key).mainFont);
      expect(new Set(names).size, family).toBeGreaterThan(Math.min(1, names.length - 1));
    }
  });

  it.each(DESIGN_FAMILIES)('%s draws its hero art and ornaments as non-empty SVG', (family) => {
    const html = renderToStaticMarkup(<HeroArt family={family} initials={['A', 'J']} numerals={['06', '14', '2027']} />);
    expect(html).toContain(`class="w-art w-art--${FAMILIES[family].hero}"`);
    expect(html).toMatch(/<svg[^>]*>.*<(path|circle|ellipse|rect|use|text)[^>]*>/);
    for (const kind of ['divider', 'corner', 'avatar'] as const) {
      expect(renderToStaticMarkup(<svg>{ORNAMENTS[family][kind]}</svg>)).toMatch(/<(path|circle|rect)[^>]* (d|cx|x|width)="/);
    }
  });

  it('draws fine lines and clean washes, not blotches (issue 25 item 4)', () => {
    const art = (family: (typeof DESIGN_FAMILIES)[number]) =>
      renderToStaticMarkup(<HeroArt family={family} initials={['A', 'J']} numerals={['06', '14', '2027']} />);
    for (const family of ['botanical', 'romantic'] as const) {
      const html = art(family);
      // A wash is at most two soft pools, each a radial fade to nothing (no hard-edged blobs).
      expect(html.match(/<ellipse/g)?.length, family).toBeLessThanOrEqual(2);
      expect(html.match(/<ellipse[^>]*fill="url\(#wa-[a-z]+-tint[12]\)"/g)?.length, family).toBe(html.match(/<ellipse/g)?.length);
      expect(html, family).toContain('class="w-art__tint1-stop w-art__stop--end"');
    }
    // Leaves are drawn in line (outline and midrib), never as filled blots: botanical sprigs, romantic roses, the classic laurel.
    for (const family of ['botanical', 'romantic', 'classic'] as const) {
      const html = art(family);
      expect(html, family).toContain('class="w-art__leaf-line');
      expect(html, family).not.toMatch(/class="w-art__leaf2?"/);
    }
    // Playful: a few small shapes, at most two solid ones.
    expect(art('playful').match(/class="w-art__fill[12]"/g)?.length).toBe(2);
    expect(art('playful').match(/<(circle|rect)[^>]*class="w-art__c[abc]"/g)?.length).toBeLessThanOrEqual(8);
  });

  it('shows the design’s type until the couple chooses a font, then exactly their fonts', () => {
    expect(effectiveFonts('forest', { ...DEFAULT_FONTS })).toEqual(designType('forest'));
    expect(effectiveFonts('forest', { ...DEFAULT_FONTS, mainFont: 'Tangerine' })).toEqual({ ...DEFAULT_FONTS, mainFont: 'Tangerine' });
    // A record default chosen alongside the design's other fonts (what the builder writes) shows as chosen.
    const chosen = { ...designType('forest'), paragraphFont: DEFAULT_FONTS.paragraphFont };
    expect(effectiveFonts('forest', chosen)).toEqual(chosen);
  });
});

describe('a design on the page', () => {
  const render = async (theme: string, content: Record<string, unknown>) => {
    const t = createTestApp();
    const { createWedding } = await import('./fixtures');
    await createWedding(t.store, { weddingUrl: 'fam', theme, content: { ...fullContentInput(), ...content } });
    return (await t.app.request('/fam')).text();
  };
  const rootStyle = (html: string) => /<div class="wsite"[^>]*style="([^"]*)"/.exec(html)![1]!;

  it('uses the design’s type, hero art and family when the couple kept the defaults', async () => {
    const html = await render('night', { ...DEFAULT_FONTS, mainImg: '', heroImg: '' });
    expect(html).toMatch(/data-theme="night" data-family="celestial"/);
    expect(rootStyle(html)).toContain(`--w-font-main:&#x27;${designType('night').mainFont}&#x27;`);
    expect(html).toContain('class="w-art w-art--night"');
    expect(html).toContain(`/fonts/pinyon-script/pinyon-script-latin-400-normal.woff2`);
  });

  it('lets the couple’s fonts, colours and alignment override the design', async () => {
    const html = await render('night', {
      mainFont: 'Tangerine',
      sectionFont: 'Forum',
      mainAccentColor: 'oklch(60% 0.2 30)',
      sectionPosition: 'left',
      paragraphPosition: 'right',
      dividerStyle: 'fancyTwo',
      mainImg: IMAGE(0),
    });
    const style = rootStyle(html);
    expect(style).toContain('--w-font-main:&#x27;Tangerine&#x27;, cursive');
    expect(style).toContain('--w-font-section:&#x27;Forum&#x27;, Georgia, serif');
    expect(style).toContain('--w-accent:oklch(60% 0.2 30)');
    expect(style).toContain('--w-align-section:left;--w-align-paragraph:right;--w-paragraph-ms:auto;--w-paragraph-me:0');
    expect(html).toContain('w-divider--fancyTwo');
    expect(html).not.toContain('w-divider--basic');
    // A hero photo replaces the drawn art.
    expect(html).not.toContain('class="w-art ');
  });

  it('carries the divider and paragraph with a left or right heading', async () => {
    const html = await render('light', {});
    expect(html).toContain('<p class="w-paragraph" style="--w-align-paragraph:left;--w-paragraph-ms:0;--w-paragraph-me:auto">');
    expect(html).toContain('<p class="w-paragraph" style="--w-align-paragraph:right;--w-paragraph-ms:auto;--w-paragraph-me:0">');
  });
});

describe('design preview pictures', () => {
  it("each picture is the first screen of the demo it opens: the demo's opening picture, names and place in the design's type", () => {
    for (const entry of THEME_CATALOGUE) {
      const svg = designPreviewSvg(entry.title);
      const site = demoSiteData(entry.title);
      const scene = /\/designs\/images\/([a-z]+)\//.exec(site.content.mainImg)![1]!;
      expect(svg, entry.title).toContain(
        sceneSvg(scene as DemoSceneName, 1)
          .replace(/^<svg[^>]*>/, '')
          .replace(/<\/svg>$/, ''),
      );
      for (const name of [site.content.brideGroomOneName, site.content.brideGroomTwoName]) expect(svg).toContain(name);
      expect(svg).toContain(`font-family="${designType(entry.title).mainFont}"`);
      expect(svg).toContain('Hollowbrook Vineyard');
    }
  });

  it('every catalogue and themes-API image answers 200 image/webp', async () => {
    const t = createTestApp();
    const res = await t.app.request('/api/v1/public/themes');
    const { themes } = (await res.json()) as { themes: { title: string; image: string }[] };
    expect(themes.map((theme) => theme.image)).toEqual(THEME_CATALOGUE.map((entry) => entry.image));
    for (const key of [...new Set([...themes.map((theme) => theme.image), '/themes/celestial.webp', '/themes/celestial-noir.webp', '/themes/prism.webp'])]) {
      const image = await t.app.request(key);
      expect(image.status, key).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await image.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
      expect(bytes.byteLength).toBeGreaterThan(2000);
    }
    expect((await t.app.request('/themes/nope.webp')).status).toBe(404);
  }, 120_000);
});

// parseWeddingContent keeps the record defaults the families rely on.
it('a new wedding keeps every font at its default', () => {
  const content = parseWeddingContent({});
  for (const [field, font] of Object.entries(DEFAULT_FONTS)) expect(content[field as keyof typeof DEFAULT_FONTS]).toBe(font);
});
