/**
 * Polish a designer notices at once (issue 25 item 9): the plan cards name each plan once and
 * show a price, the public pages set their type in the product's own fonts (self-hosted), the
 * demo has one gift section and no drawn bird sits where a hero's words are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { demoSiteData } from '../views/site/demo-site';
import { DEMO_SCENES, sceneSvg } from '../views/site/demo-scenes';
import { FAMILY_HERO } from '../views/site/demo-images';

const STYLES = path.resolve(import.meta.dirname, '../../../styles');

describe('plan cards', () => {
  it('show the price, not the plan name a second time ("Free / Free")', async () => {
    const { app } = createTestApp();
    const html = await (await app.request('/')).text();
    const cards = [...html.matchAll(/<h3 class="plan__title[^"]*">([^<]*)<\/h3><p class="plan__price[^"]*">(.*?)<\/p>/g)].map(([, title, price]) => ({
      title,
      price: price!
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    }));
    expect(cards).toEqual([
      { title: 'Free', price: '$0 forever' },
      { title: 'Pro', price: '$50 once' },
    ]);
  });
});

describe('the product’s own type on the public pages', () => {
  it('sets the landing page, /designs and the design bar in Vowly Sans and Vowly Serif, self-hosted, never Georgia or the system font', () => {
    const base = fs.readFileSync(path.join(STYLES, 'base.css'), 'utf8');
    for (const file of ['/fonts/jost/jost-latin-400-normal.woff2', '/fonts/cormorant-garamond/cormorant-garamond-latin-500-normal.woff2'])
      expect(base).toContain(`url("${file}")`);
    expect(base).toMatch(/\.home \{\s*font-family: var\(--font-ui\);/);
    const showcase = fs.readFileSync(path.join(STYLES, 'showcase.css'), 'utf8');
    expect(showcase).not.toMatch(/Georgia|system-ui/);
    const wedding = fs.readFileSync(path.join(STYLES, 'wedding.css'), 'utf8');
    for (const selector of ['.designs__title', '.design-card__names', '.demo-bar']) {
      const rule = new RegExp(`\\${selector} \\{[^}]*\\}`).exec(wedding)?.[0] ?? '';
      expect(rule, selector).toMatch(/font-family: var\(--font-(ui|display)\)/);
    }
  });

  it('serves the fonts it names', async () => {
    const { app } = createTestApp();
    for (const file of [
      '/fonts/jost/jost-latin-400-normal.woff2',
      '/fonts/jost/jost-latin-500-normal.woff2',
      '/fonts/cormorant-garamond/cormorant-garamond-latin-500-normal.woff2',
    ]) {
      const res = await app.request(file);
      expect(res.status, file).toBe(200);
    }
  });
});

describe('the demo', () => {
  it('has one gift section', () => {
    const { content } = demoSiteData('garden');
    const rendered = content.pageOrder.filter((entry) => entry.render).map((entry) => entry.title);
    const headings: Record<string, string> = { content: content.contentHeading, customEight: content.customEightHeading };
    const giftSections = rendered.filter(
      (key) => key in headings && /gift|registr/i.test(`${headings[key]} ${key === 'content' ? content.contentComment : content.customEightComment}`),
    );
    expect(giftSections).toEqual(['customEight']);
  });

  it('draws no bird in the middle band of a hero picture, where the names, date and place sit', () => {
    for (const scene of new Set(Object.values(FAMILY_HERO))) {
      const { width, height } = DEMO_SCENES[scene]();
      const svg = sceneSvg(scene);
      // A bird: two curves meeting at its body, drawn as an open round-capped stroke.
      const birds = [
        ...svg.matchAll(
          /<path d="M[\d.]+ [\d.]+ Q[\d.]+ [\d.]+ ([\d.]+) ([\d.]+) Q[^"]*" fill="none" stroke="[^"]*" stroke-width="[^"]*" stroke-linecap="round"\/>/g,
        ),
      ].map(([, x, y]) => [Number(x), Number(y)] as const);
      for (const [x, y] of birds) {
        const inBand = x > width * 0.2 && x < width * 0.8 && y > height * 0.2 && y < height * 0.8;
        expect(inBand, `${scene}: bird at ${x},${y}`).toBe(false);
      }
    }
  });
});
