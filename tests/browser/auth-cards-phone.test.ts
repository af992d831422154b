// The account and unsubscribe cards on a 390 px phone: the card keeps a margin from the screen's edges
// (QA found the login card and the unsubscribe page's card touching both edges).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

const PAGES = ['/login', '/register', '/user/forgot-password', '/unsubscribe?token=not-a-token'];
const GUTTER = 12;

describe.skipIf(!hasBrowser)('account cards at 390 px', () => {
  let server: SharedServer;
  let browser: Browser;

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(`keep at least ${GUTTER} px from both edges of the screen`, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const edges: Record<string, { left: number; right: number }> = {};
      for (const path of PAGES) {
        await page.goto(`${server.url}${path}`);
        const box = await page.locator('.auth-card').boundingBox();
        expect(box, path).not.toBeNull();
        edges[path] = { left: Math.round(box!.x), right: Math.round(390 - box!.x - box!.width) };
      }
      const tooClose = Object.entries(edges).filter(([, { left, right }]) => left < GUTTER || right < GUTTER);
      expect(Object.fromEntries(tooClose)).toEqual({});
    } finally {
      await context.close();
    }
  });

  it('stay centred on a wide screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      for (const path of PAGES) {
        await page.goto(`${server.url}${path}`);
        const box = (await page.locator('.auth-card').boundingBox())!;
        expect(Math.abs(box.x - (1440 - box.x - box.width)), path).toBeLessThanOrEqual(1);
      }
    } finally {
      await page.close();
    }
  });
});
