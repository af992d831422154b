import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestRequests, guests, answers, weddings } from '../../src/core/db/schema';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { addQuestion } from '../../src/features/rsvp/domain/questions';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer } from '../helpers/browser';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

describe.skipIf(!hasBrowser)('the RSVP page in Chromium', () => {
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
      .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo' } })
      .where(eq(weddings.id, wedding.id))
      .run();
    const owner = { weddingId: wedding.id, role: user.role };
    const jose = addGuest(server.db, owner, { name: 'Jose Garcia', household: 'Garcias', plusOneAllowed: true });
    const maria = addGuest(server.db, owner, { name: 'Maria Garcia', household: 'Garcias' });
    addGuest(server.db, owner, { name: 'Ann Lee' });
    const meal = await addQuestion(sqliteStore(server.db), wedding.id, {
      label: 'Meal',
      kind: 'choice',
      options: ['Fish', 'Veggie'],
      required: true,
      scope: 'guest',
    });
    const bus = await addQuestion(sqliteStore(server.db), wedding.id, {
      label: 'Shuttle from the hotel?',
      kind: 'yesno',
      options: [],
      required: false,
      scope: 'household',
    });
    return { wedding, jose, maria, meal, bus };
  }

  it('works as plain HTML forms with JavaScript disabled: find by name, errors from the server, then /submitted', async () => {
    const w = await wedding('no-js-wedding');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/no-js-wedding/rsvp`);
    expect(await page.locator('h1').textContent()).toBe('Ana & Jo');
    await page.fill('[data-testid="rsvp-find-form"] input[name="name"]', 'José  García');
    await page.click('[data-testid="rsvp-find-form"] button[type="submit"]');
    await page.waitForURL(/\/no-js-wedding\/rsvp\?token=/);
    expect(await page.locator('wb-island[data-hydrated]').count()).toBe(0);
    await page.waitForSelector('text=Maria Garcia');

    // Only Jose answers: the server refuses and shows why, keeping what was chosen.
    await page.check(`input[name="status.${w.jose.id}"][value="Accepted"]`);
    await page.click('[data-testid="rsvp-answer-form"] button[type="submit"]');
    await page.waitForSelector('text=Please tell us if Maria Garcia can come');
    expect(await page.locator('text=Please answer: Meal').count()).toBeGreaterThan(0);
    expect(await page.isChecked(`input[name="status.${w.jose.id}"][value="Accepted"]`)).toBe(true);

    await page.check(`input[name="plusOne.${w.jose.id}"][value="yes"]`);
    await page.fill(`input[name="plusOneName.${w.jose.id}"]`, 'Luz Ortega');
    await page.selectOption(`select[name="answer.${w.meal.id}.${w.jose.id}"]`, 'Fish');
    await page.selectOption(`select[name="plusOneAnswer.${w.meal.id}.${w.jose.id}"]`, 'Veggie'); // Luz's (issue 22 item 2)
    await page.check(`input[name="status.${w.maria.id}"][value="Declined"]`);
    await page.check(`input[name="answer.${w.bus.id}"][value="yes"]`);
    await page.click('[data-testid="rsvp-answer-form"] button[type="submit"]');
    await page.waitForURL(/\/no-js-wedding\/rsvp\/submitted\?token=/);
    expect(await page.textContent('[data-testid="rsvp-submitted"]')).toContain('Thank you!');
    expect(await page.textContent('[data-testid="rsvp-submitted"]')).toContain('Luz Ortega');
    expect(server.db.select().from(guests).where(eq(guests.id, w.jose.id)).get()).toMatchObject({
      status: 'Accepted',
      plusOneName: 'Luz Ortega',
      plusOneStatus: 'Accepted',
    });
    expect(server.db.select().from(guests).where(eq(guests.id, w.maria.id)).get()).toMatchObject({ status: 'Declined' });

    // A name that is not on the list: a note for the couple, never a list of names.
    await page.goto(`${server.url}/no-js-wedding/rsvp`);
    await page.fill('[data-testid="rsvp-find-form"] input[name="name"]', 'Josh Garcio');
    await page.click('[data-testid="rsvp-find-form"] button[type="submit"]');
    await page.waitForSelector('[data-testid="rsvp-request-form"]');
    expect(await page.content()).not.toContain('Jose Garcia');
    await page.fill('[data-testid="rsvp-request-form"] input[name="email"]', 'josh@example.com');
    await page.click('[data-testid="rsvp-request-form"] button[type="submit"]');
    await page.waitForURL(/\/rsvp\/submitted\?request=sent/);
    expect(server.db.select().from(guestRequests).where(eq(guestRequests.weddingId, w.wedding.id)).get()).toMatchObject({
      name: 'Josh Garcio',
      email: 'josh@example.com',
    });
    await context.close();
  }, 90_000);

  it('the RsvpForm island on a 390 px phone: finds the household in place, checks the form inline, then goes to /submitted, with no console errors', async () => {
    const w = await wedding('phone-wedding');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/phone-wedding/rsvp`);
    await page.waitForSelector('wb-island[data-island="RsvpForm"][data-hydrated="true"]');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await page.fill('[data-testid="rsvp-find-form"] input[name="name"]', 'jose garcai');
    await page.tap('[data-testid="rsvp-find-form"] button[type="submit"]');
    await page.waitForSelector('[data-testid="rsvp-answer-form"]');
    expect(page.url()).toMatch(/\/phone-wedding\/rsvp\?token=/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true); // no reload

    // The form's labels are set in the design's own type (its section font), not the system font (issue 25 item 9).
    const type = await page.evaluate(() => {
      const label = document.querySelector('[data-testid="rsvp-answer-form"] :is(.rsvp-field__label, .rsvp-choices__legend)')!;
      return {
        label: getComputedStyle(label).fontFamily,
        section: getComputedStyle(document.querySelector('.wsite')!).getPropertyValue('--w-font-section').trim(),
      };
    });
    expect(type.section).not.toBe('');
    expect(type.label).toBe(type.section.replace(/'/g, '"'));

    // Nothing chosen: inline errors, no request sent.
    await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
    await page.waitForSelector('text=Please tell us if Jose Garcia can come');
    expect(await page.locator('.rsvp-field__error').count()).toBeGreaterThanOrEqual(2);
    expect(server.db.select().from(guests).where(eq(guests.id, w.jose.id)).get()!.status).toBe('Awaiting');

    await page.tap(`label:has(input[name="status.${w.jose.id}"][value="Accepted"])`);
    await page.tap(`label:has(input[name="status.${w.maria.id}"][value="Accepted"])`);
    await page.tap(`label:has(input[name="plusOne.${w.jose.id}"][value="yes"])`);
    await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
    await page.waitForSelector("text=Please enter the name of Jose Garcia's guest");
    await page.fill(`input[name="plusOneName.${w.jose.id}"]`, 'Luz Ortega');
    // Fixed fields lose their message at once (inline validation), the others keep theirs.
    await page.waitForSelector("text=Please enter the name of Jose Garcia's guest", { state: 'detached' });
    expect(await page.locator('text=Please answer: Meal').count()).toBe(2);
    await page.selectOption(`select[name="answer.${w.meal.id}.${w.jose.id}"]`, 'Veggie');
    await page.selectOption(`select[name="answer.${w.meal.id}.${w.maria.id}"]`, 'Fish');
    await page.selectOption(`select[name="plusOneAnswer.${w.meal.id}.${w.jose.id}"]`, 'Fish'); // Luz's (issue 22 item 2)
    await page.fill('input[name="email"]', 'jose@example.com');
    await reviewScreenshot(page, 'rsvp-phone.png', { fullPage: true });
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
    await page.waitForURL(/\/phone-wedding\/rsvp\/submitted\?token=/);
    expect(await page.textContent('[data-testid="rsvp-submitted"]')).toContain('We can’t wait to celebrate with you!');

    expect(server.db.select().from(guests).where(eq(guests.id, w.jose.id)).get()).toMatchObject({
      status: 'Accepted',
      plusOneName: 'Luz Ortega',
      email: 'jose@example.com',
    });
    expect(server.db.select().from(guests).where(eq(guests.id, w.maria.id)).get()).toMatchObject({ status: 'Accepted' });
    expect(
      server.db
        .select()
        .from(answers)
        .where(eq(answers.questionId, w.meal.id))
        .all()
        .map((a) => a.value)
        .sort(),
    ).toEqual(['Fish', 'Fish', 'Veggie']);

    // Changing the answer goes through the same form, pre-filled.
    await page.click('text=Change my answer');
    await page.waitForSelector('wb-island[data-island="RsvpForm"][data-hydrated="true"]');
    expect(await page.inputValue(`input[name="plusOneName.${w.jose.id}"]`)).toBe('Luz Ortega');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
