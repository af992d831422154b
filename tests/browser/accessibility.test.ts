/**
 * axe-core in Chromium (issue 11 §9): no serious or critical violation on /demo and on one
 * design of each family, at 1280 and 390 px. axe's source is injected into the page, as its
 * documentation describes for any browser driver.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_CATALOGUE } from '../../src/shared/wedding';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WIDTHS = [
  { width: 1280, height: 900, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const;

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

/** axe's serious and critical violations, after the page (and its islands) have settled. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Finding[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target as string[], summary: (n as unknown as { failureSummary: string }).failureSummary })),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Brings every island into view so those that hydrate when visible (the gallery) are checked hydrated, then back to the top. */
async function settle(page: Page) {
  // In the page, one island after the other: up to 10 s each to hydrate (the round trips per island cost more than the wait).
  await page.evaluate(async () => {
    // Live: an island that appears as another hydrates is visited too.
    const islands = document.getElementsByTagName('wb-island') as HTMLCollectionOf<HTMLElement>;
    for (let i = 0; i < islands.length; i++) {
      const island = islands[i]!;
      // An island renders with display: contents; its first element is what scrolls into view.
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
      const until = performance.now() + 10_000;
      while (island.dataset.hydrated !== 'true' && performance.now() < until) await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
}

describe.skipIf(!hasBrowser)('axe-core finds no serious or critical violation', () => {
  let server: SharedServer;
  let browser: Browser;
  /** One design per family, read from each design's own page (data-family on the site root). */
  const pages: [string, string][] = [['/demo', 'the seeded demo']];

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
    const seen = new Set<string>();
    for (const entry of THEME_CATALOGUE) {
      const html = await (await fetch(`${server.url}/designs/${entry.id}`)).text();
      const family = /class="wsite"[^>]*data-family="([a-z-]+)"/.exec(html)?.[1] ?? /data-family="([a-z-]+)"/.exec(html)?.[1];
      // Without families every fifth design stands in for a spread.
      const key = family ?? `spread-${Math.floor((entry.id - 1) / 5)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pages.push([`/designs/${entry.id}`, `${entry.title} (${key})`]);
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('covers the demo and at least six families', () => {
    expect(pages.length).toBeGreaterThanOrEqual(7);
  });

  for (const size of WIDTHS) {
    it(`at ${size.width} px`, async () => {
      // bypassCSP: the page's script-src 'self' would refuse the injected axe source.
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        isMobile: size.isMobile,
        hasTouch: size.isMobile,
        bypassCSP: true,
      });
      const failures: string[] = [];
      // One page navigated from one to the next: a new page each time cost a renderer process.
      const page = await context.newPage();
      for (const [path, name] of pages) {
        await page.goto(`${server.url}${path}`);
        await settle(page);
        for (const v of await seriousViolations(page)) {
          failures.push(`${path} ${name}: [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.summary}`).join('\n')}`);
        }
      }
      await context.close();
      expect(failures.join('\n')).toBe('');
    }, 240_000);
  }
});
