/**
 * Every catalogue design as a guest sees it (issue 11 "Tests"): at 1440 and 390 px each design
 * shows its hero art or hero image, every menu anchor leads to a section on the page, the RSVP
 * button is in a phone's first viewport (the top bar's, uncovered, at least 44 px square), nothing
 * scrolls sideways and the console stays clean.
 * With SCREENSHOTS=1 a screenshot of each design's first screen at both widths goes to
 * tests/.tmp/screens (git-ignored) for review side by side (off by default: they cost a third of the
 * file's time and assert nothing; `../shared/tools/screenshot-designs.mjs` makes the contact sheets).
 *
 * The type scale (issue 25 item 2), at 390, 900 and 1440 px: the names are the largest text of the
 * hero, the date and the place at most 60% of them and at most two lines each, no line starting or
 * ending with a "·", and no names font's ampersand touching a letter (ink measured on a canvas in
 * the page's own font). 900 px is a light visit: the type and the overflow only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CATALOGUE } from '../../src/shared/wedding';
import { connectBrowser, hasBrowser, SCREENS_DIR, type SharedServer, takeScreenshots, useSharedServer } from '../helpers/browser';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900, phone: false, light: false },
  { name: 'tablet', width: 900, height: 1100, phone: false, light: true },
  { name: 'phone', width: 390, height: 844, phone: true, light: false },
] as const;

interface Visit {
  page: Page;
  errors: string[];
}

interface Tab extends Visit {
  /** The requests of the current visit (set anew before each). */
  requests: WeakSet<Request>;
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
  // The top bar's RSVP button: its box, and whether it is what shows at its centre (not covered).
  const barRsvp = document.querySelector<HTMLElement>('.w-bar__rsvp');
  const barBox = barRsvp?.getBoundingClientRect();
  const atCentre = barBox ? document.elementFromPoint(barBox.left + barBox.width / 2, barBox.top + barBox.height / 2) : null;
  return {
    theme: root?.dataset.theme ?? null,
    barRsvp: barBox
      ? {
          inView: barBox.top >= 0 && barBox.bottom <= window.innerHeight && barBox.left >= 0 && barBox.right <= window.innerWidth,
          width: barBox.width,
          height: barBox.height,
          onTop: Boolean(atCentre && (atCentre === barRsvp || barRsvp!.contains(atCentre))),
        }
      : null,
    family: root?.dataset.family ?? null,
    heroHeight: header?.getBoundingClientRect().height ?? 0,
    heroArt: art.length,
    heroPhotos: photos.length,
    anchors,
    unresolved,
    rsvpInView: rsvp.map((a) => a.textContent?.trim()),
    // Countdown units whose label breaks over two lines in its tile (issue 25 item 4).
    brokenLabels: [...document.querySelectorAll('.countdown__label')]
      .filter((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      })
      .map((label) => label.textContent),
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    wideElements: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('.w-slider__track, dialog'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  };
}

