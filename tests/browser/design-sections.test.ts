/**
 * Every section in the family's style (issue 25 item 4): the countdown, both galleries (slider and
 * columns), text over image and the RSVP card are drawn differently in each of the seven design
 * families. One design per family (its first in the catalogue, all sections shown) is read in
 * Chromium: each section's treatment as computed styles that are neither colours nor font names
 * (those differ between any two designs), which must differ between every two families. At 390 px
 * the countdown's six tiles sit in two rows of three in every family, each unit's label on one line.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CATALOGUE } from '../../src/shared/wedding';
import { DESIGN_FAMILIES, familyOf } from '../../src/shared/wedding/design-families';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

const SECTIONS = ['countdown', 'slider', 'columns', 'overlay', 'rsvp'] as const;
type Treatments = Record<(typeof SECTIONS)[number], string>;

/** Each section's treatment, in the page: shape, frame, ornament and type roles, no colours, no font names. */
function treatments(): Treatments {
  const one = (selector: string) => {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) throw new Error(`no ${selector}`);
    return el;
  };
  const visible = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0;
  const shape = (el: Element, pseudo?: string) => {
    const s = getComputedStyle(el, pseudo);
    return [
      s.borderTopLeftRadius,
      s.borderTopRightRadius,
      s.borderBottomRightRadius,
      `${s.borderTopStyle} ${s.borderTopWidth}`,
      `${s.borderLeftStyle} ${s.borderLeftWidth}`,
      s.outlineStyle === 'none' ? 'no outline' : `outline ${s.outlineStyle} ${s.outlineOffset}`,
      s.boxShadow === 'none' ? 'flat' : 'shadow',
      s.transform,
      s.padding,
      s.aspectRatio,
    ].join('|');
  };
  const type = (el: Element) => {
    const s = getComputedStyle(el);
    return [s.fontStyle, s.fontWeight, s.textTransform, s.letterSpacing, s.fontSize].join('|');
  };
  const tile = one('.w-section--customSeven .countdown__tile');
  const overlay = one('.w-section--customSix');
  const content = one('.w-section--customSix .w-overlay__content');
  const card = one('.w-rsvp-card');
  // The photo's own box: the <picture>, or the <img> when there is no <picture>.
  const overlayPicture = overlay.querySelector('picture, .w-overlay__img:not(picture > *)');
  return {
    countdown: [shape(tile), type(one('.w-section--customSeven .countdown__value')), type(one('.w-section--customSeven .countdown__label'))].join(' / '),
    slider: [shape(one('.w-section--images .w-gallery__open')), getComputedStyle(one('.w-section--images .w-slider__controls button')).borderRadius].join(
      ' / ',
    ),
    columns: shape(one('.w-section--customTwo .w-gallery__open')),
    overlay: [
      shape(content),
      getComputedStyle(content).textAlign,
      shape(overlay, '::before'),
      getComputedStyle(overlay, '::after').backgroundImage === 'none' ? 'no fade' : 'fade',
      overlayPicture ? `${shape(overlayPicture)} ${getComputedStyle(overlayPicture).top}` : 'no photo',
      visible(overlay.querySelector('.w-overlay__orn')) ? 'ornament' : 'no ornament',
    ].join(' / '),
    rsvp: [
      shape(card),
      visible(card.querySelector('.w-rsvp-card__orn')) ? 'ornament' : 'no ornament',
      visible(card.querySelector('.w-orn--tl')) ? 'corners' : 'no corners',
    ].join(' / '),
  };
}

describe.skipIf(!hasBrowser)('the sections in each family’s style', () => {
  let server: SharedServer;
  let browser: Browser;
  // One design of each family: its first in the catalogue.
  const designs = DESIGN_FAMILIES.map((family) => ({ family, entry: THEME_CATALOGUE.find((entry) => familyOf(entry.title) === family)! }));

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function onEachDesign<T>(context: BrowserContext, read: (page: Page) => Promise<T>): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    for (const { family, entry } of designs) {
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/designs/${entry.id}`, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        expect(await page.locator('.wsite').getAttribute('data-family')).toBe(family);
        found.set(family, await read(page));
      } finally {
        await page.close();
      }
    }
    return found;
  }

  it('draws the countdown, both galleries, text over image and the RSVP card differently in every family', async () => {
    expect(designs.every((d) => d.entry)).toBe(true);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    try {
      const found = await onEachDesign(context, (page) => page.evaluate(treatments));
      for (const section of SECTIONS) {
        const byFamily = [...found].map(([family, t]) => `${family}: ${t[section]}`);
        const distinct = new Set([...found.values()].map((t) => t[section]));
        expect(distinct.size, `${section} has a look of its own in each family:\n${byFamily.join('\n')}`).toBe(DESIGN_FAMILIES.length);
      }
    } finally {
      await context.close();
    }
  });

  it('sets the countdown in two rows of three on a phone in every family, no label broken', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    try {
      const found = await onEachDesign(context, (page) =>
        page.evaluate(() => {
          const tiles = [...document.querySelectorAll('.w-section--customSeven .countdown__tile')].map((el) => el.getBoundingClientRect());
          // Tiles whose tops are within 12 px share a row (a playful tile is tilted by a degree or two).
          const rows: { top: number; count: number }[] = [];
          for (const r of tiles) {
            const row = rows.find((x) => Math.abs(x.top - r.top) < 12);
            if (row) row.count += 1;
            else rows.push({ top: r.top, count: 1 });
          }
          const overflow = tiles.some((r) => r.left < 0 || r.right > document.documentElement.clientWidth);
          // A unit's label on one line ("Minute / s" broken in a narrow tile is what a designer flags first).
          const broken = [...document.querySelectorAll('.w-section--customSeven .countdown__label')]
            .filter((label) => {
              const range = document.createRange();
              range.selectNodeContents(label);
              return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
            })
            .map((label) => label.textContent);
          return { rows: rows.map((row) => row.count), overflow, broken };
        }),
      );
      for (const [family, { rows, overflow, broken }] of found)
        expect({ family, rows, overflow, broken }).toEqual({ family, rows: [3, 3], overflow: false, broken: [] });
    } finally {
      await context.close();
    }
  });
});
