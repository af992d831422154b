/**
 * Every catalogue design as a guest sees it (issue 11 "Tests"): at 1440 and 390 px each design
 * shows its hero art or hero image, every menu anchor leads to a section on the page, the RSVP
 * button is in a phone's first viewport, nothing scrolls sideways and the console stays clean.
 * A screenshot of each design's first screen at both widths goes to tests/.tmp/screens (git-ignored)
 * for review side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CATALOGUE } from '../../src/shared/wedding';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

const SCREENS = path.resolve(import.meta.dirname, '../.tmp/screens');
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
] as const;

interface Visit {
  page: Page;
  errors: string[];
}

/** What the test reads from a rendered design, in one evaluate. */
function inspect() {
  const root = document.querySelector<HTMLElement>('.wsite');
  const header = document.querySelector<HTMLElement>('.w-section--header, .w-hero');
  const visible = (el: Element | null) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  // Hero art: an inline SVG drawing of the design, or the hero photo, loaded.
  const art = header ? [...header.querySelectorAll('svg')].filter((svg) => visible(svg) && svg.getBoundingClientRect().width >= 48) : [];
  const photos = header ? [...header.querySelectorAll('img')].filter((img) => visible(img) && img.complete && img.naturalWidth > 0) : [];
  // The section menu's entries (not its open/close controls, which work by :target).
  const anchors = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Sections"] li a[href^="#"]')].map((a) => a.getAttribute('href')!);
  const unresolved = anchors.filter((href) => {
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    return !target || !visible(target);
  });
  // The RSVP call to action: a visible link to the RSVP page inside the first viewport.
  const rsvp = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="/rsvp"]')].filter((a) => {
    if (!visible(a)) return false;
    const r = a.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });
  return {
    theme: root?.dataset.theme ?? null,
    family: root?.dataset.family ?? null,
    heroHeight: header?.getBoundingClientRect().height ?? 0,
    heroArt: art.length,
    heroPhotos: photos.length,
    anchors,
    unresolved,
    rsvpInView: rsvp.map((a) => a.textContent?.trim()),
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    wideElements: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('.w-slider__track, dialog'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  };
}

describe.skipIf(!hasBrowser)('every design at 1440 and 390 px', () => {
  let server: SharedServer;
  let browser: Browser;
  const contexts: Partial<Record<(typeof WIDTHS)[number]['name'], BrowserContext>> = {};
  const families = new Map<string, number[]>();

  beforeAll(async () => {
    fs.mkdirSync(SCREENS, { recursive: true });
    server = useSharedServer();
    browser = await connectBrowser();
    for (const size of WIDTHS) {
      contexts[size.name] = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        isMobile: size.phone,
        hasTouch: size.phone,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    // Where to look: one line per family.
    if (families.size > 0) console.log(`designs by family: ${[...families].map(([f, ids]) => `${f}: ${ids.join(' ')}`).join('; ')}\nscreenshots: ${SCREENS}`);
  });

  async function visit(context: BrowserContext, url: string): Promise<Visit> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()}: ${r.url()}`));
    const res = await page.goto(url, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await page.evaluate(() => document.fonts.ready);
    return { page, errors };
  }

  it.each(THEME_CATALOGUE.map((entry) => [entry.id, entry.title] as const))(
    'design %i (%s)',
    async (id, title) => {
      for (const size of WIDTHS) {
        const { page, errors } = await visit(contexts[size.name]!, `${server.url}/designs/${id}`);
        const seen = await page.evaluate(inspect);
        const where = `/designs/${id} (${title}) at ${size.width} px`;
        expect(seen.theme, where).toBe(title);
        if (seen.family) families.set(seen.family, [...new Set([...(families.get(seen.family) ?? []), id])]);

        // Hero: the design's drawn art or the hero photo, never an empty band.
        expect(seen.heroHeight, `${where}: hero height`).toBeGreaterThan(150);
        expect(seen.heroArt + seen.heroPhotos, `${where}: hero art or hero image`).toBeGreaterThan(0);

        // Menu: at least two links, each to a section that renders.
        expect(seen.anchors.length, `${where}: menu links`).toBeGreaterThanOrEqual(2);
        expect(seen.unresolved, `${where}: menu anchors without a section`).toEqual([]);

        // Phone: the RSVP button is within the first viewport.
        if (size.phone) expect(seen.rsvpInView.length, `${where}: RSVP button in the first viewport`).toBeGreaterThan(0);

        // Nothing scrolls sideways.
        expect(seen.overflow, `${where}: horizontal overflow by ${seen.wideElements.join(', ')}`).toBeLessThanOrEqual(0);

        // Scroll through so lazy photos load and islands hydrate, then shoot the whole page from the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          }
          window.scrollTo(0, 0);
        });
        // Images on the first screen (the screenshot): lazy ones elsewhere, e.g. further along a
        // gallery slider, never load and would only cost the timeout.
        await page
          .waitForFunction(
            () =>
              [...document.images]
                .filter((img) => {
                  const r = img.getBoundingClientRect();
                  return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
                })
                .every((img) => img.complete),
            undefined,
            { timeout: 5_000 },
          )
          .catch(() => undefined);
        // The first screen as JPEG: a full-page PNG of a long page took ~12 s each on a CI machine.
        await page.screenshot({ path: path.join(SCREENS, `${String(id).padStart(2, '0')}-${title}-${size.width}.jpg`), type: 'jpeg', quality: 70 });
        expect(errors, `${where}: console`).toEqual([]);
        await page.close();
      }
    },
    120_000,
  );
});
