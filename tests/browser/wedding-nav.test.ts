/** The wedding site's top bar on a 390 px phone and on a desktop: RSVP always at hand, a menu that works without JavaScript. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoImages } from '../../src/seed/demo-images-render';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** The RSVP button's box, and whether it is the element actually shown at its centre (not covered). */
async function rsvpButton(page: Page) {
  return page.locator('.w-bar__rsvp').evaluate((button) => {
    const box = button.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      width: box.width,
      height: box.height,
      onTop: button === atCentre || button.contains(atCentre),
    };
  });
}

async function expectRsvpInView(page: Page) {
  const button = await rsvpButton(page);
  expect(button.top).toBeGreaterThanOrEqual(0);
  expect(button.bottom).toBeLessThanOrEqual(844);
  expect(button.left).toBeGreaterThanOrEqual(0);
  expect(button.right).toBeLessThanOrEqual(390);
  expect(button.height).toBeGreaterThanOrEqual(44);
  expect(button.width).toBeGreaterThanOrEqual(44);
  expect(button.onTop).toBe(true);
}

async function noHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** The menu's anchors, and for each the rendered element it points to (its top in the document, visible or not). */
async function menuTargets(page: Page) {
  return page.locator('.w-bar__links a').evaluateAll((links) =>
    links.map((link) => {
      const id = link.getAttribute('href')!.slice(1);
      const target = document.getElementById(id);
      const box = target?.getBoundingClientRect();
      return { id, found: Boolean(target), top: box ? box.top + window.scrollY : -1, height: box?.height ?? 0 };
    }),
  );
}

describe.skipIf(!hasBrowser)('the wedding top bar', () => {
  let server: SharedServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await ensureDemoImages();
    server = useSharedServer();
    browser = await connectBrowser();
  }, 240_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('on a 390 px phone: RSVP in the first viewport and still there after scrolling, no horizontal overflow, every menu anchor a rendered section in page order', async () => {
    const context = await browser.newContext(PHONE);
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/demo`);
    await expectRsvpInView(page);
    expect(await page.locator('.w-bar__rsvp').getAttribute('href')).toBe('/demo/rsvp');
    // The menu is folded: its links are hidden behind the Menu button, which is a 44 px target.
    expect(await page.locator('.w-bar__links').isVisible()).toBe(false);
    const toggle = await page.locator('.w-bar__toggle').boundingBox();
    expect(toggle!.height).toBeGreaterThanOrEqual(44);
    expect(await noHorizontalOverflow(page)).toBe(true);

    for (const y of [900, 2500, 5000]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expectRsvpInView(page);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectRsvpInView(page);
    expect(await noHorizontalOverflow(page)).toBe(true);

    const targets = await menuTargets(page);
    // Every section with a heading, Travel & Stay, the registry link and the RSVP card included (issue 25 item 3).
    const ids = targets.map((t) => t.id);
    for (const id of ['our-story', 'gallery', 'schedule', 'wedding-party', 'gallery-two', 'travel', 'link', 'rsvp']) expect(ids).toContain(id);
    for (const target of targets) {
      expect(target.found, target.id).toBe(true);
      expect(target.height, target.id).toBeGreaterThan(0);
    }
    const tops = targets.map((t) => t.top);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    expect(errors).toEqual([]);
  });

  it('with JavaScript off the Menu button opens the menu; a picked section closes it and lands below the bar', async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/demo`);
    const menu = page.locator('#w-menu');
    expect(await menu.isVisible()).toBe(false);

    await page.locator('.w-bar__toggle').click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    const links = page.locator('.w-bar__links a');
    for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
    // The RSVP button stays reachable over the open menu.
    await expectRsvpInView(page);

    await page.locator('.w-bar__links a[href="#schedule"]').click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#schedule');
    const landed = () =>
      page.evaluate(() => {
        const bar = document.querySelector('.w-bar')!.getBoundingClientRect();
        const heading = document.querySelector('#schedule')!.getBoundingClientRect();
        return { barBottom: bar.bottom, top: heading.top };
      });
    // The jump may glide (smooth scrolling): wait until it settles near the top.
    await expect.poll(async () => (await landed()).top, { timeout: 5000 }).toBeLessThan(200);
    const settled = await landed();
    expect(settled.top).toBeGreaterThanOrEqual(settled.barBottom - 1);

    // Opened again, 'Close menu' folds it without a section.
    await page.locator('.w-bar__toggle').click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.locator('.w-bar__close').click();
    await expect.poll(() => menu.isVisible()).toBe(false);
  });

  // Every design's top bar at 390 px (RSVP in the first viewport, nothing wider) is checked by designs-every.test.ts.

  it('on a desktop the menu is one row of links, then More, beside the monogram and the RSVP button', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/demo`);
    expect(await page.locator('.w-bar__toggle').isVisible()).toBe(false);
    // The links that fit sit in one row; the rest are under "More" (issue 25 item 3).
    const boxes = await page.locator('.w-bar__links a:visible').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().top));
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    expect(await page.locator('.w-bar__more-toggle').isVisible()).toBe(true);
    const rsvp = await page.locator('.w-bar__rsvp').boundingBox();
    expect(rsvp!.y + rsvp!.height).toBeLessThanOrEqual(900);
    expect(await noHorizontalOverflow(page)).toBe(true);
  });
});
