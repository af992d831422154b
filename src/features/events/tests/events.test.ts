import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import { weddingsRepository } from '../../../core/db/weddings-repository';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { setWedding } from '../../email/tests/helpers';
import { composeGuestEmail } from '../../email/domain/compose-card-email';
import { ensureInvite } from '../../email/domain/invite-store';
import { readWedding } from '../../weddings/domain/wedding';
import { renderEmail } from '../../email/views/render';
import { accessCookieName, issueAccessToken } from '../../site/domain/site-access';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { rsvpWedding } from '../../rsvp/tests/helpers';

const { weddingEvents } = engineTables();

const brunch = {
  title: 'Farewell brunch',
  date: '2027-06-20',
  startTime: '10:30',
  endTime: '13:00',
  venueName: 'The Orangery',
  venueAddress: '1 Kew Road, Richmond',
  mapUrl: 'https://maps.example.com/orangery',
  dressCode: 'Smart casual',
  notes: 'Children welcome',
};

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

async function londonWedding() {
  const w = await rsvpWedding({ timeZone: 'Europe/London', content: { weddingLocation: 'Kew Gardens\nLondon' } });
  await setWedding(w.store, w.wedding.id, { weddingDate: new Date('2027-06-19T14:00:00Z') });
  return w;
}

