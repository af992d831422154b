import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../src/core/db/schema';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { LIMITS, lookupBuckets, recordFailure } from '../../src/core/rate-limit';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { FULL_NAME_NEEDED, LOOKUP_EMAIL_NEEDED } from '../../src/shared/rsvp/texts';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer } from '../helpers/browser';

describe.skipIf(!hasBrowser)('the RSVP find form’s messages in Chromium (JavaScript on)', () => {
  let server: SharedServer;
  let browser: Browser;
  let weddingId = '';

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
    const { user, wedding } = await createTestUser(server.db, { role: 'userPaid', weddingUrl: 'find-limits' });
    weddingId = wedding.id;
    server.db
      .update(weddings)
      .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo' } })
      .where(eq(weddings.id, wedding.id))
      .run();
    addGuest(server.db, { weddingId: wedding.id, role: user.role }, { name: 'Jose Garcia', household: 'Garcias', email: 'jose@example.com' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function findPage(address: string) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'X-Forwarded-For': address } });
    await page.goto(`${server.url}/find-limits/rsvp`);
    await page.waitForSelector('wb-island[data-hydrated]');
    return page;
  }

  async function find(page: Awaited<ReturnType<typeof findPage>>, name: string) {
    await page.fill('[data-testid="rsvp-find-form"] input[name="name"]', name);
    await page.click('[data-testid="rsvp-find-form"] button[type="submit"]');
  }

  it('a first name alone asks for the full name in the form', async () => {
    const page = await findPage('10.77.0.1');
    await find(page, 'Jose');
    await page.waitForSelector('.rsvp-field__error');
    expect(await page.locator('[data-testid="rsvp-find-form"] .rsvp-field__error').textContent()).toBe(FULL_NAME_NEEDED);
    expect(await page.locator('[data-testid="rsvp-request-form"]').count()).toBe(0);
    await page.close();
  });

  it("a client's rate limit is shown in the form, not swallowed", async () => {
    const address = '10.77.0.2';
    for (let i = 0; i < LIMITS.lookupAddress.capacity; i++) await recordFailure(sqliteStore(server.db), [lookupBuckets(weddingId, address)[0]!]);
    const page = await findPage(address);
    await find(page, 'Jose Garcia');
    const alert = page.locator('[data-testid="rsvp-find-form"] .rsvp-form__error');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/);
    await page.close();
  });

  it('under attack it asks for the invitation e-mail; name and e-mail open the answer form', async () => {
    const ceiling = lookupBuckets(weddingId, undefined)[1]!;
    for (let i = 0; i < LIMITS.lookupWedding.capacity; i++) await recordFailure(sqliteStore(server.db), [ceiling]);
    const page = await findPage('10.77.0.3');
    await find(page, 'Jose Garcia');
    await page.waitForSelector('[data-testid="rsvp-find-form"] input[name="email"]');
    expect(await page.locator('.rsvp-notice').textContent()).toBe(LOOKUP_EMAIL_NEEDED);
    await page.fill('[data-testid="rsvp-find-form"] input[name="email"]', 'jose@example.com');
    await page.click('[data-testid="rsvp-find-form"] button[type="submit"]');
    await page.waitForSelector('[data-testid="rsvp-answer-form"]');
    expect(page.url()).toContain('/find-limits/rsvp?token=');
    await page.close();
  });

  it('/rsvp-offline from this wedding is in its design at 390 and 1440 px and leads back (issue 22 item 15)', async () => {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      await page.goto(`${server.url}/rsvp-offline?w=find-limits`);
      expect(await page.locator('h1.w-names').textContent()).toBe('Ana & Jo');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await reviewScreenshot(page, `rsvp-offline-${width}.png`, { fullPage: true });
      await page.click('a.offline__back');
      await page.waitForURL(`${server.url}/find-limits`);
      await page.close();
    }
  });
});