/** The hero's type as rendered (issue 25 item 2), in one evaluate. */
function inspectType() {
  const hero = document.querySelector<HTMLElement>('.w-section--header, .w-hero');
  const names = hero?.querySelector<HTMLElement>('.w-names') ?? null;
  const px = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  // Every other visible element of the hero that holds text of its own (kicker, date, place, art numerals).
  const others = hero
    ? [...hero.querySelectorAll('*')].filter(
        (el) => !names?.contains(el) && visible(el) && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
      )
    : [];
  /** The element's text as rendered, one string per line. */
  const lines = (el: Element | null | undefined) => {
    if (!el) return [];
    const rows: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.parentElement || !visible(node.parentElement)) continue;
      for (let i = 0; i < node.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getClientRects()[0];
        if (!r || r.width === 0) continue;
        let row = rows.find((x) => Math.abs(x.top - r.top) < r.height / 2);
        if (!row) rows.push((row = { top: r.top, text: '' }));
        row.text += node.data[i];
      }
    }
    return rows.sort((a, b) => a.top - b.top).map((row) => row.text.trim());
  };
  // Ampersand: the ink of the joiner against the ink of the letters beside it, where they share a line.
  let joinerGaps: number[] = [];
  const joiner = names?.querySelector('.w-names__joiner');
  // The nearest text with letters on each side of the joiner.
  const beside = (from: ChildNode | null | undefined, step: (node: ChildNode) => ChildNode | null) => {
    let node = from ?? null;
    while (node && !(node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) node = step(node);
    return node;
  };
  const before = beside(joiner?.previousSibling, (node) => node.previousSibling);
  const after = beside(joiner?.nextSibling, (node) => node.nextSibling);
  if (names && joiner && (!before || !after)) joinerGaps = [-1];
  if (names && joiner && before && after) {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const fontOf = (el: Element) => {
      const style = getComputedStyle(el);
      return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    };
    const ctx = { measureText: (text: string, el: Element = names) => ((canvas.font = fontOf(el)), canvas.measureText(text)) };
    const word = (node: ChildNode, last: boolean) => {
      const text = node.textContent ?? '';
      const words = text.trim().split(/\s+/);
      const w = last ? words[words.length - 1]! : words[0]!;
      const start = last ? text.lastIndexOf(w) : text.indexOf(w);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + w.length);
      return { rect: range.getBoundingClientRect(), ink: ctx.measureText(w) };
    };
    const left = word(before, true);
    const right = word(after, false);
    const joinerText = document.createRange();
    joinerText.selectNodeContents(joiner);
    const amp = { rect: joinerText.getBoundingClientRect(), ink: ctx.measureText(joiner.textContent ?? '', joiner) };
    const sameLine = (a: DOMRect, b: DOMRect) => Math.abs(a.top - b.top) < a.height / 2;
    const inkLeft = (x: { rect: DOMRect; ink: TextMetrics }) => x.rect.left - x.ink.actualBoundingBoxLeft;
    const inkRight = (x: { rect: DOMRect; ink: TextMetrics }) => x.rect.left + x.ink.actualBoundingBoxRight;
    joinerGaps = [
      ...(sameLine(left.rect, amp.rect) ? [inkLeft(amp) - inkRight(left)] : []),
      ...(sameLine(right.rect, amp.rect) ? [inkLeft(right) - inkRight(amp)] : []),
    ];
  }
  const date = hero?.querySelector('.w-date');
  const place = hero?.querySelector('.w-header__tagline');
  return {
    names: names ? px(names) : 0,
    others: others.map((el) => ({ what: el.className || el.tagName.toLowerCase(), px: px(el) })),
    date: date ? px(date) : 0,
    dateLines: lines(date),
    place: place ? px(place) : 0,
    placeLines: lines(place),
    joinerGaps,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}

