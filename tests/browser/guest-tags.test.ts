// Issue 16 item 2 in Chromium: the couple tags guests in the guest list island, filters by tag,
// and makes an event for a tag on /app/events (a plain form).
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, households, weddingEvents, weddings } from '../../src/core/db/schema';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer, signedInContext } from '../helpers/browser';

describe.skipIf(!hasBrowser)('guest tags and event audience in Chromium (issue 16 item 2)', () => {
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

  it('tags a guest and a household in the guest list, filters by tag, then invites that tag to a new event', async () => {
    const { token, wedding } = await createTestUser(server.db, { weddingUrl: `tags-${Date.now()}` });
    server.db
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T14:00:00Z') })
      .where(eq(weddings.id, wedding.id))
      .run();
    const context = await signedInContext(browser, server.url, token);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/app/guest-list`);
      await page.waitForSelector('wb-island[data-island="GuestList"][data-hydrated="true"]');

      const add = async (name: string, fields: Record<string, string>) => {
        await page.fill('[data-testid="guest-form-add"] input[name="name"]', name);
        for (const [field, value] of Object.entries(fields)) await page.fill(`[data-testid="guest-form-add"] input[name="${field}"]`, value);
        await page.click('[data-testid="guest-form-add"] button[type="submit"]');
        await page.waitForSelector(`[data-testid="guest-table"] >> text=${name}`);
      };
      await add('Ann Lee', { household: 'The Lees', householdTags: 'Family', tags: 'Rehearsal' });
      await add('Bo Ray', {});
      // The project's one server holds other files' guests too: look in this couple's wedding only.
      const ann = server.db
        .select()
        .from(guests)
        .where(and(eq(guests.weddingId, wedding.id), eq(guests.name, 'Ann Lee')))
        .get()!;
      expect(ann.tags).toEqual(['Rehearsal']);
      expect(server.db.select().from(households).where(eq(households.id, ann.householdId!)).get()!.tags).toEqual(['Family']);
      await page.waitForSelector('[data-testid="guest-table"] .guest-tag >> text=Family');

      // The tag filter appears once the page knows the tags.
      await page.reload();
      await page.waitForSelector('wb-island[data-island="GuestList"][data-hydrated="true"]');
      await page.selectOption('select[name="tag"]', 'Rehearsal');
      await page.waitForSelector('[data-testid="guest-table"] >> text=Bo Ray', { state: 'detached' });
      expect(page.url()).toContain('tag=Rehearsal');
      expect(await page.locator('[data-testid="guest-table"] >> text=Ann Lee').count()).toBe(1);

      await page.goto(`${server.url}/app/events`);
      const form = page.locator('form[action="/app/events"]');
      await form.locator('input[name="title"]').fill('Rehearsal dinner');
      await form.locator('input[name="date"]').fill('2027-06-18');
      await form.locator('input[name="startTime"]').fill('19:00');
      await form.locator('input[name="endTime"]').fill('22:00');
      await form.locator('input[name="audience"][value="chosen"]').check();
      await form.locator('input[name="inviteTags"][value="Rehearsal"]').check();
      await reviewScreenshot(page, 'events-audience.png', { fullPage: true });
      await form.locator('button[type="submit"]').click();
      await page.waitForSelector('text=Only for guests tagged Rehearsal');
      const event = server.db.select().from(weddingEvents).where(eq(weddingEvents.weddingId, wedding.id)).get()!;
      expect(event).toMatchObject({ title: 'Rehearsal dinner', forEveryone: false, inviteTags: ['Rehearsal'], inviteGuestIds: [] });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
