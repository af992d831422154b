// The guest journey in Chromium: with JavaScript off, on a phone, a guest finds themselves on the
// RSVP page (the answer form opens: "started"), the couple sees it on /app/journey and nudges
// the guests who were never reached, through a confirmation page; with JavaScript on, a nudge
// asks in the send dialog and a refused one opens 'Daily limit reached' (issue 22 item 10).
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, weddings } from '../../src/core/db/schema';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

describe.skipIf(!hasBrowser)('/app/journey in Chromium without JavaScript', () => {
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

  it('a guest opening the answer form shows as started; a nudge reaches the guests not sent yet', async () => {
    const weddingUrl = `journey-${Date.now()}`;
    const { user, wedding, token } = await createTestUser(server.db, { role: 'userPaid', weddingUrl, email: `${weddingUrl}@example.com` });
    server.db
      .update(weddings)
      .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo' } })
      .where(eq(weddings.id, wedding.id))
      .run();
    const owner = { weddingId: wedding.id, role: user.role };
    const ann = addGuest(server.db, owner, { name: 'Ann Lee', email: 'ann@example.com' });
    const bob = addGuest(server.db, owner, { name: 'Bob Ray', email: 'bob@example.com' });

    const guest = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const guestPage = await guest.newPage();
    await guestPage.goto(`${server.url}/${weddingUrl}/rsvp`);
    await guestPage.fill('[data-testid="rsvp-find-form"] input[name="name"]', 'Ann Lee');
    await guestPage.click('[data-testid="rsvp-find-form"] button[type="submit"]');
    await guestPage.waitForURL(/\/rsvp\?token=/);
    await guest.close();

    const couple = await signedInContext(browser, server.url, token, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await couple.newPage();
    await page.goto(`${server.url}/app/journey`);
    expect(await page.textContent('[data-testid="here-started"]')).toBe('1');
    expect(await page.textContent('[data-testid="here-not-sent"]')).toBe('1');
    expect(await page.textContent('[data-testid="nudge-not-sent"]')).toBe('Nudge 1 guest');
    await reviewScreenshot(page, 'journey-phone.png', { fullPage: true });

    // A nudge asks first (issue 22 item 10): a confirmation page with the count and who, nothing sent yet.
    const reminders = () =>
      server.db
        .select()
        .from(emails)
        .where(eq(emails.weddingId, wedding.id))
        .all()
        .filter((e) => e.kind === 'reminder');
    await page.click('[data-testid="nudge-not-sent"]');
    await page.waitForSelector('[data-testid="nudge-confirm"]');
    expect(await page.textContent('[data-testid="nudge-confirm"] h2')).toBe('Nudge 1 guest?');
    expect(await page.textContent('[data-testid="nudge-confirm"]')).toContain('Bob Ray');
    expect(reminders()).toEqual([]);
    await reviewScreenshot(page, 'nudge-confirm-390.png', { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await reviewScreenshot(page, 'nudge-confirm-1440.png', { fullPage: true });
    // Cancel goes back without sending.
    await page.click('[data-testid="nudge-confirm"] a:has-text("Cancel")');
    await page.waitForURL(`${server.url}/app/journey`);
    expect(reminders()).toEqual([]);

    await page.click('[data-testid="nudge-not-sent"]');
    await page.click('[data-testid="nudge-confirm"] button[type="submit"]');
    await page.waitForURL(`${server.url}/app/journey`);
    await expect.poll(() => page.content()).toContain('Email sent to 1 recipient.');
    expect(reminders().map((e) => e.guestId)).toEqual([bob.id]);
    expect(reminders().some((e) => e.guestId === ann.id)).toBe(false);
    await couple.close();
  }, 60_000);
});

describe.skipIf(!hasBrowser)('/app/journey in Chromium with JavaScript', () => {
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

  it("a nudge opens the send dialog with the count; Cancel sends nothing; a second nudge the same day opens 'Daily limit reached'", async () => {
    const weddingUrl = `journey-js-${Date.now()}`;
    const { user, wedding, token } = await createTestUser(server.db, { role: 'userPaid', weddingUrl, email: `${weddingUrl}@example.com` });
    const owner = { weddingId: wedding.id, role: user.role };
    const guests = ['Ann Lee', 'Bob Ray', 'Cat Fox'].map((name) =>
      addGuest(server.db, owner, { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` }),
    );
    const reminders = () =>
      server.db
        .select()
        .from(emails)
        .where(eq(emails.weddingId, wedding.id))
        .all()
        .filter((e) => e.kind === 'reminder');

    const context = await signedInContext(browser, server.url, token, { viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/app/journey`);
    await page.waitForSelector('wb-island[data-island="SendDialogs"][data-hydrated="true"]', { state: 'attached' });

    await page.click('[data-testid="nudge-not-sent"]');
    const dialog = page.locator('dialog[open] [data-action="SEND_REMINDER_BULK"]');
    await dialog.waitFor();
    expect(await page.locator('dialog[open] h2').textContent()).toBe('Nudge 3 guests');
    expect(await dialog.textContent()).toContain('(3 guests)');
    await reviewScreenshot(page, 'nudge-dialog-1440.png');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    expect(reminders()).toEqual([]);

    await page.click('[data-testid="nudge-not-sent"]');
    await page.locator('dialog[open] [data-action="SEND_REMINDER_BULK"]').waitFor();
    const reloaded = page.waitForEvent('load');
    await page.click('dialog[open] button.btn--primary');
    await reloaded;
    await expect.poll(() => page.locator('#toasts').textContent()).toContain('Email sent to 3 recipients.');
    expect(reminders()).toHaveLength(3);

    // Bob visits his RSVP page; a nudge of the step he is at meets the day's limit: the limit dialog, nothing sent.
    server.db.update(emails).set({ status: 'sent' }).where(eq(emails.weddingId, wedding.id)).run();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/app/journey`);
    await page.click('[data-testid="nudge-sent"]');
    await page.locator('dialog[open] [data-action="SEND_REMINDER_BULK"]').waitFor();
    await page.click('dialog[open] button.btn--primary');
    const notice = page.locator('dialog[open] [data-testid="limit-notice"]');
    await notice.waitFor();
    expect(await page.locator('dialog[open] h2').textContent()).toBe('Daily limit reached');
    expect(await notice.textContent()).toMatch(/You can try again after .+\./);
    await reviewScreenshot(page, 'nudge-limit-390.png');
    expect(reminders()).toHaveLength(3);
    expect(guests).toHaveLength(3);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
