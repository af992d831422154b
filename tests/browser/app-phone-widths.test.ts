// Issue 22 item 14: the couple's app pages on a phone. No page scrolls sideways at 390 px (nor at
// 1280), checkboxes, radios and buttons in the main content are at least 44 px in their smaller
// dimension on a phone (an input inside a label counts the label's box), and the session notice
// ('Count increased') never covers the top bar's controls.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, guests, questions, weddingEvents, weddings } from '../../src/core/db/schema';
import { nameKey } from '../../src/shared/guests/names';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

const PAGES = [
  '/app',
  '/app/guest-list',
  '/app/events',
  '/app/seating',
  '/app/journey',
  '/app/calendar',
  '/app/setup/date',
  '/app/rsvp',
  '/app/quick-settings',
  '/app/announce/savethedate',
  '/app/announce/invitations/sent',
  '/app/planners',
  '/app/activity',
  '/app/catering',
];

/** Checkboxes, radios and buttons of the main content smaller than 44 px (their label's box when inside one). */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      '.app-shell__content input[type="checkbox"], .app-shell__content input[type="radio"], .app-shell__content button, .app-shell__content .btn',
    )) {
      const box = (el.closest('label') ?? el).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not shown (a closed dialog, a collapsed panel)
      if (getComputedStyle(el).visibility === 'hidden' || el.closest('dialog:not([open])')) continue;
      const size = Math.min(box.width, box.height);
      if (size < 43.5)
        small.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

/** The innermost elements reaching past the viewport's right edge (what makes the page scroll sideways). */
function widest(page: Page, width: number) {
  return page.evaluate((w) => {
    const over = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > w + 0.5);
    return over
      .filter((el) => !over.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      .join(', ');
  }, width);
}

describe.skipIf(!hasBrowser)('the app on a phone (issue 22 item 14)', () => {
  let server: SharedServer;
  let browser: Browser;
  let token: string;
  let answerers: string[];

  beforeAll(async () => {
    server = useSharedServer();
    browser = await connectBrowser();
    const couple = await createTestUser(server.db, { role: 'userPaid', weddingUrl: `phone-${Date.now()}` });
    token = couple.token;
    const weddingId = couple.wedding.id;
    server.db
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T14:00:00Z'), content: { brideGroomOneName: 'Ann', brideGroomTwoName: 'Bo', joiner: '&' } })
      .where(eq(weddings.id, weddingId))
      .run();
    const names = ['Alexandrina Montgomery-Whitfield', 'Bo Ray', 'Cy Park', 'Dee Lopez'];
    const rows = names.map((name, i) =>
      server.db
        .insert(guests)
        .values({ weddingId, name, nameKey: nameKey(name), email: `guest${i}.with.a.long.address@example.com`, plusOneAllowed: i === 0 })
        .returning()
        .get(),
    );
    answerers = [rows[3]!.id, rows[2]!.id];
    // Two events and per-event questions: the RSVP manager's widest table (1319 px at 1280 before).
    for (const [i, title] of ['Welcome drinks on the terrace', 'Wedding day ceremony and dinner'].entries()) {
      const event = server.db
        .insert(weddingEvents)
        .values({ weddingId, main: i === 1, title, startsAt: new Date(`2027-06-1${8 + i}T17:00:00Z`), endsAt: new Date(`2027-06-1${8 + i}T22:00:00Z`) })
        .returning()
        .get();
      server.db
        .insert(questions)
        .values([
          {
            weddingId,
            form: 'rsvp',
            kind: 'choice',
            label: `Meal choice for the ${title.toLowerCase()}`,
            options: ['Vegetarian', 'Fish', 'Beef'],
            eventId: event.id,
            position: i * 2,
          },
          { weddingId, form: 'rsvp', kind: 'text', label: 'Any allergies or dietary needs we should know about?', eventId: event.id, position: i * 2 + 1 },
        ])
        .run();
    }
    for (const kind of ['savethedate', 'invite'] as const)
      for (const guest of rows.slice(0, 3))
        server.db
          .insert(emails)
          .values({
            kind,
            idempotencyKey: `announce:${weddingId}:${kind}:c1:${guest.id}`,
            weddingId,
            guestId: guest.id,
            to: guest.email!,
            subject: kind,
            html: '<p>x</p>',
            text: 'x',
            status: 'sent',
            sentAt: new Date(),
          })
          .run();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of [390, 1280]) {
    it(`no app page is wider than ${width} px${width === 390 ? ', and tap targets are 44 px' : ''}`, async () => {
      const phone = width === 390;
      const context = await signedInContext(browser, server.url, token, { viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone });
      try {
        const page = await context.newPage();
        const wide: Record<string, string> = {};
        const small: Record<string, string[]> = {};
        for (const path of PAGES) {
          const res = await page.goto(`${server.url}${path}`);
          expect(res?.status(), path).toBe(200);
          await page.waitForLoadState('load');
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > width) wide[path] = `${scrollWidth} px: ${await widest(page, width)}`;
          if (phone) {
            const targets = await smallTargets(page);
            if (targets.length) small[path] = targets;
          }
          await reviewScreenshot(page, `phone-${width}${path.replaceAll('/', '_')}.png`, { fullPage: true });
        }
        expect({ wide, small }).toEqual({ wide: {}, small: {} });

        // A guest answers; coming back to the tab shows 'Count increased' clear of the top bar's controls.
        await page.goto(`${server.url}/app/guest-list`);
        await page.waitForSelector('wb-island[data-hydrated="true"]');
        server.db
          .update(guests)
          .set({ status: 'Declined', respondedAt: new Date() })
          .where(eq(guests.id, answerers[phone ? 0 : 1]!))
          .run();
        const notice = page.locator('#notices .toast', { hasText: /^Count (increased|decreased|cleared)$/ });
        // Back on the tab, again until the bell's island (which may hydrate after the guest list's) has heard it.
        await expect
          .poll(
            async () => {
              await page.evaluate(() => window.dispatchEvent(new Event('focus')));
              return notice.count();
            },
            { timeout: 30_000, interval: 1000 },
          )
          .toBeGreaterThan(0);
        await notice.first().waitFor();
        const overlaps = await page.evaluate(() => {
          const box = document.getElementById('notices')!.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>('.top-bar a, .top-bar button, .top-bar label, .top-bar summary')]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
            })
            .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
        });
        if (phone) await reviewScreenshot(page, 'phone-notice-390.png');
        expect(overlaps).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps the top bar one row at 390 px for a wedding without a web address (its call to choose one is short)', async () => {
    const starter = await createTestUser(server.db, { role: 'userPaid' });
    const context = await signedInContext(browser, server.url, starter.token, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const wide: Record<string, string> = {};
      for (const path of ['/app', '/app/setup/names']) {
        await page.goto(`${server.url}${path}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > 390) wide[path] = `${scrollWidth} px: ${await widest(page, 390)}`;
      }
      expect(wide).toEqual({});
      const link = page.getByRole('link', { name: 'Choose your web address' });
      expect([await link.innerText(), await link.getAttribute('href')]).toEqual(['Web address', '/app/quick-settings']);
    } finally {
      await context.close();
    }
  });
});
