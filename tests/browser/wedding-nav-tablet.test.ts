/**
 * Issue 25 item 3, tablets and small laptops: from 768 to 1279 px the wedding site's top bar is one
 * row (the links that fit, the rest under "More"); the menu lists every rendered section with a
 * heading (Travel & Stay, the registry link, the RSVP card) in page order, every entry resolves to an
 * element on the page, and the couple can take an entry out of the menu in the builder.
 */
import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../src/core/db/schema';
import { ensureDemoImages } from '../../src/seed/demo-images-render';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';
import { openBuilder, savedAll } from './builder-page';

const WIDTHS = [768, 900, 1024, 1279];
// The demo and designs from each family (classic, botanical, editorial, minimal, celestial, romantic, playful…).
const PATHS = ['/demo', '/designs/1', '/designs/4', '/designs/8', '/designs/12', '/designs/16', '/designs/20', '/designs/24', '/designs/28', '/designs/33'];

/** The bar's row, measured: its height, the links shown in it, what "More" holds, and where each entry points. */
function measureBar(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const bar = document.querySelector('.w-bar')!.getBoundingClientRect();
    const inner = document.querySelector('.w-bar__inner')!.getBoundingClientRect();
    const menu = document.querySelector('.w-bar__menu')?.getBoundingClientRect();
    const inline = [...document.querySelectorAll<HTMLAnchorElement>('.w-bar__links a')].filter(shown);
    // Under "More": the entries whose item is not hidden at this width (the panel itself opens on demand).
    const more = [...document.querySelectorAll<HTMLLIElement>('.w-bar__more-links li')].filter((li) => getComputedStyle(li).display !== 'none');
    const moreToggle = document.querySelector('.w-bar__more-toggle');
    const rsvp = document.querySelector('.w-bar__rsvp')!.getBoundingClientRect();
    const rowItems = [...inline, ...(moreToggle && shown(moreToggle) ? [moreToggle] : [])].map((el) => el.getBoundingClientRect());
    const all = [...document.querySelectorAll<HTMLAnchorElement>('.w-bar__links a')];
    return {
      barHeight: bar.height,
      tops: rowItems.map((box) => Math.round(box.top + box.height / 2)),
      // Every shown link lies inside the menu's box and left of the RSVP button.
      clipped: inline
        .map((a) => ({ text: a.textContent, box: a.getBoundingClientRect() }))
        .filter(({ box }) => !menu || box.left < menu.left - 1 || box.right > menu.right + 1 || box.right > rsvp.left)
        .map(({ text }) => text),
      overflow: inner.right > window.innerWidth + 1 || document.documentElement.scrollWidth > document.documentElement.clientWidth,
      moreShown: Boolean(moreToggle && shown(moreToggle)),
      inline: inline.map((a) => a.getAttribute('href')!),
      more: more.map((li) => li.querySelector('a')!.getAttribute('href')!),
      entries: all.map((a) => {
        const id = a.getAttribute('href')!.slice(1);
        const target = document.getElementById(id);
        const box = target?.getBoundingClientRect();
        return { href: `#${id}`, found: Boolean(target), top: box ? box.top + window.scrollY : -1, height: box?.height ?? 0 };
      }),
    };
  });
}

describe.skipIf(!hasBrowser)('the wedding top bar on tablets and small laptops', () => {
  let server: SharedServer;
  let browser: Browser;
  beforeAll(async () => {
    await ensureDemoImages();
    server = useSharedServer();
    browser = await connectBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('at 768, 900, 1024 and 1279 px over several designs: one row, nothing clipped, every entry in the row or under More and resolving in page order', async () => {
    const page = await browser.newPage({ viewport: { width: 768, height: 900 } });
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PATHS) {
        await page.goto(`${server.url}${path}`);
        const bar = await measureBar(page);
        const where = `${path} at ${width}px`;
        // One row: the bar is its own height (4rem) and everything in it sits on one line.
        if (bar.barHeight > 66) problems.push(`${where}: bar ${bar.barHeight}px tall`);
        if (new Set(bar.tops).size > 1) problems.push(`${where}: items on ${new Set(bar.tops).size} lines`);
        if (bar.clipped.length > 0) problems.push(`${where}: clipped ${bar.clipped.join(', ')}`);
        if (bar.overflow) problems.push(`${where}: overflows`);
        // Each entry exactly once: in the row or under More (shown only when it holds something).
        const entries = bar.entries.map((e) => e.href);
        expect([...bar.inline, ...bar.more].sort(), where).toEqual([...entries].sort());
        expect(bar.moreShown, where).toBe(bar.more.length > 0);
        // The row keeps page order: its links are the first entries.
        expect(bar.inline, where).toEqual(entries.slice(0, bar.inline.length));
        for (const entry of bar.entries) {
          expect(entry.found, `${where} ${entry.href}`).toBe(true);
          expect(entry.height, `${where} ${entry.href}`).toBeGreaterThan(0);
        }
        const tops = bar.entries.map((e) => e.top);
        expect(
          [...tops].sort((a, b) => a - b),
          where,
        ).toEqual(tops);
      }
    }
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);

  it('"More" opens without JavaScript and a picked section closes it', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/demo`);
    const panel = page.locator('#w-more');
    expect(await panel.isVisible()).toBe(false);
    await page.locator('.w-bar__more-toggle').click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    const link = panel.locator('li:visible a').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
    await context.close();
  });

  it('the menu lists Travel & Stay, the registry link and the RSVP card in page order; the couple hides an entry in the builder', async () => {
    const { page, context, couple, publicPage, errors } = await openBuilder(server, browser, { weddingUrl: 'nav-entries', reducedMotion: true });
    const keys = ['ourStory', 'customOne', 'customEight', 'rsvpMini', 'schedule'] as const;
    const pageOrder = keys.map((title) => ({ title, sidebarActive: true, render: true }));
    server.db
      .update(weddings)
      .set({
        content: {
          pageOrder,
          ourStoryComment: 'We met on a train to Porto.',
          customOneComment: 'Fly into Lisbon; the hotel is a short walk from the venue.',
          customEightLink: 'https://registry.example.com/noor-and-sam',
          tasks: [{ time: '3:30 PM', title: 'Ceremony', text: '', isHeading: false }],
        },
      })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    const menu = (html: string) => [...(html.match(/<ul class="w-bar__links">(.*?)<\/ul>/)?.[1] ?? '').matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(menu(await publicPage())).toEqual(['our-story', 'travel', 'link', 'rsvp', 'schedule']);

    await page.reload();
    await page.waitForSelector('[data-testid="builder"]');
    const panel = page.locator('.b-panel[data-section="customOne"]');
    await panel.locator('.b-panel__title').click();
    await panel.getByLabel('Show in the site’s menu').uncheck();
    expect(await page.textContent('[data-testid="unsaved-areas"]')).toBe('in Menu');
    await panel.locator('.b-save').click();
    await savedAll(page);
    const html = await publicPage();
    expect(menu(html)).toEqual(['our-story', 'link', 'rsvp', 'schedule']);
    // The section itself still shows on the page.
    expect(html).toContain('id="travel"');
    expect(errors).toEqual([]);
    await context.close();
  });
});
