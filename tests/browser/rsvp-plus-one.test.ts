// Issue 22 item 2 in Chromium: a guest bringing a plus-one answers the per-person questions for
// them too, in the RsvpForm island on a phone (390 px); the plain form (JavaScript off) shows the
// same fields at 1440 px. SCREENSHOTS=1 keeps pictures of them.
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, weddings } from '../../src/core/db/schema';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { addQuestion } from '../../src/features/rsvp/domain/questions';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer } from '../helpers/browser';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

describe.skipIf(!hasBrowser)('plus-ones answer the questions in Chromium (issue 22 item 2)', () => {
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

  async function wedding(weddingUrl: string) {
    const { user, wedding } = await createTestUser(server.db, { role: 'userPaid', weddingUrl });
    server.db
      .update(weddings)
      .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo' }, weddingDate: new Date('2027-06-19T14:00:00Z'), timeZone: 'UTC' })
      .where(eq(weddings.id, wedding.id))
      .run();
    const clara = addGuest(server.db, { weddingId: wedding.id, role: user.role }, { name: 'Clara Whitfield', plusOneAllowed: true });
    const meal = await addQuestion(sqliteStore(server.db), wedding.id, {
      kind: 'choice',
      label: 'Meal',
      options: ['Fish', 'Vegetarian'],
      required: true,
      scope: 'guest',
    });
    const plusOneAnswers = () =>
      server.db
        .select({ questionId: answers.questionId, value: answers.value })
        .from(answers)
        .where(and(eq(answers.guestId, clara.id), eq(answers.plusOne, true)))
        .all();
    return { clara, meal, plusOneAnswers };
  }

  it('on a phone the island asks the plus-one once the guest brings one, checks their meal, and saves it', async () => {
    const w = await wedding('plus-one-js');
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/plus-one-js/rsvp`);
      await page.waitForSelector('wb-island[data-hydrated]');
      await page.fill('[data-testid="rsvp-find-form"] input[name="name"]', 'Clara Whitfield');
      await page.tap('[data-testid="rsvp-find-form"] button[type="submit"]');
      await page.waitForSelector('[data-testid="rsvp-answer-form"]');
      // Not bringing anyone yet: nothing to answer for a guest.
      expect(await page.locator('[data-testid="plus-one-answers"]').count()).toBe(0);
      await page.tap(`input[name="status.${w.clara.id}"][value="Accepted"]`);
      await page.selectOption(`select[name="answer.${w.meal.id}.${w.clara.id}"]`, 'Fish');
      await page.tap(`input[name="plusOne.${w.clara.id}"][value="yes"]`);
      await page.fill(`input[name="plusOneName.${w.clara.id}"]`, 'Theo Brandt');
      await page.waitForSelector('[data-testid="plus-one-answers"] legend:has-text("Theo Brandt’s answers")');
      // Their meal is required like Clara's: checked before anything is sent.
      await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
      await page.waitForSelector('text=Please answer for Theo Brandt: Meal');
      expect(w.plusOneAnswers()).toEqual([]);
      await page.selectOption(`select[name="plusOneAnswer.${w.meal.id}.${w.clara.id}"]`, 'Vegetarian');
      expect(await page.locator('text=Please answer for Theo Brandt: Meal').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await reviewScreenshot(page.locator('[data-testid="rsvp-answer-form"]'), 'rsvp-plus-one-390.png');
      await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
      await page.waitForURL(/\/plus-one-js\/rsvp\/submitted\?token=/);
      expect(w.plusOneAnswers()).toEqual([{ questionId: w.meal.id, value: 'Vegetarian' }]);
      const summary = page.locator('[data-testid="plus-one-summary"]');
      expect(await summary.textContent()).toContain('Theo Brandt');
      expect(await summary.textContent()).toContain('Meal: Vegetarian');
      await reviewScreenshot(page, 'rsvp-plus-one-submitted-390.png', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript at 1440 px the plain form shows the plus-one’s questions under their name', async () => {
    const w = await wedding('plus-one-plain');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/plus-one-plain/rsvp`);
      await page.fill('[data-testid="rsvp-find-form"] input[name="name"]', 'Clara Whitfield');
      await page.click('[data-testid="rsvp-find-form"] button[type="submit"]');
      await page.waitForURL(/\/plus-one-plain\/rsvp\?token=/);
      const fields = page.locator('[data-testid="plus-one-answers"]');
      expect(await fields.textContent()).toContain('Only if you bring a guest.');
      expect(await fields.locator(`select[name="plusOneAnswer.${w.meal.id}.${w.clara.id}"]`).count()).toBe(1);
      await reviewScreenshot(page.locator('[data-testid="rsvp-answer-form"]'), 'rsvp-plus-one-1440.png');
    } finally {
      await context.close();
    }
  });
});
