// Issue 12 items 1 and 2 in Chromium: the date / web-address confirmation dialog, the EMAIL send
// dialogs and the 'Daily limit reached' notice (announce and special-request e-mail).
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, weddings } from '../../src/core/db/schema';
import { nameKey } from '../../src/shared/guests/names';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

/** A poll that allows for a busy machine (uploads, image processing, page loads). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

describe.skipIf(!hasBrowser)('app dialogs in Chromium', () => {
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

  async function pageFor(token: string, timezoneId?: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await signedInContext(browser, server.url, token, { ...(timezoneId ? { timezoneId } : {}) });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // 4xx answers are the refusals under test; the address input's pattern is issue 12 item 14 (another change).
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource') && !m.text().startsWith('Pattern attribute')) errors.push(m.text());
    });
    return { page, errors, close: () => context.close() };
  }

  it('quick settings asks before changing the date and the web address, and says old links keep redirecting', async () => {
    const stamp = Date.now();
    const couple = await createTestUser(server.db, { weddingUrl: `dlg-${stamp}` });
    server.db
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-14T16:00:00Z') })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    const stored = () => server.db.select().from(weddings).where(eq(weddings.id, couple.wedding.id)).get()!;
    const { page, errors, close } = await pageFor(couple.token);
    await page.goto(`${server.url}/app/quick-settings`);

    await page.fill('input[name="date"]', '2027-07-03');
    await page.click('text=Save settings');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('Change your wedding date?');
    expect(await dialog.locator('[data-action="UPDATE_DATE"]').textContent()).toContain(
      'Saturday, July 3, 2027 at 4:00 PM instead of Monday, June 14, 2027 at 4:00 PM',
    );
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await eventually(() => page.locator('dialog[open]').count()).toBe(0);
    expect(stored().weddingDate?.toISOString()).toBe('2027-06-14T16:00:00.000Z');

    // A taken address is refused before the dialog asks anything (issue 22 item 6).
    await createTestUser(server.db, { weddingUrl: `dlg-taken-${stamp}` });
    await page.fill('input[name="weddingUrl"]', `dlg-taken-${stamp}`);
    await page.click('text=Save settings');
    await eventually(() => page.locator('input[name="weddingUrl"]').evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      'That web address is already taken. Please choose another one.',
    );
    expect(await page.locator('dialog[open]').count()).toBe(0);

    await page.fill('input[name="weddingUrl"]', `dlg-new-${stamp}`);
    expect(await page.locator('input[name="weddingUrl"]').evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
    await page.click('text=Save settings');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('Change your date and web address?');
    expect(await dialog.locator('[data-action="UPDATE_DOMAIN"]').textContent()).toContain(
      'the old address keeps redirecting guests there, and no other wedding can take it for 12 months',
    );
    await dialog.getByRole('button', { name: 'Yes, change it' }).click();
    await eventually(() => page.locator('#toasts').textContent()).toContain('Settings saved');
    expect(stored()).toMatchObject({ weddingUrl: `dlg-new-${stamp}` });
    expect(stored().weddingDate?.toISOString()).toBe('2027-07-03T16:00:00.000Z');

    // The old address now leads guests to the new one.
    const guest = await browser.newPage();
    await guest.goto(`${server.url}/dlg-${stamp}`);
    expect(new URL(guest.url()).pathname).toBe(`/dlg-new-${stamp}`);
    await guest.close();
    expect(errors).toEqual([]);
    await close();
  });

  it("a new wedding takes the browser's time zone, with the venue's one click away (issue 22 item 4)", async () => {
    const couple = await createTestUser(server.db, { weddingUrl: `tz-${Date.now()}` });
    const stored = () => server.db.select().from(weddings).where(eq(weddings.id, couple.wedding.id)).get()!;
    expect(stored().timeZone).toBe('UTC');
    const { page, errors, close } = await pageFor(couple.token, 'Europe/Rome');
    await page.goto(`${server.url}/app/setup/date`);
    const zone = page.locator('select[name="timeZone"]');
    await eventually(() => zone.inputValue()).toBe('Europe/Rome');
    expect(await page.getByTestId('time-zone-guessed').textContent()).toContain('Europe/Rome');
    await page.fill('input[name="weddingLocation"]', 'The Plaza · New York');
    await page.getByRole('button', { name: "Use the venue's time zone (America/New York)" }).click();
    expect(await zone.inputValue()).toBe('America/New_York');
    await page.fill('input[name="date"]', '2027-09-04');
    await page.getByRole('button', { name: /Next/ }).click();
    await eventually(() => stored().timeZone).toBe('America/New_York');
    // Once chosen, quick settings shows the saved zone, not the browser's.
    await page.goto(`${server.url}/app/quick-settings`);
    await eventually(() => zone.inputValue()).toBe('America/New_York');
    expect(await page.getByTestId('time-zone-guessed').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  // It once took over 60 s inside a full local run (load ~7) and 5 s alone: each step is named, and a step that
  // hangs fails with its name instead of the test's timeout. It timed out twice more with no step named (each step
  // under Playwright's 30 s, their sum over 60 s): steps now fail at 15 s each, and a step over 5 s says how long.
  it('a zone the couple picks before the page has run is kept once it runs (a slow phone; the couple journey under CI load)', async () => {
    const couple = await createTestUser(server.db, { weddingUrl: `tz-slow-${Date.now()}` });
    const stored = () => server.db.select().from(weddings).where(eq(weddings.id, couple.wedding.id)).get()!;
    const { page, errors, close } = await pageFor(couple.token, 'Europe/Rome');
    page.setDefaultTimeout(15_000);
    const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const began = Date.now();
      try {
        const result = await run();
        if (Date.now() - began > 5000) console.log(`step "${name}" took ${Date.now() - began} ms`);
        return result;
      } catch (error) {
        throw new Error(`step "${name}" failed after ${Date.now() - began} ms: ${(error as Error).message}`);
      }
    };
    // Hold every script until the couple has chosen: the select is still the server's plain one.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await page.route(/\.js(\?|$)/, async (route) => {
        await held;
        await route.continue().catch(() => undefined); // the page may have moved on meanwhile
      });
      // Module scripts hold DOMContentLoaded back, so only wait for the markup.
      await step('open the setup page', () => page.goto(`${server.url}/app/setup/date`, { waitUntil: 'commit' }));
      await step('the server-rendered form', () => page.waitForSelector('input[name="weddingLocation"]'));
      await step('pick Lisbon before the scripts run', () => page.selectOption('select[name="timeZone"]', 'Europe/Lisbon'));
      await step('type the place', () => page.fill('input[name="weddingLocation"]', 'Sintra'));
      release();
      await step('hydration', () => page.waitForSelector('[data-hydrated="true"] select[name="timeZone"]'));
      // A re-render (typing the place) must not put the server's value or the device's zone back.
      await step('type again after hydration', () => page.fill('input[name="weddingLocation"]', 'Sintra, Portugal'));
      expect(await page.locator('select[name="timeZone"]').inputValue()).toBe('Europe/Lisbon');
      expect(await page.getByTestId('time-zone-guessed').count()).toBe(0);
      await step('the date', () => page.fill('input[name="date"]', '2027-09-04'));
      await step('Next', () => page.getByRole('button', { name: /Next/ }).click());
      await eventually(() => stored().timeZone).toBe('Europe/Lisbon');
      expect(errors).toEqual([]);
    } finally {
      // A step that failed before the release leaves route handlers waiting: let them go before closing.
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await close();
    }
  });

  it('announce: the EMAIL dialogs, a send refused with msg as a toast, and BULK_LIMIT_EXCEEDED as the Daily limit reached dialog', async () => {
    const stamp = Date.now();
    const couple = await createTestUser(server.db, { role: 'userPaid', weddingUrl: `limit-${stamp}` });
    server.db
      .update(weddings)
      .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Ben' } })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    const ann = server.db
      .insert(guests)
      .values({ weddingId: couple.wedding.id, name: 'Ann Lee', nameKey: nameKey('Ann Lee'), email: 'ann@example.com' })
      .returning()
      .get();
    server.db
      .insert(guests)
      .values({ weddingId: couple.wedding.id, name: 'Bo Ray', nameKey: nameKey('Bo Ray'), email: 'bo@example.com' })
      .run();
    const { page, errors, close } = await pageFor(couple.token);
    await page.goto(`${server.url}/app/announce/invitations`);

    // Single with nobody chosen: the spec's rule, no dialog.
    await page.click('[data-testid="send-single"] button[type="submit"]');
    await eventually(() => page.locator('#toasts').textContent()).toContain('Choose at least one guest');
    expect(await page.locator('dialog[open]').count()).toBe(0);

    // A guest who lost their address since the page loaded: the server's msg as a toast.
    await page.check('input[aria-label="Send to Ann Lee"]');
    server.db.update(guests).set({ email: null }).where(eq(guests.id, ann.id)).run();
    await page.click('[data-testid="send-single"] button[type="submit"]');
    await page.waitForSelector('dialog[open] [data-action="SEND_INVITE_SINGLE"]');
    await page.click('dialog[open] button.btn--primary');
    await eventually(() => page.locator('#toasts').textContent()).toContain('None of the chosen guests can receive this email');
    expect(await page.locator('dialog[open]').count()).toBe(0);

    // Another tab used today's bulk e-mail (save-the-dates) after this page loaded.
    const other = await page.evaluate(async () => {
      const res = await fetch('/api/v1/send-invite', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ guestIds: 'bulk', mode: 'savethedate' }),
      });
      return res.status;
    });
    expect(other).toBe(200);
    await page.click('[data-testid="send-bulk"] summary');
    await page.click('[data-testid="send-bulk"] button[type="submit"]');
    await page.waitForSelector('dialog[open] [data-action="SEND_INVITE_BULK"]');
    await page.click('dialog[open] button.btn--primary');
    const notice = page.locator('dialog[open] [data-testid="limit-notice"]');
    await notice.waitFor();
    expect(await page.locator('dialog[open] h2').textContent()).toBe('Daily limit reached');
    expect(await notice.textContent()).toContain('You can send one bulk email per day.');
    expect(await notice.textContent()).toMatch(/You can try again after .+\./);
    expect(await notice.locator('button').allTextContents()).toEqual(['OK']);
    await notice.getByRole('button', { name: 'OK' }).click();
    await eventually(() => page.locator('dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('special-request e-mail: a bulk send refused by the daily limit opens the same dialog', async () => {
    const stamp = Date.now();
    const couple = await createTestUser(server.db, { role: 'userPaid', weddingUrl: `sr-${stamp}` });
    server.db
      .insert(guests)
      .values({ weddingId: couple.wedding.id, name: 'Cy Dee', nameKey: nameKey('Cy Dee'), email: 'cy@example.com' })
      .run();
    const { page, errors, close } = await pageFor(couple.token);
    await page.goto(`${server.url}/app/special-request/ask`);
    await page.evaluate(async () => {
      await fetch('/api/v1/special-requests/questions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'yesno', label: 'Need a ride?' }),
      });
    });
    await page.goto(`${server.url}/app/special-request/email`);
    const used = await page.evaluate(
      async () =>
        (
          await fetch('/api/v1/send-invite', {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ guestIds: 'bulk', mode: 'savethedate' }),
          })
        ).status,
    );
    expect(used).toBe(200);
    await page.click('[data-testid="special-send-bulk"] summary');
    await page.click('[data-testid="special-send-bulk"] button[type="submit"]');
    await page.waitForSelector('dialog[open] [data-testid="email-dialog"]');
    await page.click('dialog[open] button.btn--primary');
    await page.locator('dialog[open] [data-testid="limit-notice"]').waitFor();
    expect(await page.locator('dialog[open] h2').textContent()).toBe('Daily limit reached');
    expect(errors).toEqual([]);
    await close();
  });

  it('admin example: every modal type and size, the drawer and both toast readings, by the real components', async () => {
    const admin = await createTestUser(server.db, { role: 'admin' });
    const { page, errors, close } = await pageFor(admin.token);
    await page.goto(`${server.url}/app/admin/example`);
    const modal = page.locator('dialog[open]');
    const openAndClose = async (button: string, check: () => Promise<void>) => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await modal.waitFor();
      await check();
      await page.keyboard.press('Escape');
      await eventually(() => page.locator('dialog[open]').count()).toBe(0);
    };
    await openAndClose('CONFIRMATION: UPDATE_DATE', async () => {
      expect(await modal.locator('h2').textContent()).toBe('Change your wedding date?');
      expect(await modal.locator('[data-action="UPDATE_DATE"]').count()).toBe(1);
    });
    await openAndClose('CONFIRMATION: UPDATE_DOMAIN', async () => {
      expect(await modal.locator('[data-action="UPDATE_DOMAIN"]').textContent()).toContain('keeps redirecting');
    });
    for (const action of ['SEND_INVITE_TEST', 'SEND_INVITE_SINGLE', 'SEND_INVITE_BULK']) {
      await openAndClose(`EMAIL: ${action}`, async () => {
        expect(await modal.locator(`[data-testid="email-dialog"][data-action="${action}"]`).count()).toBe(1);
      });
    }
    await openAndClose('CONFIRMATION: SEND_LIMIT_NOTICE', async () => {
      expect(await modal.locator('h2').textContent()).toBe('Daily limit reached');
      expect(await modal.locator('[data-testid="limit-notice"] button').allTextContents()).toEqual(['OK']);
    });
    await openAndClose('UPGRADE: DISPLAY_UPGRADE', async () => {
      expect(await modal.locator('h2').textContent()).toBe('Unlock With Pro');
      expect(await modal.textContent()).toContain('Upgrade to Pro');
    });
    const widths: Record<string, number> = {};
    for (const size of ['sm', 'md', 'lg', 'xl']) {
      await openAndClose(`Size ${size}`, async () => {
        expect(await modal.getAttribute('class')).toBe(`modal modal--${size}`);
        widths[size] = (await modal.boundingBox())!.width;
      });
    }
    expect(widths.sm! < widths.md! && widths.md! < widths.lg! && widths.lg! < widths.xl!).toBe(true);

    await page.getByRole('button', { name: 'Open the drawer' }).click();
    const drawer = page.locator('dialog[open][data-testid="right-drawer"]');
    await drawer.waitFor();
    expect(await drawer.locator('[data-testid="catalogue-drawer"] li').count()).toBe(3);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await eventually(() => page.locator('dialog[open]').count()).toBe(0);

    await page.getByRole('button', { name: 'Toast: warning' }).click();
    await eventually(() => page.locator('#toasts').textContent()).toContain('A warning toast');
    await page.getByRole('button', { name: 'Notice: Count cleared' }).click();
    await eventually(() => page.locator('#notices').textContent()).toContain('Count cleared');
    expect(errors).toEqual([]);
    await close();
  });
});