describe.skipIf(!hasBrowser)('every design at 1440, 900 and 390 px', () => {
  let server: SharedServer;
  let browser: Browser;
  /** One page per width, navigated from design to design: a new page each time cost a renderer process (half the file's CPU). */
  const tabs: Partial<Record<(typeof WIDTHS)[number]['name'], Tab>> = {};
  const families = new Map<string, number[]>();

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
    for (const size of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        isMobile: size.phone,
        hasTouch: size.phone,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      tabs[size.name] = await openTab(context);
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    // Where to look: one line per family.
    if (families.size > 0)
      console.log(
        `designs by family: ${[...families].map(([f, ids]) => `${f}: ${ids.join(' ')}`).join('; ')}${takeScreenshots ? `\nscreenshots: ${SCREENS_DIR}` : ''}`,
      );
  });

  /** A page whose errors are counted per visit: only the current design's requests and messages. */
  async function openTab(context: BrowserContext): Promise<Tab> {
    const page = await context.newPage();
    const tab: Tab = { page, errors: [], requests: new WeakSet() };
    page.on('pageerror', (e) => tab.errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && tab.errors.push(`console: ${m.text()}`));
    page.on('request', (r) => tab.requests.add(r));
    page.on('requestfailed', (r) => tab.requests.has(r) && tab.errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => tab.requests.has(r.request()) && r.status() >= 400 && tab.errors.push(`HTTP ${r.status()}: ${r.url()}`));
    return tab;
  }

  async function visit(tab: Tab, url: string): Promise<Visit> {
    // The previous design's document ends first, so its cancelled requests are not counted against this one.
    await tab.page.goto('about:blank');
    tab.errors = [];
    tab.requests = new WeakSet();
    const res = await tab.page.goto(url, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await tab.page.evaluate(() => document.fonts.ready);
    return tab;
  }

  it.each(THEME_CATALOGUE.map((entry) => [entry.id, entry.title] as const))(
    'design %i (%s)',
    async (id, title) => {
      for (const size of WIDTHS) {
        const { page, errors } = await visit(tabs[size.name]!, `${server.url}/designs/${id}`);
        const where = `/designs/${id} (${title}) at ${size.width} px`;

        // The type scale: the names lead, date and place are clearly smaller and hold on two lines.
        const type = await page.evaluate(inspectType);
        expect(type.names, `${where}: names`).toBeGreaterThan(0);
        for (const other of type.others) expect(other.px, `${where}: ${other.what} against the names`).toBeLessThan(type.names);
        expect(type.date, `${where}: date against the names`).toBeLessThanOrEqual(type.names * 0.6);
        expect(type.place, `${where}: place against the names`).toBeLessThanOrEqual(type.names * 0.6);
        expect(type.dateLines.length, `${where}: date lines ${type.dateLines.join(' / ')}`).toBeLessThanOrEqual(2);
        expect(type.placeLines.length, `${where}: place lines ${type.placeLines.join(' / ')}`).toBeLessThanOrEqual(2);
        for (const line of [...type.dateLines, ...type.placeLines]) expect(line, `${where}: a dangling "·"`).not.toMatch(/^·|·$/);
        for (const gap of type.joinerGaps) expect(gap, `${where}: ampersand against the names' letters`).toBeGreaterThan(0);
        if (size.light) {
          expect(type.overflow, `${where}: horizontal overflow`).toBeLessThanOrEqual(0);
          expect(errors, `${where}: console`).toEqual([]);
          continue;
        }

        const seen = await page.evaluate(inspect);
        expect(seen.theme, where).toBe(title);
        if (seen.family) families.set(seen.family, [...new Set([...(families.get(seen.family) ?? []), id])]);

        // Hero: the design's drawn art or the hero photo, never an empty band.
        expect(seen.heroHeight, `${where}: hero height`).toBeGreaterThan(150);
        expect(seen.heroArt + seen.heroPhotos, `${where}: hero art or hero image`).toBeGreaterThan(0);

        // Menu: at least two links, each to a section that renders.
        expect(seen.anchors.length, `${where}: menu links`).toBeGreaterThanOrEqual(2);
        expect(seen.unresolved, `${where}: menu anchors without a section`).toEqual([]);

        // Phone: the RSVP button is within the first viewport: the top bar's, uncovered and at least 44 px square.
        if (size.phone) {
          expect(seen.rsvpInView.length, `${where}: RSVP button in the first viewport`).toBeGreaterThan(0);
          expect(seen.barRsvp, `${where}: the top bar's RSVP button`).toMatchObject({ inView: true, onTop: true });
          expect(Math.min(seen.barRsvp!.width, seen.barRsvp!.height), `${where}: the top bar's RSVP button's size`).toBeGreaterThanOrEqual(44);
        }

        // The countdown's labels hold on one line in the family's tiles.
        expect(seen.brokenLabels, `${where}: countdown labels broken over two lines`).toEqual([]);

        // Nothing scrolls sideways.
        expect(seen.overflow, `${where}: horizontal overflow by ${seen.wideElements.join(', ')}`).toBeLessThanOrEqual(0);

        // Scroll through so lazy photos load and islands hydrate (their errors reach the console check). An island
        // hydrates within 200 px of the screen (client-boot's rootMargin) and Chromium loads a lazy photo sooner, so
        // steps of a screen plus 200 px leave nothing unseen (each screen's reach overlaps the next by 200 px).
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight + 200) {
            window.scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          }
          window.scrollTo(0, 0);
        });
        if (takeScreenshots) await shoot(page, id, title, size.width);
        expect(errors, `${where}: console`).toEqual([]);
      }
    },
    120_000,
  );

  /** The first screen, once its images are in: lazy ones elsewhere (further along a gallery slider) never load. */
  async function shoot(page: Page, id: number, title: string, width: number) {
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
    await fs.promises.mkdir(SCREENS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS_DIR, `${String(id).padStart(2, '0')}-${title}-${width}.jpg`), type: 'jpeg', quality: 70 });
  }
});
