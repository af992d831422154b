import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, answers, weddings } from '../../src/core/db/schema';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

describe.skipIf(!hasBrowser)('special requests in Chromium', () => {
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

  it('a couple adds questions and e-mails the link; a guest answers on a phone with JavaScript off; the couple sees the answers', async () => {
    const weddingUrl = `special-${Date.now()}`;
    const couple = await createTestUser(server.db, { role: 'userPaid', weddingUrl });
    server.db
      .update(weddings)
      .set({ content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo' } })
      .where(eq(weddings.id, couple.wedding.id))
      .run();
    const owner = { weddingId: couple.wedding.id, role: couple.user.role };
    const jose = addGuest(server.db, owner, { name: 'Jose Garcia', email: 'jose@example.com' });
    addGuest(server.db, owner, { name: 'Maria Garcia', email: 'maria@example.com' });

    // The couple writes two questions (desktop).
    const desk = await signedInContext(browser, server.url, couple.token);
    const app = await desk.newPage();
    const errors: string[] = [];
    app.on('pageerror', (e) => errors.push(e.message));
    await app.goto(`${server.url}/app/special-request`);
    expect(await app.textContent('[data-testid="special-count-questions"]')).toBe('0');
    await app.click('text=Write your questions');
    await app.waitForURL(`${server.url}/app/special-request/ask`);
    const add = app.locator('[data-testid="special-question-add"]');
    await add.locator('input[name="label"]').fill('Any dietary needs?');
    await add.locator('input[name="required"]').check();
    await add.locator('button[type="submit"]').click();
    await expect.poll(() => app.locator('.toast').first().textContent()).toBe('Question added');
    await app.locator('[data-testid="special-question-add"] input[name="label"]').fill('Shuttle from the hotel?');
    await app.selectOption('[data-testid="special-question-add"] select[name="kind"]', 'yesno');
    await app.click('[data-testid="special-question-add"] button[type="submit"]');
    await app.waitForSelector('[data-testid="special-questions"] >> text=Shuttle from the hotel?');
    expect(await app.locator('[data-testid="special-questions"] li').count()).toBe(2);

    // … and e-mails the link to Jose.
    await app.goto(`${server.url}/app/special-request/email`);
    await app.check('input[aria-label="Send to Jose Garcia"]');
    await app.click('[data-testid="special-send-single"] button[type="submit"]');
    // The EMAIL dialog names who gets it before sending (issue 12 item 2).
    await app.waitForSelector('dialog[open] [data-testid="email-dialog"] >> text=Jose Garcia');
    await app.click('dialog[open] [data-testid="email-dialog"] button.btn--primary');
    await app.waitForURL(/\/app\/special-request\/email\/sent\?batch=/);
    expect(await app.textContent('[data-testid="sent-queued"]')).toBe('1');
    const mail = server.db
      .select()
      .from(emails)
      .where(and(eq(emails.weddingId, couple.wedding.id), eq(emails.kind, 'special-request')))
      .get()!;
    expect(mail.to).toBe('jose@example.com');
    const link = /Answer the questions: (\S+)/.exec(mail.text)![1]!;
    expect(link).toContain(`/questions/${weddingUrl}?token=`);

    // Jose opens the link on a phone with JavaScript off.
    const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const guest = await phone.newPage();
    await guest.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await guest.waitForSelector('text=Hello, Jose Garcia');
    // The required question left empty: the server says so and keeps the other answer.
    await guest.check('input[value="yes"]');
    await guest.click('[data-testid="questions-answer-form"] button[type="submit"]');
    await guest.waitForSelector('text=Please answer: Any dietary needs?');
    expect(await guest.isChecked('input[value="yes"]')).toBe(true);
    await guest.fill('input[type="text"]', 'Vegetarian, no nuts');
    await guest.click('[data-testid="questions-answer-form"] button[type="submit"]');
    await guest.waitForURL(/\/submitted\?token=/);
    expect(await guest.textContent('[data-testid="questions-submitted"]')).toContain('Vegetarian, no nuts');
    const box = await guest.locator('text=Back to the wedding website').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390); // fits the phone

    // Maria has no link: she finds herself by name.
    await guest.goto(`${server.url}/questions/${weddingUrl}`);
    await guest.fill('[data-testid="questions-find-form"] input[name="name"]', 'maría  garcia');
    await guest.click('[data-testid="questions-find-form"] button[type="submit"]');
    await guest.waitForSelector('text=Hello, Maria Garcia');
    await guest.fill('input[type="text"]', 'None');
    await guest.check('input[value="no"]');
    await guest.click('[data-testid="questions-answer-form"] button[type="submit"]');
    await guest.waitForURL(/\/submitted\?token=/);
    await phone.close();
    expect(server.db.select().from(answers).where(eq(answers.guestId, jose.id)).all()).toHaveLength(2);

    // The couple sees both answers.
    await app.goto(`${server.url}/app/special-request/responses`);
    expect(await app.textContent('[data-testid="special-responded"]')).toBe('2');
    const row = app.locator(`[data-testid="special-responses-table"] tr[data-guest="${jose.id}"]`);
    expect(await row.textContent()).toContain('Vegetarian, no nuts');
    expect(await row.textContent()).toContain('Yes');
    expect(await app.textContent('[data-testid="special-responses-table"]')).toContain('None');
    expect(errors).toEqual([]);
    await desk.close();
  }, 120_000);
});