describe('events', () => {
  it('shows the wedding date as event 1 until saved, and adds, edits and deletes events without JavaScript', async () => {
    const w = await londonWedding();
    const http = w.ownerClient;
    const listed = await (await http.get('/api/v1/events')).json();
    expect(listed.events).toHaveLength(1);
    expect(listed.events[0]).toMatchObject({ id: 'wedding-day', main: true, derived: true, title: 'Wedding day', startsAt: '2027-06-19T14:00:00.000Z' });
    expect(listed.events[0].local).toMatchObject({ date: '2027-06-19', startTime: '15:00' });

    const added = await http.form('/app/events', brunch);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/app/events');
    const row = first(await w.sql().select().from(weddingEvents))!;
    expect(row.startsAt.toISOString()).toBe('2027-06-20T09:30:00.000Z');
    expect(row.endsAt.toISOString()).toBe('2027-06-20T12:00:00.000Z');

    // Saving the derived wedding day stores it as the main event.
    const saved = await http.form('/app/events/wedding-day', {
      title: 'Ceremony and reception',
      date: '2027-06-19',
      startTime: '14:00',
      endTime: '23:30',
      venueName: 'St Mary',
      venueAddress: '',
      mapUrl: '',
      dressCode: 'Black tie',
      notes: '',
    });
    expect(saved.status).toBe(303);
    const page = await (await http.get('/app/events')).text();
    expect(page).toContain('Ceremony and reception');
    expect(page).toContain('Farewell brunch');
    expect(page.indexOf('Ceremony and reception')).toBeLessThan(page.indexOf('Farewell brunch'));
    const events = (await (await http.get('/api/v1/events')).json()).events;
    expect(events.map((e: { title: string; main: boolean }) => [e.title, e.main])).toEqual([
      ['Ceremony and reception', true],
      ['Farewell brunch', false],
    ]);

    const bad = await http.form(`/app/events/${row.id}`, { ...brunch, endTime: '09:00' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The event cannot end before it starts');

    const patched = await http.patch(`/api/v1/events/${row.id}`, { ...brunch, title: 'Brunch' });
    expect(patched.status).toBe(200);
    expect((await patched.json()).event.title).toBe('Brunch');
    await http.post(`/app/events/${row.id}/delete`);
    expect((await w.sql().select().from(weddingEvents)).map((e) => e.title)).toEqual(['Ceremony and reception']);
    expect(await (await http.get('/app')).text()).toContain('href="/app/events"');
  });

  it('validates at the API and keeps other couples out', async () => {
    const w = await londonWedding();
    const bad = await w.ownerClient.post('/api/v1/events', { ...brunch, title: ' ' });
    expect(bad.status).toBe(400);
    // An action's bad input: the first problem, and the first per field (src/core/actions).
    expect(await bad.json()).toEqual({ msg: 'Give the event a title', code: 'input.invalid', errors: { title: 'Give the event a title' } });
    const badMap = await w.ownerClient.post('/api/v1/events', { ...brunch, mapUrl: 'javascript:alert(1)' });
    expect(await badMap.json()).toEqual({
      msg: 'The map link must start with https://',
      code: 'input.invalid',
      errors: { mapUrl: 'The map link must start with https://' },
    });
    const created = await (await w.ownerClient.post('/api/v1/events', brunch)).json();
    expect(created.msg).toBe('Event added');

    const other = await createTestUser(w.store, { weddingUrl: 'other-couple' });
    const theirs = client(w.app, other.cookie);
    expect((await (await theirs.get('/api/v1/events')).json()).events).toEqual([]);
    const edit = await theirs.patch(`/api/v1/events/${created.event.id}`, brunch);
    expect(edit.status).toBe(404);
    expect(await edit.json()).toEqual({ msg: 'Event not found', code: 'events.not-found' });
    expect((await theirs.delete(`/api/v1/events/${created.event.id}`)).status).toBe(404);
    expect((await theirs.form(`/app/events/${created.event.id}/delete`, {})).status).toBe(404);
    expect(await w.sql().select().from(weddingEvents)).toHaveLength(1);
    expect((await w.app.request('/api/v1/events')).status).toBe(401);
  });

  it('lists the events on the RSVP page with calendar links, and the .ics parses with an independent parser', async () => {
    const w = await londonWedding();
    const created = (await (await w.ownerClient.post('/api/v1/events', brunch)).json()).event;
    const html = await (await w.visitor.get(`/${w.weddingUrl}/rsvp`)).text();
    expect(html).toContain('Farewell brunch');
    expect(html).toContain('Dress code: Smart casual');
    expect(html).toContain(`/${w.weddingUrl}/events/${created.id}.ics`);
    expect(html).toContain(`/${w.weddingUrl}/events.ics`);
    expect(html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(html).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');

    const one = await w.visitor.get(`/${w.weddingUrl}/events/${created.id}.ics`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toContain('text/calendar');
    const [event] = parseIcs(await one.text());
    expect(event!.summary).toBe('Farewell brunch · Ana & Jo');
    expect(event!.location).toBe('The Orangery, 1 Kew Road, Richmond');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2027-06-20T09:30:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2027-06-20T12:00:00.000Z');
    expect(event!.description).toContain('Dress code: Smart casual');

    const all = parseIcs(await (await w.visitor.get(`/${w.weddingUrl}/events.ics`)).text());
    expect(all[0]!.location).toBe('Kew Gardens, London');
    expect(all.map((e) => [e.summary, e.startDate.toJSDate().toISOString()])).toEqual([
      ['Wedding day · Ana & Jo', '2027-06-19T14:00:00.000Z'],
      ['Farewell brunch · Ana & Jo', '2027-06-20T09:30:00.000Z'],
    ]);
    expect((await w.visitor.get(`/${w.weddingUrl}/events/nope.ics`)).status).toBe(404);
  });

  it('a password-protected wedding serves no calendar file without the password', async () => {
    const w = await rsvpWedding({
      timeZone: 'Europe/London',
      content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo', enablePassword: true, websitePassword: 'secret' },
    });
    await setWedding(w.store, w.wedding.id, { weddingDate: new Date('2027-06-19T14:00:00Z') });
    for (const path of [`/${w.weddingUrl}/events.ics`, `/${w.weddingUrl}/events/wedding-day.ics`]) {
      const refused = await w.visitor.get(path);
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe(`/password/${w.weddingUrl}`);
      expect(await refused.text()).not.toContain('VCALENDAR');
    }
    const pass = issueAccessToken(w.config, w.wedding.id, 'secret');
    const allowed = await w.visitor.get(`/${w.weddingUrl}/events.ics`, { cookie: `${accessCookieName(w.wedding.id)}=${pass}` });
    expect(allowed.status).toBe(200);
    expect(parseIcs(await allowed.text())[0]!.summary).toBe('Wedding day · Ana & Jo');
  });

  it("a guest's own calendar feed: opened by their personal token even on a protected site, re-read by calendars, offered on their RSVP page and in their invitation", async () => {
    const w = await rsvpWedding({
      timeZone: 'Europe/London',
      content: { brideGroomOneName: 'Ana', brideGroomTwoName: 'Jo', enablePassword: true, websitePassword: 'secret' },
    });
    await setWedding(w.store, w.wedding.id, { weddingDate: new Date('2027-06-19T14:00:00Z') });
    await w.ownerClient.post('/api/v1/events', brunch);
    const guest = await w.addGuest({ name: 'Robin Hale', email: 'robin@example.com' });
    const token = w.tokenOf(guest);
    const feedPath = `/${w.weddingUrl}/events.ics?guest=${encodeURIComponent(token)}`;

    const feed = await w.visitor.get(feedPath);
    expect(feed.status).toBe(200);
    const text = await feed.text();
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toMatch(/REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n/);
    const events = parseIcs(text);
    expect(events.map((e) => e.summary)).toEqual(['Wedding day · Ana & Jo', 'Farewell brunch · Ana & Jo']);

    // The couple moves the brunch: the same feed (same event UID) now says so.
    const brunchId = (await (await w.ownerClient.get('/api/v1/events')).json()).events.find((e: { title: string }) => e.title === 'Farewell brunch').id;
    expect((await w.ownerClient.patch(`/api/v1/events/${brunchId}`, { ...brunch, startTime: '11:30', endTime: '14:00' })).status).toBe(200);
    const moved = parseIcs(await (await w.visitor.get(feedPath)).text());
    expect(moved[1]!.uid).toBe(events[1]!.uid);
    expect(moved[1]!.startDate.toJSDate().toISOString()).toBe('2027-06-20T10:30:00.000Z');

    // A wrong or revoked token opens nothing (for someone without the pass: the feed above gave this visitor one, issue 22 item 11).
    for (const bad of [`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`, 'nope']) {
      const refused = await w.app.request(`/${w.weddingUrl}/events.ics?guest=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(302);
      expect(await refused.text()).not.toContain('VCALENDAR');
    }

    // Their RSVP page (by personal link, the site's password given) offers the feed to subscribe to.
    const pass = `${accessCookieName(w.wedding.id)}=${issueAccessToken(w.config, w.wedding.id, 'secret')}`;
    const page = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(token)}`, { cookie: pass })).text();
    expect(page).toContain(`webcal://`);
    expect(page).toContain(`/events.ics?guest=${encodeURIComponent(token)}`);

    // Their invitation and reminder link to it; a save-the-date does not.
    const wedding = readWedding((await weddingsRepository(w.store).byId(w.wedding.id))!);
    const invite = await ensureInvite(w.store, w.wedding.id);
    const feedUrl = `https://vowly.test${feedPath}`;
    for (const product of ['invite', 'reminder', 'savethedate'] as const) {
      const mail = composeGuestEmail(
        { config: w.config, origin: 'https://vowly.test', product, renderEmail, wedding, invite },
        { ...guest, email: guest.email! },
      );
      expect(mail.html.includes(`href="${feedUrl}"`), product).toBe(product !== 'savethedate');
      expect(mail.text.includes(`Add to your calendar: ${feedUrl}`), product).toBe(product !== 'savethedate');
    }
  });
});
