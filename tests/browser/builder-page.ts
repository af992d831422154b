// Shared steps of the builder's browser tests: a couple logged in at a desktop or phone width,
// the stored wedding, the public page, and the editor opened (the bottom sheet on a phone).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { findWeddingById } from '../../src/core/db/weddings';
import { readWedding } from '../../src/features/weddings/domain/wedding';
import type { Role } from '../../src/core/db/schema';
import { createTestUser } from '../helpers/auth';
import { type SharedServer, signedInContext } from '../helpers/browser';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function openBuilder(
  server: SharedServer,
  browser: Browser,
  options: { weddingUrl: string; role?: Role; viewport?: ViewportName; reducedMotion?: boolean; clock?: boolean },
) {
  const viewport = options.viewport ?? 'desktop';
  const couple = await createTestUser(server.db, { weddingUrl: options.weddingUrl, role: options.role ?? 'userFree' });
  const context: BrowserContext = await signedInContext(browser, server.url, couple.token, {
    viewport: VIEWPORTS[viewport],
    hasTouch: viewport === 'phone',
    isMobile: viewport === 'phone',
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  // Fail a step with its own message well before the test's 30 s limit.
  context.setDefaultTimeout(8000);
  // clock: Playwright's clock, which runs in real time until a test moves it on with page.clock.runFor().
  if (options.clock) await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${server.url}/builder`);
  await page.waitForSelector('[data-testid="builder"]');
  const stored = () => readWedding(findWeddingById(server.db, couple.wedding.id)!);
  const publicPage = async () => {
    const res = await context.request.get(`${server.url}/${options.weddingUrl}`);
    expect(res.status()).toBe(200);
    return res.text();
  };
  return { couple, context, page, errors, stored, publicPage, viewport };
}

/** On a phone the editor is a bottom sheet: open it with 'Open Editor'. */
export async function showEditor(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') return;
  await page.getByRole('button', { name: 'Open Editor' }).click();
  await expect.poll(() => page.locator('.b-side').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
}

export async function savedAll(page: Page) {
  await expect.poll(() => page.textContent('.b-top__status')).toBe('All changes saved');
}

/** The section keys of the public page (or the preview), top to bottom. */
export function sectionsInOrder(html: string): string[] {
  return [...html.matchAll(/data-section="([a-zA-Z]+)"/g)].map((m) => m[1]!);
}

/** The active sections listed in the sidebar, top to bottom. */
export function sidebarOrder(page: Page) {
  return page.locator('.b-order .b-order__name').allTextContents();
}
