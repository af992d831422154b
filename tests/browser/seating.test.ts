// The seating chart in Chromium (issue 24 item 3): a household seated from the list on a 390 px phone
// without JavaScript's help, and by the keyboard alone on a desktop (the move menu: a table picker and
// its button, the result announced in the toast). SCREENSHOTS=1 keeps a picture of each.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddings } from '../../src/core/db/schema';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { seatingGuests } from '../../src/features/seating/tests/fixture';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

describe.skipIf(!hasBrowser)('seating chart in Chromium', () => {
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

  /** A couple with the fixture's guests and two tables; their page at `width`. */
  async function couple(width: number): Promise<Page> {
    const user = await createTestUser(server.db, { role: 'userPaid', weddingUrl: `seating-${width}-${Date.now()}` });
    server.db
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T15:00:00Z') })
      .where(eq(weddings.id, user.wedding.id))
      .run();
    await seatingGuests(sqliteStore(server.db), user.wedding.id);
    const phone = width === 390;
    const context = await signedInContext(browser, server.url, user.token, {
      viewport: { width, height: phone ? 844 : 900 },
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/app/seating`);
    for (const name of ['Table 1', 'Table 2']) {
      const add = page.locator('form.seating-add-table', { has: page.getByRole('button', { name: 'Add table' }) });
      await add.getByLabel('Table name or number').fill(name);
      await add.getByRole('button', { name: 'Add table' }).click();
      await page.waitForURL(/\/app\/seating\/wedding-day$/);
    }
    return page;
  }

  it('seats a household in one move from the list on a 390 px phone, nothing wider than the screen', async () => {
    const page = await couple(390);
    try {
      const lees = page.locator('.seat-party', { hasText: 'Lee family' });
      await lees.getByLabel('Seat all 2 of Lee family at').selectOption({ label: 'Table 2 (0/8)' });
      await lees.getByRole('button', { name: 'Seat all 2' }).click();
      await page.waitForURL(/\/app\/seating\/wedding-day$/);
      const table2 = page.locator('.seat-table', { hasText: 'Table 2' });
      await expect.poll(() => table2.locator('.seat-person__name').allTextContents()).toEqual(['Ana Lee', 'Ben Lee']);
      expect(await table2.getByTestId('table-count').textContent()).toBe('2/8');
      expect(await page.locator('.seat-party', { hasText: 'Lee family' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await reviewScreenshot(page, 'seating-390.png', { fullPage: true });
    } finally {
      await page.context().close();
    }
  });

  it('seats and moves people with the keyboard alone at 1440 px, and the toast says what happened', async () => {
    const page = await couple(1440);
    try {
      // Tab to the Park party's move menu, pick Table 1 with the arrow keys, press the button with Enter.
      const picker = page.getByLabel('Seat all 2 of Dee Park at');
      let guard = 0;
      while (!(await picker.evaluate((el) => el === document.activeElement)) && guard++ < 80) await page.keyboard.press('Tab');
      expect(await picker.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await picker.inputValue()).not.toBe('');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/app\/seating\/wedding-day$/);
      const status = page.locator('[role="status"], [aria-live]').filter({ hasText: 'Seated 2 people at' });
      await expect.poll(() => status.count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.seat-table').first().locator('.seat-person__name').allTextContents()).toEqual(['Dee Park', 'Guest of Dee Park']);
      await reviewScreenshot(page, 'seating-1440.png', { fullPage: true });
    } finally {
      await page.context().close();
    }
  });
  /** Drags `from` onto `to` with the mouse, in small steps as a hand would (dnd-kit's pointer sensor). */
  async function drag(page: Page, from: string, fromText: string, to: string, toText: string) {
    const source = await page.locator(from, { hasText: fromText }).first().boundingBox();
    const target = await page.locator(to, { hasText: toText }).first().boundingBox();
    if (!source || !target) throw new Error('nothing to drag or nowhere to drop');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
    await page.mouse.up();
  }

  const listed = (page: Page, name: string) =>
    page
      .locator('.seat-table')
      .filter({ has: page.locator('.seat-table__name', { hasText: new RegExp(`^${name}$`) }) })
      .locator('.seat-person__name')
      .allTextContents();
  /** The floor plan is interactive once dnd-kit has given its handles their role description. */
  const interactive = (page: Page) => page.locator('.seat-board [aria-roledescription="draggable"]').first().waitFor();

  it('seats a household by drag on the desktop floor plan and drags a person back to "To seat"', async () => {
    const page = await couple(1440);
    try {
      await interactive(page);
      await drag(page, '.seat-board .seat-chip__handle', 'Lee family', '.seat-board__table', 'Table 2');
      await expect.poll(() => listed(page, 'Table 2'), { timeout: 15_000 }).toEqual(['Ana Lee', 'Ben Lee']);
      await interactive(page);
      await drag(page, '.seat-board .seat-chip__handle', 'Dee Park', '.seat-board__table', 'Table 1');
      await expect.poll(() => listed(page, 'Table 1'), { timeout: 15_000 }).toEqual(['Dee Park', 'Guest of Dee Park']);
      await reviewScreenshot(page, 'floor-1440.png', { fullPage: true });
      await interactive(page);
      await drag(page, '.seat-board .seat-chip__handle', 'Guest of Dee Park', '.seat-board__to-seat', 'To seat');
      await expect.poll(() => listed(page, 'Table 1'), { timeout: 15_000 }).toEqual(['Dee Park']);
    } finally {
      await page.context().close();
    }
  });

  it('places tables freely on the floor plan: a dragged table stays after a reload, arrows move it and a turn is 15°', async () => {
    const page = await couple(1440);
    try {
      await interactive(page);
      const table2 = page.locator('.seat-board__table[aria-label="Table 2"]');
      const floor = page.locator('.seat-board__floor');
      /** The table's top left corner on the floor (the page may scroll differently after a reload). */
      const onFloor = async () => {
        const [t, f] = [(await table2.boundingBox())!, (await floor.boundingBox())!];
        return { x: t.x - f.x, y: t.y - f.y };
      };
      const before = await onFloor();
      const scrolled = () => page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
      const scrollBefore = await scrolled();
      const handle = (await table2.getByRole('button', { name: 'Move Table 2' }).boundingBox())!;
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/seating/wedding-day/tables') && r.request().method() === 'PUT');
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(handle.x + handle.width / 2 + 10, handle.y + handle.height / 2 + 10, { steps: 3 });
      await page.mouse.move(handle.x + handle.width / 2 + 150, handle.y + handle.height / 2 + 120, { steps: 12 });
      await page.mouse.up();
      expect((await saved).status()).toBe(200);
      // Where the mouse left it on the floor (dnd-kit may have scrolled the page while dragging; to a pixel).
      const dropped = await onFloor();
      const scrollAfter = await scrolled();
      expect(Math.abs(dropped.x - before.x - 150 - (scrollAfter.x - scrollBefore.x))).toBeLessThanOrEqual(1);
      expect(Math.abs(dropped.y - before.y - 120 - (scrollAfter.y - scrollBefore.y))).toBeLessThanOrEqual(1);
      await page.reload();
      await interactive(page);
      const after = await onFloor();
      expect(Math.abs(after.x - dropped.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.y - dropped.y)).toBeLessThanOrEqual(1);

      // The keyboard: three arrows right and one down on the focused handle, one turn; one save each run.
      const table1 = page.locator('.seat-board__table[aria-label="Table 1"]');
      const x = Number(await table1.getAttribute('data-x'));
      const y = Number(await table1.getAttribute('data-y'));
      await table1.getByRole('button', { name: 'Move Table 1' }).focus();
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
      await table1.getByRole('button', { name: 'Turn Table 1 right 15°' }).click();
      const stored = async () => {
        const chart = await page.evaluate(async () => (await fetch('/api/v1/seating/wedding-day')).json());
        return chart.tables.map((t: { name: string; x: number; y: number; rotation: number }) => [t.name, t.x, t.y, t.rotation]);
      };
      const table2At = [Number(await table2.getAttribute('data-x')), Number(await table2.getAttribute('data-y'))];
      await expect.poll(stored).toEqual([
        ['Table 1', x + 30, y + 10, 15],
        ['Table 2', ...table2At, 0],
      ]);
      await expect.poll(() => page.locator('[aria-live="polite"]', { hasText: 'Floor plan saved.' }).count()).toBeGreaterThan(0);
      // The lists' forms took the new version: seating from the list still works without a reload.
      const version = String((await page.evaluate(async () => (await fetch('/api/v1/seating/wedding-day')).json())).version);
      const lees = page.locator('.seat-party', { hasText: 'Lee family' });
      await expect.poll(() => lees.locator('input[name="version"]').first().inputValue()).toBe(version);
      await lees.getByLabel('Seat all 2 of Lee family at').selectOption({ label: 'Table 1 (0/8)' });
      await lees.getByRole('button', { name: 'Seat all 2' }).click();
      await expect.poll(() => listed(page, 'Table 1')).toEqual(['Ana Lee', 'Ben Lee']);
      await reviewScreenshot(page, 'floor-placed-1440.png', { fullPage: true });
    } finally {
      await page.context().close();
    }
  });

  it('asks "Seat N here and the rest at…?" when a dragged household does not fit', async () => {
    const page = await couple(1440);
    try {
      // Table 1 down to one seat (the API, with the page's session).
      const status = await page.evaluate(async () => {
        const chart = (await (await fetch('/api/v1/seating/wedding-day')).json()) as { version: number; tables: { id: string; name: string }[] };
        const res = await fetch('/api/v1/seating/wedding-day/tables', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ version: chart.version, tables: chart.tables.map((t, i) => ({ id: t.id, name: t.name, capacity: i === 0 ? 1 : 8 })) }),
        });
        return res.status;
      });
      expect(status).toBe(200);
      await page.reload();
      await interactive(page);
      await drag(page, '.seat-board .seat-chip__handle', 'Lee family', '.seat-board__table', 'Table 1');
      const ask = page.getByRole('alertdialog');
      await expect.poll(() => ask.textContent()).toContain('Seat 1 here and the rest at…?');
      await ask.getByRole('button', { name: 'Seat 1 here and the rest at Table 2' }).click();
      await expect.poll(() => listed(page, 'Table 2'), { timeout: 15_000 }).toEqual(['Ben Lee']);
      expect(await listed(page, 'Table 1')).toEqual(['Ana Lee']);
    } finally {
      await page.context().close();
    }
  });

  it("renders the print pages and the guests' find-your-table page at 1440 and 390 px, nothing wider than the screen", async () => {
    for (const width of [1440, 390]) {
      const page = await couple(width);
      try {
        const lees = page.locator('.seat-party', { hasText: 'Lee family' });
        await lees.getByLabel('Seat all 2 of Lee family at').selectOption({ label: 'Table 1 (0/8)' });
        await lees.getByRole('button', { name: 'Seat all 2' }).click();
        await page.waitForURL(/\/app\/seating\/wedding-day$/);
        await page.getByRole('button', { name: 'Let guests find their table' }).click();
        await page.waitForURL(/\/app\/seating\/wedding-day$/);
        for (const kind of ['board', 'table-cards', 'place-cards', 'caterer']) {
          await page.goto(`${server.url}/app/seating/wedding-day/print/${kind}`);
          expect(await page.locator(`.seat-print[data-kind="${kind}"]`).count()).toBe(1);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), kind).toBeLessThanOrEqual(width);
          await reviewScreenshot(page, `print-${kind}-${width}.png`, { fullPage: true });
        }
        // Auto-seat's proposal with a rule chosen on the page.
        await page.goto(`${server.url}/app/seating/wedding-day/auto`);
        await page.locator('.seating-rules select[name="a"]').selectOption({ label: 'Dee Park' });
        await page.locator('.seating-rules select[name="b"]').selectOption({ label: 'Eve Stone' });
        await page.getByRole('button', { name: 'Keep apart' }).click();
        await expect.poll(() => page.getByTestId('rules').textContent()).toContain('Keep apart: Dee Park and Eve Stone');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await reviewScreenshot(page, `proposal-${width}.png`, { fullPage: true });
        await page.emulateMedia({ media: 'print' });
        await page.goto(`${server.url}/app/seating/wedding-day/print/board`);
        expect(await page.locator('.seat-print__screen-only').isVisible()).toBe(false);
        await reviewScreenshot(page, `print-board-media-print-${width}.png`, { fullPage: true });
        await page.emulateMedia({ media: 'screen' });
        const weddingUrl = new URL((await page.locator('a', { hasText: 'View My Website' }).first().getAttribute('href')) ?? '', server.url).pathname.split(
          '/',
        )[1];
        const guest = await page
          .context()
          .browser()!
          .newContext({ viewport: { width, height: 900 } });
        const guestPage = await guest.newPage();
        await guestPage.goto(`${server.url}/${weddingUrl}/seat`);
        await guestPage.getByLabel(/name/i).first().fill('Ben Lee');
        await guestPage.getByRole('button').last().click();
        await expect.poll(() => guestPage.getByTestId('your-tables').textContent()).toContain('Table 1');
        expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await reviewScreenshot(guestPage, `find-seat-${width}.png`, { fullPage: true });
        await guest.close();
        // The RSVP page opened by the personal link (here: found by name without JavaScript, which lands on it).
        const noJs = await page
          .context()
          .browser()!
          .newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
        const rsvp = await noJs.newPage();
        await rsvp.goto(`${server.url}/${weddingUrl}/rsvp`);
        await rsvp.getByLabel(/name/i).first().fill('Ben Lee');
        await rsvp.locator(`form[action$="/rsvp/find"] button[type="submit"]`).first().click();
        await rsvp.waitForURL(/\/rsvp\?token=/);
        expect(await rsvp.getByTestId('your-tables').locator('li').allTextContents()).toEqual(['Ana Lee: Table 1', 'Ben Lee: Table 1']);
        expect(await rsvp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await reviewScreenshot(rsvp, `rsvp-tables-${width}.png`, { fullPage: true });
        await noJs.close();
      } finally {
        await page.context().close();
      }
    }
  });
});
