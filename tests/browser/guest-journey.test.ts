// The guest journey in Chromium with JavaScript off, on a phone: a guest finds themselves on the
// RSVP page (the answer form opens: "started"), the couple sees it on /app/journey and nudges
// the guests who were never reached, with plain forms.
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, weddings } from '../../src/db/schema';
import { addGuest } from '../../src/domain/guests/guest-list';
import { SESSION_COOKIE } from '../../src/server/middleware/session';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer } from '../helpers/browser';

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

    const couple = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await couple.addCookies([{ name: SESSION_COOKIE, value: token, url: server.url }]);
    const page = await couple.newPage();
    await page.goto(`${server.url}/app/journey`);
    expect(await page.textContent('[data-testid="here-started"]')).toBe('1');
    expect(await page.textContent('[data-testid="here-not-sent"]')).toBe('1');
    expect(await page.textContent('[data-testid="nudge-not-sent"]')).toBe('Nudge 1 guest');
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/journey-phone.png`, fullPage: true });

    await page.click('[data-testid="nudge-not-sent"]');
    await page.waitForURL(`${server.url}/app/journey`);
    await expect.poll(() => page.content()).toContain('Email sent to 1 recipient.');
    const reminders = server.db
      .select()
      .from(emails)
      .where(eq(emails.weddingId, wedding.id))
      .all()
      .filter((e) => e.kind === 'reminder');
    expect(reminders.map((e) => e.guestId)).toEqual([bob.id]);
    expect(reminders.some((e) => e.guestId === ann.id)).toBe(false);
    await couple.close();
  }, 60_000);
});
