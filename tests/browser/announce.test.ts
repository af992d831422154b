import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, guests, weddings } from '../../src/core/db/schema';
import { nameKey } from '../../src/shared/guests/names';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

describe.skipIf(!hasBrowser)('announce in Chromium', () => {
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

  it('a Pro couple picks a design with a live preview, saves, sends a test and a guest, and the admin sees the test in the e-mail log', async () => {
    const couple = await createTestUser(server.db, { role: 'userPaid', weddingUrl: `announce-${Date.now()}`, email: `couple-${Date.now()}@example.com` });
    server.db
      .update(weddings)
      .set({ content: { brideGroomOneName: 'Amelia', brideGroomTwoName: 'Jonah' }, weddingDate: new Date('2026-09-12T22:00:00Z') })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    const ann = server.db
      .insert(guests)
      .values({ weddingId: couple.wedding.id, name: 'Ann Lee', nameKey: nameKey('Ann Lee'), email: 'ann@example.com' })
      .returning()
      .get();
    server.db
      .insert(guests)
      .values({ weddingId: couple.wedding.id, name: 'No Mail', nameKey: nameKey('No Mail') })
      .run();

    const context = await signedInContext(browser, server.url, couple.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/app/announce`);
    await page.click('[data-testid="announce-invite"] >> text=Edit and send');
    await page.waitForURL(`${server.url}/app/announce/invitations`);

    // Live preview: the frame of the chosen design shows, the others stay hidden, no JavaScript involved.
    expect(await page.isVisible('iframe[data-design="classic"]')).toBe(true);
    expect(await page.isVisible('iframe[data-design="noir"]')).toBe(false);
    await page.click('label.announce__design:has(input[value="noir"])');
    expect(await page.isVisible('iframe[data-design="noir"]')).toBe(true);
    expect(await page.isVisible('iframe[data-design="classic"]')).toBe(false);
    const preview = page.frameLocator('iframe[data-design="noir"]');
    // The names are a picture in the design's names font (issue 25 item 7), the names its alt text.
    const names = preview.locator('h1 img');
    await expect.poll(() => names.getAttribute('alt')).toBe('Amelia & Jonah');
    await expect.poll(() => names.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.fill('textarea[name="heading"]', 'Join us under the stars');
    await page.click('[data-testid="card-form"] button[type="submit"]');
    await expect.poll(() => page.locator('.toast').first().textContent()).toBe('Invite updated');
    expect(await page.isChecked('input[name="design"][value="noir"]')).toBe(true);
    await expect.poll(() => page.frameLocator('iframe[data-design="noir"]').locator('body').textContent()).toContain('Join us under the stars');

    // Guests without an address cannot be chosen.
    expect(await page.isDisabled('input[aria-label="Send to No Mail"]')).toBe(true);

    await page.click('[data-testid="send-test"] button');
    // The EMAIL dialog (test type) says where the test goes before sending (issue 12 item 2).
    await page.waitForSelector('[data-testid="email-dialog"][data-action="SEND_INVITE_TEST"]');
    expect(await page.textContent('[data-testid="email-dialog"]')).toContain(couple.user.email);
    await page.click('[data-testid="email-dialog"] >> text=Send test');
    await expect.poll(() => page.locator('.toast').first().textContent()).toBe('Email sent to 1 recipient.');
    expect(await page.textContent('[data-testid="owner-tests"]')).toContain(`Test to ${couple.user.email}: sending`);

    await page.check('input[aria-label="Send to Ann Lee"]');
    await page.click('[data-testid="send-single"] button[type="submit"]');
    await page.waitForSelector('[data-testid="email-dialog"][data-action="SEND_INVITE_SINGLE"]');
    expect(await page.textContent('[data-testid="email-dialog"]')).toContain('Ann Lee');
    await page.click('[data-testid="email-dialog"] button.btn--primary');
    await page.waitForURL(`${server.url}/app/announce/invitations/sent`);
    expect(await page.textContent(`tr[data-guest="${ann.id}"] .send-state`)).toBe('Sending');
    expect(errors).toEqual([]);

    const rows = server.db.select().from(emails).where(eq(emails.weddingId, couple.wedding.id)).all();
    expect(rows.map((r) => [r.to, r.kind, r.status]).sort()).toEqual(
      [
        ['ann@example.com', 'invite', 'queued'],
        [couple.user.email, 'invite', 'queued'],
      ].sort(),
    );

    // The admin's e-mail log lists the test and shows it rendered.
    const admin = await createTestUser(server.db, { role: 'admin' });
    const adminContext = await signedInContext(browser, server.url, admin.token);
    const log = await adminContext.newPage();
    await log.goto(`${server.url}/app/admin/email-controller`);
    await log.click(`text=[Test] You're invited: Amelia & Jonah`);
    await expect.poll(() => log.frameLocator('iframe.email-preview').locator('body').textContent()).toContain('Join us under the stars');
    expect(await log.textContent('.email-text')).toContain('This is a test sent only to you');
    await adminContext.close();
    await context.close();
  });
});
