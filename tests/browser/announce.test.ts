import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, guests, invites, weddings } from '../../src/core/db/schema';
import { nameKey } from '../../src/shared/guests/names';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, takeScreenshots, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

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

  // Issue 27 item 2: the card's words per language on a phone. With SCREENSHOTS=1 the editor is captured at 390 and
  // 1440 px, and the invitation e-mailed to a Spanish and an Arabic guest at both widths.
  it('on a 390 px phone the editor writes the card in each of the wedding’s languages, Arabic right to left', async () => {
    const stamp = Date.now();
    const couple = await createTestUser(server.db, { role: 'userPaid', weddingUrl: `announce-lang-${stamp}`, email: `lang-${stamp}@example.com` });
    server.db
      .update(weddings)
      .set({
        content: { brideGroomOneName: 'Amelia', brideGroomTwoName: 'Jonah' },
        weddingDate: new Date('2026-09-12T22:00:00Z'),
        languages: ['en', 'es', 'ar'],
      })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    const context = await signedInContext(browser, server.url, couple.token, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/app/announce/invitations`);
      const spanish = page.getByRole('group', { name: 'In Spanish' });
      const arabic = page.getByRole('group', { name: 'In Arabic' });
      await expect.poll(() => spanish.isVisible()).toBe(true);
      // Each language's field shows in grey what its readers get: Vowly's words in that language.
      expect(await spanish.getByLabel('Heading in Spanish').getAttribute('placeholder')).toBe('Junto con sus familias');
      const arabicMessage = arabic.getByLabel('Message in Arabic');
      expect(await arabicMessage.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.fill('textarea[name="heading"]', 'Join us');
      await spanish.getByLabel('Heading in Spanish').fill('Acompáñanos');
      await spanish.getByLabel('Message in Spanish').fill('Queremos celebrarlo contigo.');
      await arabic.getByLabel('Heading in Arabic').fill('انضموا إلينا');
      await arabicMessage.fill('نود أن نحتفل معكم');
      await page.click('[data-testid="card-form"] button[type="submit"]');
      await expect.poll(() => page.locator('.toast').first().textContent()).toBe('Invite updated');
      expect(await page.getByRole('group', { name: 'In Spanish' }).getByLabel('Heading in Spanish').inputValue()).toBe('Acompáñanos');
      const row = server.db.select().from(invites).where(eq(invites.weddingId, couple.wedding.id)).get()!;
      expect((row.fields as Record<string, unknown>).invite).toEqual({
        heading: 'Join us',
        translations: {
          es: { heading: 'Acompáñanos', message: 'Queremos celebrarlo contigo.' },
          ar: { heading: 'انضموا إلينا', message: 'نود أن نحتفل معكم' },
        },
      });
      expect(errors).toEqual([]);
      if (takeScreenshots) await captureLanguages(page, couple.wedding.id);
    } finally {
      await context.close();
    }
  });

  /** The editor at both widths, then the invitation e-mailed to a Spanish and an Arabic guest (sent from the page). */
  async function captureLanguages(page: Page, weddingId: string) {
    await page.locator('[data-testid="card-language-es"]').scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'card-languages-390.png');
    await page.locator('[data-testid="card-language-ar"]').scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'card-languages-ar-390.png');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('[data-testid="card-language-es"]').scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'card-languages-1440.png');
    const add = (name: string, email: string, language: string) =>
      server.db
        .insert(guests)
        .values({ weddingId, name, nameKey: nameKey(name), email, language })
        .returning()
        .get();
    const guestsToSend = [add('Ana Ruiz', 'ana@example.com', 'es'), add('Omar Haddad', 'omar@example.com', 'ar')];
    await page.reload();
    for (const guest of guestsToSend) await page.check(`input[aria-label="Send to ${guest.name}"]`);
    await page.click('[data-testid="send-single"] button[type="submit"]');
    await page.click('[data-testid="email-dialog"] button.btn--primary');
    await page.waitForURL(/\/sent$/);
    const mails = server.db.select().from(emails).where(eq(emails.weddingId, weddingId)).all();
    for (const [lang, to] of [
      ['es', 'ana@example.com'],
      ['ar', 'omar@example.com'],
    ]) {
      const html = mails.find((m) => m.to === to)!.html;
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.setContent(html, { waitUntil: 'load' });
        await reviewScreenshot(page, `card-email-${lang}-${width}.png`, { fullPage: true });
      }
    }
  }
});
