import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/core/db/connection';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

/**
 * Issue 12 item 14 in Chromium: the guest table's Edit/Delete line up with their row, the
 * web-address inputs' pattern is a valid expression (Chromium compiles it with the v flag) that
 * catches bad addresses before the round trip, and the floating help button covers no menu entry.
 */
describe.skipIf(!hasBrowser)('app pages in Chromium', () => {
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

  async function open(path: string, viewport = { width: 1280, height: 720 }, setUp?: (db: Db, weddingId: string) => void) {
    const couple = await createTestUser(server.db, { weddingUrl: `polish-${Math.random().toString(36).slice(2, 9)}`, role: 'userPaid' });
    setUp?.(server.db, couple.wedding.id);
    const context = await signedInContext(browser, server.url, couple.token, { viewport });
    const page = await context.newPage();
    const console: string[] = [];
    page.on('console', (m) => console.push(m.text()));
    await page.goto(`${server.url}${path}`);
    return { page, context, console };
  }

  it('guest table: each Edit and Delete sits inside its own row', async () => {
    const { page, context } = await open('/app/guest-list', undefined, (db, weddingId) => {
      const owner = { weddingId, role: 'userPaid' as const };
      addGuest(db, owner, { name: 'Ann Lee', email: 'ann@example.com', notes: 'Vegetarian.\nNeeds a ramp.\nArrives Friday.' });
      addGuest(db, owner, { name: 'Bo Stone', plusOneAllowed: true, plusOneName: 'Cy Park' });
      addGuest(db, owner, { name: 'Dee Fox', household: 'Fox' });
    });
    await page.waitForSelector('[data-testid="guest-table"]');
    const rows = await page.locator('[data-testid="guest-table"] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const row = tr.getBoundingClientRect();
        const cells = [...tr.querySelectorAll(':scope > td')].map((td) => td.getBoundingClientRect());
        const buttons = [...tr.querySelectorAll('.guest-table__actions .btn')].map((b) => b.getBoundingClientRect());
        return {
          cellsFillRow: cells.every((c) => Math.abs(c.top - row.top) < 1 && Math.abs(c.bottom - row.bottom) < 1),
          buttonsInRow: buttons.length === 2 && buttons.every((b) => b.top >= row.top - 0.5 && b.bottom <= row.bottom + 0.5),
          actionsIsCell: getComputedStyle(tr.querySelector('.guest-table__actions')!).display === 'table-cell',
        };
      }),
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toEqual({ cellsFillRow: true, buttonsInRow: true, actionsIsCell: true });
    await context.close();
  });

  for (const path of ['/app/quick-settings', '/app/setup/address']) {
    it(`${path}: the web-address pattern compiles and refuses bad addresses in the browser`, async () => {
      const { page, context, console } = await open(path);
      const input = page.locator('input[name="weddingUrl"]');
      const check = (value: string) =>
        input.evaluate((el: HTMLInputElement, v) => {
          el.value = v;
          return { pattern: el.pattern, mismatch: el.validity.patternMismatch };
        }, value);
      expect((await check('amelia-and-jonah')).pattern).not.toBe('');
      expect((await check('amelia-and-jonah')).mismatch).toBe(false);
      expect((await check('Amelia-And-Jonah')).mismatch).toBe(false);
      for (const bad of ['amelia--jonah', '-amelia', 'amelia-', 'amelia & jonah', 'ab', 'a'.repeat(51)]) {
        expect((await check(bad)).mismatch, bad).toBe(true);
      }
      expect(console.filter((line) => line.includes('Pattern attribute value'))).toEqual([]);
      await context.close();
    });
  }

  /** Every menu entry is the topmost element at its own centre (nothing floats over it). */
  const coveredEntries = (page: Page) =>
    page.evaluate(() => {
      const covered: string[] = [];
      for (const entry of document.querySelectorAll<HTMLElement>('.side-menu__link, .side-menu__group summary')) {
        const box = entry.getBoundingClientRect();
        const x = box.left + Math.min(24, box.width / 2);
        const y = box.top + box.height / 2;
        // Only entries shown: inside the window and inside the menu's scrolling box.
        const shown = entry.closest('nav')!.getBoundingClientRect();
        if (box.height === 0 || y <= Math.max(0, shown.top) || y >= Math.min(window.innerHeight, shown.bottom)) continue;
        const top = document.elementFromPoint(x, y);
        if (!top || !entry.contains(top)) covered.push(`${entry.textContent?.trim()} under ${top?.className}`);
      }
      return covered;
    });

  it('desktop: the help button never covers a menu entry, at any scroll position', async () => {
    const { page, context } = await open('/app/guest-list', { width: 1280, height: 560 }, (db, weddingId) => {
      const owner = { weddingId, role: 'userPaid' as const };
      for (let i = 0; i < 30; i++) addGuest(db, owner, { name: `Guest Number${i}` });
    });
    // Every submenu open: the longest menu.
    await page.evaluate(() => document.querySelectorAll('.side-menu details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
    expect(await page.locator('.support-fab').isVisible()).toBe(true);
    for (let y = 0; y <= 2000; y += 100) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate((top) => document.querySelectorAll('.side-menu, .side-menu nav').forEach((el) => el.scrollTo(0, top)), y);
      expect(JSON.stringify(await coveredEntries(page)), `scrolled to ${y}`).toEqual('[]');
    }
    await context.close();
  });

  it('phone: with the menu open the help button covers no entry', async () => {
    const { page, context } = await open('/app/guest-list', { width: 390, height: 640 });
    await page.locator('label[for="app-menu-toggle"]').click();
    // The drawer slides in (0.2 s): measure once it is in place.
    await expect.poll(() => page.locator('.side-menu').evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    await page.evaluate(() => document.querySelectorAll('.side-menu details').forEach((d) => ((d as HTMLDetailsElement).open = true)));
    for (let y = 0; y <= 1200; y += 100) {
      await page.evaluate((top) => document.querySelectorAll('.side-menu, .side-menu nav').forEach((el) => el.scrollTo(0, top)), y);
      expect(JSON.stringify(await coveredEntries(page)), `menu scrolled to ${y}`).toEqual('[]');
    }
    await context.close();
  });
});
