// Issue 16 item 3 in Chromium: a household answers two events on a phone, with JavaScript off
// (plain forms) and on (the RsvpForm island).
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, rsvpEventAnswers, weddings } from '../../src/core/db/schema';
import { createEvent } from '../../src/features/events/domain/events';
import { eventsRepository } from '../../src/features/events/domain/repository/events';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import { addGuestSync as addGuest } from '../../src/features/guests/domain/legacy-sync';
import { createTestUser } from '../helpers/auth';
import { connectBrowser, hasBrowser, reviewScreenshot, type SharedServer, useSharedServer } from '../helpers/browser';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

describe.skipIf(!hasBrowser)('per-event RSVP in Chromium (issue 16 item 3)', () => {
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
    const row = server.db.select().from(weddings).where(eq(weddings.id, wedding.id)).get()!;
    const owner = { weddingId: wedding.id, role: user.role };
    const jose = addGuest(server.db, owner, { name: 'Jose Garcia', household: 'Garcias', householdTags: ['Family'], plusOneAllowed: true });
    const maria = addGuest(server.db, owner, { name: 'Maria Garcia', household: 'Garcias' });
    const dinner = await createEvent(eventsRepository(sqliteStore(server.db)), row, {
      title: 'Rehearsal dinner',
      date: '2027-06-18',
      startTime: '19:00',
      endDate: '',
      endTime: '22:00',
      venueName: '',
      venueAddress: '',
      mapUrl: '',
      dressCode: '',
      notes: '',
      audience: 'chosen',
      inviteTags: ['Family'],
    });
    const answers = (guestId: string) =>
      Object.fromEntries(
        server.db
          .select()
          .from(rsvpEventAnswers)
          .where(eq(rsvpEventAnswers.guestId, guestId))
          .all()
          .map((a) => [a.eventId, a.status]),
      );
    return { jose, maria, dinner, answers };
  }

  it('with JavaScript off on a phone: both members answer both events, the server refuses a missing one, then /submitted', async () => {
    const w = await wedding('events-no-js');
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/events-no-js/rsvp`);
      await page.fill('[data-testid="rsvp-find-form"] input[name="name"]', 'Jose Garcia');
      await page.tap('[data-testid="rsvp-find-form"] button[type="submit"]');
      await page.waitForURL(/\/events-no-js\/rsvp\?token=/);
      expect(await page.locator('wb-island[data-hydrated]').count()).toBe(0);
      await page.waitForSelector('text=Rehearsal dinner');
      // The form fits the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.check(`input[name="event.wedding-day.${w.jose.id}"][value="Accepted"]`);
      await page.check(`input[name="event.${w.dinner.id}.${w.jose.id}"][value="Accepted"]`);
      await page.check(`input[name="event.wedding-day.${w.maria.id}"][value="Accepted"]`);
      // Maria's dinner left out: the server refuses and says which.
      await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
      await page.waitForSelector('text=Please tell us if Maria Garcia can come to Rehearsal dinner');
      expect(await page.isChecked(`input[name="event.${w.dinner.id}.${w.jose.id}"][value="Accepted"]`)).toBe(true);

      await page.check(`input[name="event.${w.dinner.id}.${w.maria.id}"][value="Declined"]`);
      await page.check(`input[name="plusOne.${w.jose.id}"][value="yes"]`);
      await page.fill(`input[name="plusOneName.${w.jose.id}"]`, 'Luz Ortega');
      // Luz comes to the wedding day only.
      await page.check(`input[name="eventPlusOne.${w.dinner.id}.${w.jose.id}"][value="no"]`);
      await reviewScreenshot(page, 'rsvp-events-phone.png', { fullPage: true });
      await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
      await page.waitForURL(/\/events-no-js\/rsvp\/submitted\?token=/);
      const submitted = await page.textContent('[data-testid="rsvp-submitted"]');
      expect(submitted).toContain('Rehearsal dinner: Attending (without Luz Ortega)');
      expect(submitted).toContain('Luz Ortega');
      expect(w.answers(w.jose.id)).toEqual({ 'wedding-day': 'Accepted', [w.dinner.id]: 'Accepted' });
      expect(w.answers(w.maria.id)).toEqual({ 'wedding-day': 'Accepted', [w.dinner.id]: 'Declined' });
      expect(server.db.select().from(guests).where(eq(guests.id, w.maria.id)).get()!.status).toBe('Accepted');
      const dinnerRow = server.db
        .select()
        .from(rsvpEventAnswers)
        .where(eq(rsvpEventAnswers.guestId, w.jose.id))
        .all()
        .find((r) => r.eventId === w.dinner.id)!;
      expect(dinnerRow.plusOne).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript on: the island checks each event before sending and saves the per-event answers', async () => {
    const w = await wedding('events-js');
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/events-js/rsvp`);
      await page.waitForSelector('wb-island[data-hydrated]');
      await page.fill('[data-testid="rsvp-find-form"] input[name="name"]', 'Jose Garcia');
      await page.tap('[data-testid="rsvp-find-form"] button[type="submit"]');
      // Found by name: their private event joins the page's event list (their own page loads).
      await page.waitForSelector(`.event-list [data-event="${w.dinner.id}"]`);
      await page.waitForSelector('wb-island[data-hydrated]');
      await page.tap(`input[name="event.wedding-day.${w.jose.id}"][value="Declined"]`);
      await page.tap(`input[name="event.${w.dinner.id}.${w.jose.id}"][value="Accepted"]`);
      await page.tap(`input[name="event.wedding-day.${w.maria.id}"][value="Declined"]`);
      await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
      await page.waitForSelector('text=Please tell us if Maria Garcia can come to Rehearsal dinner');
      expect(w.answers(w.maria.id)).toEqual({});
      await page.tap(`input[name="event.${w.dinner.id}.${w.maria.id}"][value="Declined"]`);
      await page.tap('[data-testid="rsvp-answer-form"] button[type="submit"]');
      await page.waitForURL(/\/events-js\/rsvp\/submitted\?token=/);
      expect(w.answers(w.jose.id)).toEqual({ 'wedding-day': 'Declined', [w.dinner.id]: 'Accepted' });
      expect(w.answers(w.maria.id)).toEqual({ 'wedding-day': 'Declined', [w.dinner.id]: 'Declined' });
      expect(server.db.select().from(guests).where(eq(guests.id, w.jose.id)).get()!.status).toBe('Accepted');
      expect(server.db.select().from(guests).where(eq(guests.id, w.maria.id)).get()!.status).toBe('Declined');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
