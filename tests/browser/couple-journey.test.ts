import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findWeddingById } from '../../src/core/db/weddings';
import { readWedding } from '../../src/features/weddings/domain/wedding';
import { weddings } from '../../src/core/db/schema';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

/** A new couple on a phone: setup wizard, quick settings, a design, Pro through the test checkout, the calendar. */
describe.skipIf(!hasBrowser)('a couple’s first hour, on a phone', () => {
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

  it('sets up the site, picks a design, goes Pro and plans an event, with no console errors', async () => {
    const couple = await createTestUser(server.db, { name: 'Noor Haddad' });
    // A new account's wedding is not published yet.
    server.db.update(weddings).set({ published: false }).where(eq(weddings.id, couple.wedding.id)).run();
    const context = await signedInContext(browser, server.url, couple.token, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const stored = () => readWedding(findWeddingById(server.db, couple.wedding.id)!);

    await page.goto(`${server.url}/app`);
    await page.getByRole('link', { name: 'Start setup' }).click();
    await page.fill('input[name="brideGroomOneName"]', 'Noor');
    await page.fill('input[name="brideGroomTwoName"]', 'Sam');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.fill('input[name="date"]', '2027-08-21');
    await page.fill('input[name="time"]', '17:30');
    await page.selectOption('select[name="timeZone"]', 'Europe/Lisbon');
    await page.fill('input[name="weddingLocation"]', 'Sintra');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.fill('input[name="weddingUrl"]', 'noor-and-sam');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('input[name="weddingTheme"][value="garden"]').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${server.url}/app/setup/publish`);
    // The last step: look, then publish (issue 22 item 12).
    await page.getByRole('button', { name: 'Publish site' }).click();
    await page.waitForURL(`${server.url}/builder`);
    await page.waitForSelector('[data-testid="builder"]');
    expect(stored()).toMatchObject({ weddingUrl: 'noor-and-sam', weddingTheme: 'garden', timeZone: 'Europe/Lisbon' });
    expect(stored().content.brideGroomOneName).toBe('Noor');
    expect(stored().published).toBe(true);

    // Quick settings shows the same local date and time back.
    await page.goto(`${server.url}/app/quick-settings`);
    expect(await page.inputValue('input[name="date"]')).toBe('2027-08-21');
    expect(await page.inputValue('input[name="time"]')).toBe('17:30');

    // Preview another design with their own names, then use it.
    await page.goto(`${server.url}/app/designs/33`);
    expect(await page.locator('h1.w-names').textContent()).toContain('Noor');
    await page.getByRole('button', { name: 'Use this design' }).click();
    await page.waitForURL(`${server.url}/app/designs`);
    expect(await page.locator('#toasts').textContent()).toContain('Design updated');
    expect(stored().weddingTheme).toBe('aurora');

    // Pro through the labelled test checkout.
    await page.goto(`${server.url}/app/payments/checkout`);
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.getByRole('button', { name: 'Pay $50.00' }).click();
    await page.waitForURL(/\/payments\/test-checkout\//);
    expect(await page.textContent('[role="alert"]')).toBe('TEST CHECKOUT — no real payment');
    await page.getByRole('button', { name: 'Pay $50.00 (test)' }).click();
    await page.waitForURL(/\/payments\/return\?session_id=/);
    expect(await page.textContent('h1')).toBe('Thank you!');
    await page.goto(`${server.url}/app/settings/billing`);
    expect(await page.textContent('main')).toContain('Pro — one-time payment');

    // An event in the calendar, in the wedding's month.
    await page.goto(`${server.url}/app/calendar?month=2027-08`);
    expect(await page.locator('[data-day="2027-08-21"]').textContent()).toContain('Wedding day');
    await page.fill('input[name="title"]', 'Cake tasting');
    await page.fill('input[name="date"]', '2027-08-05');
    await page.fill('input[name="time"]', '11:00');
    await page.getByRole('button', { name: 'Add event' }).click();
    await page.waitForURL(`${server.url}/app/calendar?month=2027-08`);
    expect(await page.locator('[data-day="2027-08-05"]').textContent()).toContain('11:00 AM Cake tasting');

    expect(errors).toEqual([]);
    await context.close();
  });
});
