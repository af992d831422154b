import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { weddings } from '../../src/core/db/schema';
import { ACCESS_COOKIE_PREFIX } from '../../src/features/site/domain/site-access/access-cookie';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { rsvpToken } from '../../src/features/guests/domain/rsvp-link';
import { LIMITS, recordFailure, sitePasswordBuckets } from '../../src/core/rate-limit';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { GATE_EMAIL_NEEDED } from '../../src/features/site/domain/site-access';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer } from '../helpers/browser';

describe.skipIf(!hasBrowser)('website password gate in Chromium', () => {
  let server: SharedServer;
  let browser: Browser;
  const weddingIds: Record<string, { id: string; role: 'userPaid' }> = {};

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
    for (const [weddingUrl, password, name] of [
      ['rosa-and-li', 'lanterns', 'Rosa'],
      ['mia-and-omar', 'lanterns', 'Mia'],
    ] as const) {
      const { wedding } = await createTestUser(server.db, { weddingUrl, role: 'userPaid' });
      weddingIds[weddingUrl] = { id: wedding.id, role: 'userPaid' };
      server.db
        .update(weddings)
        .set({
          content: {
            brideGroomOneName: name,
            brideGroomTwoName: 'Partner',
            enablePassword: true,
            websitePassword: password,
            weddingTheme: 'sage',
            ourStoryComment: 'Met at the lantern festival',
          },
        })
        .where(eq(weddings.id, wedding.id))
        .run();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('wrong then right password; the pass opens that wedding only', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/rosa-and-li`);
    expect(new URL(page.url()).pathname).toBe('/password/rosa-and-li');
    // The gate is in the wedding's design with the couple's names (issue 22 item 11), nothing more of the site.
    expect(await page.locator('h1.w-names').textContent()).toBe('Rosa & Partner');
    expect(await page.content()).not.toContain('lantern festival');

    await page.fill('input[name="password"]', 'wrong guess');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.gate__error');
    expect(await page.locator('.gate__error').textContent()).toBe('please double check your credentials');

    await page.fill('input[name="password"]', 'lanterns');
    await page.click('button[type="submit"]');
    await page.waitForURL(`${server.url}/rosa-and-li`);
    expect(await page.locator('h1.w-names').textContent()).toContain('Rosa');
    expect(await page.locator('#toasts').textContent()).toContain('Welcome!');

    // Same password, other wedding: the pass of the first does not open it.
    await page.goto(`${server.url}/mia-and-omar`);
    expect(new URL(page.url()).pathname).toBe('/password/mia-and-omar');
    const cookies = await context.cookies();
    const passes = cookies.filter((cookie) => cookie.name.startsWith(ACCESS_COOKIE_PREFIX));
    expect(passes).toHaveLength(1);
    for (const cookie of passes) expect(cookie.httpOnly).toBe(true);
    await context.close();
  });

  it('is drawn in the wedding design at 390 and 1440 px, with no sideways scrolling', async () => {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      await page.goto(`${server.url}/password/mia-and-omar`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const card = await page.locator('.rsvp-card').boundingBox();
      expect(card!.width).toBeGreaterThan(300);
      await reviewScreenshot(page, `password-gate-${width}.png`, { fullPage: true });
      await page.close();
    }
  });

  it("a guest's personal link opens the site without the password; a stranger still meets the gate", async () => {
    const ann = addGuest(server.db, { weddingId: weddingIds['mia-and-omar']!.id, role: 'userPaid' }, { name: 'Ann Lee', email: 'ann@example.com' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    // Signed with the shared server's secret (DATA_DIR/secret, beside its database).
    const token = rsvpToken({ dataDir: path.dirname(inject('browserRun').dbPath) }, ann);
    await page.goto(`${server.url}/mia-and-omar/rsvp?token=${encodeURIComponent(token)}`);
    expect(new URL(page.url()).pathname).toBe('/mia-and-omar/rsvp');
    await page.waitForSelector('[data-testid="rsvp-answer-form"]');
    await page.goto(`${server.url}/mia-and-omar`);
    expect(new URL(page.url()).pathname).toBe('/mia-and-omar');
    expect(await page.locator('h1.w-names').textContent()).toContain('Mia');
    await context.close();

    const stranger = await browser.newPage();
    await stranger.goto(`${server.url}/mia-and-omar/rsvp?token=${encodeURIComponent(`${token}x`)}`);
    expect(new URL(stranger.url()).pathname).toBe('/password/mia-and-omar');
    await stranger.close();
  });

  it('under attack the gate asks for the invitation e-mail too, and the guest gets in with both', async () => {
    const ceiling = sitePasswordBuckets(weddingIds['rosa-and-li']!.id, undefined)[1]!;
    for (let i = 0; i < LIMITS.sitePasswordWedding.capacity; i++) await recordFailure(sqliteStore(server.db), [ceiling]);
    addGuest(server.db, { weddingId: weddingIds['rosa-and-li']!.id, role: 'userPaid' }, { name: 'Bo Chen', email: 'bo@example.com' });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/password/rosa-and-li`);
    await page.fill('input[name="password"]', 'lanterns');
    await page.click('button[type="submit"]');
    await page.waitForSelector('input[name="email"]');
    expect(await page.locator('.gate__error').textContent()).toBe(GATE_EMAIL_NEEDED);
    await reviewScreenshot(page, 'password-gate-email-390.png', { fullPage: true });
    await page.fill('input[name="password"]', 'lanterns');
    await page.fill('input[name="email"]', 'bo@example.com');
    await page.click('button[type="submit"]');
    await page.waitForURL(`${server.url}/rosa-and-li`);
    await page.close();
  });
});
