import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWeddingById } from '../../src/core/db/weddings';
import { weddings } from '../../src/core/db/schema';
import { TEXT_HINTS } from '../../src/shared/wedding/record';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

/** The Publish step (issue 22 item 12), in Chromium: the builder's and the dashboard's buttons, what guests see before and after. */
describe.skipIf(!hasBrowser)('publishing a new site', () => {
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

  /** A couple whose wedding is new: names and date set, not published yet. */
  async function newCouple(weddingUrl: string) {
    const couple = await createTestUser(server.db, { weddingUrl, name: 'Noor Haddad' });
    server.db
      .update(weddings)
      .set({ published: false, weddingDate: new Date('2027-08-21T16:30:00Z'), content: { brideGroomOneName: 'Noor', brideGroomTwoName: 'Sam' } })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    const published = () => findWeddingById(server.db, couple.wedding.id)!.published;
    return { couple, published };
  }

  async function signedIn(token: string, width: number): Promise<BrowserContext> {
    const context = await signedInContext(browser, server.url, token, { viewport: { width, height: 900 } });
    return context;
  }

  // One test per width: each is a full run (a new couple, the guest, the preview, the builder).
  for (const width of [1440, 390]) {
    it(`guests see coming soon, the couple previews, then publishes and unpublishes from the builder (${width} px)`, async () => {
      const { couple, published } = await newCouple(`noor-and-sam-${width}`);
      // A guest: the coming-soon card in the wedding's design, no sideways scroll.
      const guest = await browser.newPage({ viewport: { width, height: 844 } });
      await guest.goto(`${server.url}/noor-and-sam-${width}`);
      expect(await guest.locator('h1.w-names').textContent()).toBe('Noor & Sam');
      expect(await guest.locator('.w-header__kicker').textContent()).toBe('Coming soon');
      expect(await guest.locator('.w-date').textContent()).toContain('2027');
      expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(guest, `coming-soon-${width}.png`, { fullPage: true });

      // The couple: the preview bar over the real site.
      const context = await signedIn(couple.token, width);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${server.url}/noor-and-sam-${width}`);
      expect(await page.locator('[data-testid="preview-bar"]').textContent()).toContain('Preview — not published yet');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(page, `preview-bar-${width}.png`);

      // The builder's Publish step.
      await page.goto(`${server.url}/builder`);
      await page.waitForSelector('[data-testid="builder"]');
      expect(await page.textContent('[data-testid="publish-state"]')).toBe('Not published');
      expect(await page.getByRole('link', { name: 'Preview your site' }).getAttribute('href')).toBe(`${server.url}/noor-and-sam-${width}`);
      await reviewScreenshot(page.locator('.b-top'), `builder-publish-${width}.png`);
      if (width === 1440) {
        // The guidance shows only here: as the empty Our Story's hint in the preview and its text box's placeholder.
        const hint = page.locator('.b-preview [data-section="ourStory"] .w-hint');
        expect(await hint.textContent()).toBe(TEXT_HINTS.ourStoryComment);
        await reviewScreenshot(hint, 'builder-hint-1440.png');
        await page.locator('.b-order').getByRole('button', { name: 'Our story', exact: true }).click();
        expect(await page.locator('textarea[name="ourStoryComment"]').getAttribute('placeholder')).toBe(TEXT_HINTS.ourStoryComment);
        expect(await page.inputValue('textarea[name="ourStoryComment"]')).toBe('');
      }
      await page.getByRole('button', { name: 'Publish site' }).click();
      await expect.poll(() => page.textContent('[data-testid="publish-state"]')).toBe('Published');
      expect(published()).toBe(true);
      await guest.reload();
      expect(await guest.locator('.wsite').count()).toBe(1);
      expect(await guest.content()).not.toContain('Coming soon');

      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect.poll(() => page.textContent('[data-testid="publish-state"]')).toBe('Not published');
      expect(published()).toBe(false);
      await guest.reload();
      expect(await guest.locator('.w-header__kicker').textContent()).toBe('Coming soon');
      expect(errors).toEqual([]);
      await guest.close();
      await context.close();
    });
  }

  it('the dashboard offers the preview and publishes without JavaScript (1440 and 390 px)', async () => {
    const { couple, published } = await newCouple('noor-and-sam-app');
    for (const width of [1440, 390]) {
      server.db.update(weddings).set({ published: false }).where(eq(weddings.id, couple.wedding.id)).run();
      const context = await signedInContext(browser, server.url, couple.token, { viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      // The setup wizard's last step says the same.
      await page.goto(`${server.url}/app/setup/publish`);
      expect(await page.textContent('main')).toContain('Not published yet');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(page.locator('.setup'), `setup-publish-${width}.png`);
      await page.goto(`${server.url}/app`);
      const step = page.locator('[data-testid="publish-step"]');
      expect(await step.textContent()).toContain('Not published yet');
      expect(await step.getByRole('link', { name: 'Preview your site' }).getAttribute('href')).toBe(`${server.url}/noor-and-sam-app`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(step, `dashboard-publish-${width}.png`);
      await step.getByRole('button', { name: 'Publish site' }).click();
      await page.waitForURL(`${server.url}/app`);
      expect(published()).toBe(true);
      expect(await page.textContent('main')).toContain('Published at');
      await context.close();
    }
  });
});
