// Issue 16 items 1 and 2 on the public wedding page: the schedule section shows the wedding's events
// for everyone as cards (with add-to-calendar links) once the couple added events beyond the
// wedding day read from the wedding date; a private event never appears, and the cached page follows
// every change to the events.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { rsvpWedding } from '../../rsvp/tests/helpers';

const { weddings } = engineTables();

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
const rehearsal = {
  title: 'Rehearsal dinner',
  date: '2027-06-18',
  startTime: '19:00',
  endTime: '22:00',
  venueName: 'The Boathouse',
  venueAddress: '2 River Lane',
  audience: 'chosen',
  inviteTags: ['Family'],
};

async function londonWedding(content: Record<string, unknown> = {}) {
  const w = await rsvpWedding({ weddingUrl: 'kew-wedding', timeZone: 'Europe/London', content: { weddingLocation: 'Kew Gardens\nLondon', ...content } });
  await w.transaction(() =>
    w
      .sql()
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T14:00:00Z'), published: true })
      .where(eq(weddings.id, w.wedding.id)),
  );
  return w;
}

/** The schedule section of the public page, as an anonymous guest gets it (through the page caches). */
async function scheduleOf(w: Awaited<ReturnType<typeof londonWedding>>) {
  const res = await w.app.request(`/${w.weddingUrl}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, section: html.match(/<section[^>]*data-section="schedule"[\s\S]*?<\/section>/)?.[0] ?? '' };
}

describe('events in the schedule section of the public page', () => {
  it('shows the public events as cards with calendar links, never a private one, and keeps the couple’s schedule items under them', async () => {
    const w = await londonWedding({ tasks: [{ time: '3:30 PM', title: 'First dance', text: '', isHeading: false }] });
    const before = await scheduleOf(w);
    // Only the wedding day read from the wedding's date: the section is the couple's items, as before.
    expect(before.section).toContain('First dance');
    expect(before.section).not.toContain('w-event');

    const created = (await (await w.ownerClient.post('/api/v1/events', brunch)).json()).event;
    const hidden = (await (await w.ownerClient.post('/api/v1/events', rehearsal)).json()).event;
    // The page was cached before the events were added: it shows them at once all the same.
    const { html, section } = await scheduleOf(w);
    const titles = [...section.matchAll(/<h3 class="w-event__title">([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Wedding day', 'Farewell brunch']);
    expect(section).toContain('Sunday, June 20, 2027');
    expect(section).toContain('10:30 AM – 1:00 PM');
    expect(section).toContain('Saturday, June 19, 2027');
    expect(section).toContain('3:00 PM – 6:00 PM');
    expect(section).toContain('href="https://maps.example.com/orangery"');
    expect(section).toContain('The Orangery, 1 Kew Road, Richmond');
    expect(section).toContain('Kew Gardens, London');
    expect(section).toContain('Dress code: Smart casual');
    expect(section).toContain('Children welcome');
    expect(section).toContain(`href="/${w.weddingUrl}/events/${created.id}.ics"`);
    expect(section).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(section).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');
    // The couple's own items follow the events.
    expect(section.indexOf('First dance')).toBeGreaterThan(section.indexOf('Farewell brunch'));
    // Nothing of the private event, anywhere on the page.
    for (const secret of ['Rehearsal dinner', 'The Boathouse', '2 River Lane', hidden.id]) expect(html).not.toContain(secret);

    // A changed event shows on the next visit (the cache follows the events table).
    await w.ownerClient.patch(`/api/v1/events/${created.id}`, { ...brunch, title: 'Goodbye brunch' });
    expect((await scheduleOf(w)).section).toContain('Goodbye brunch');
    // A private event made public shows; deleting the added events brings the section back to the items only.
    await w.ownerClient.patch(`/api/v1/events/${hidden.id}`, { ...rehearsal, audience: 'everyone' });
    expect((await scheduleOf(w)).section).toContain('Rehearsal dinner');
    await w.ownerClient.delete(`/api/v1/events/${created.id}`);
    await w.ownerClient.delete(`/api/v1/events/${hidden.id}`);
    const after = await scheduleOf(w);
    expect(after.section).not.toContain('w-event');
    expect(after.section).toContain('First dance');
  });

  it('a wedding whose only added events are private looks exactly like one without events', async () => {
    const w = await londonWedding({ tasks: [{ time: '3:30 PM', title: 'First dance', text: '', isHeading: false }] });
    const before = (await scheduleOf(w)).html;
    await w.ownerClient.post('/api/v1/events', rehearsal);
    const after = await scheduleOf(w);
    expect(after.section).not.toContain('w-event');
    expect(after.html).not.toContain('Rehearsal dinner');
    // The same page, byte for byte (so not even a changed wedding-day card gives it away).
    expect(after.html).toBe(before);
  });

  it('shows the events even when the couple has no schedule items, and the menu offers the section', async () => {
    const w = await londonWedding({ tasks: [] });
    expect((await scheduleOf(w)).section).toBe('');
    await w.ownerClient.post('/api/v1/events', brunch);
    const { html, section } = await scheduleOf(w);
    expect(section).toContain('Farewell brunch');
    expect(section).not.toContain('w-schedule__item');
    expect(html).toContain('href="#schedule"');
  });
});

describe("a guest's RSVP page lists their whole household's events", () => {
  it('by personal link: every event a member is invited to, naming who when not all are; the calendar files follow; others see none of it', async () => {
    const w = await londonWedding();
    const ann = await w.addGuest({ name: 'Ann Lee', household: 'The Lees', tags: ['Rehearsal'] });
    const ben = await w.addGuest({ name: 'Ben Lee', household: 'The Lees' });
    const dan = await w.addGuest({ name: 'Dan Poe' });
    const dinner = (await (await w.ownerClient.post('/api/v1/events', { ...rehearsal, inviteTags: ['Rehearsal'] })).json()).event;
    const base = `/${w.weddingUrl}`;
    const benToken = encodeURIComponent(w.tokenOf(ben));

    // Ben is not invited himself, but his household answers together: he sees Ann's event, marked as hers.
    const benPage = await (await w.visitor.get(`${base}/rsvp?token=${benToken}`)).text();
    expect(benPage).toContain('Rehearsal dinner');
    expect(benPage).toContain('For Ann Lee');
    expect(benPage).toContain(`${base}/events/${dinner.id}.ics?guest=${benToken}`);
    const file = await w.visitor.get(`${base}/events/${dinner.id}.ics?guest=${benToken}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('Rehearsal dinner');
    // His own calendar feed holds only his own events (issue 22 item 5).
    expect(await (await w.visitor.get(`${base}/events.ics?guest=${benToken}`)).text()).not.toContain('Rehearsal dinner');

    // Ann's own page: the same list (the household's), the wedding day for both so nobody named on it.
    const annPage = await (await w.visitor.get(`${base}/rsvp?token=${encodeURIComponent(w.tokenOf(ann))}`)).text();
    expect(annPage).toContain('Rehearsal dinner');
    expect(annPage.match(/For Ann Lee/g)).toHaveLength(1);
    expect(annPage).toContain('Wedding day');

    // Dan (another household) and anyone without a link: nothing of it.
    const danToken = encodeURIComponent(w.tokenOf(dan));
    expect(await (await w.visitor.get(`${base}/rsvp?token=${danToken}`)).text()).not.toContain('Rehearsal dinner');
    expect((await w.visitor.get(`${base}/events/${dinner.id}.ics?guest=${danToken}`)).status).toBe(404);
    expect(await (await w.visitor.get(`${base}/rsvp`)).text()).not.toContain('Rehearsal dinner');
  });
});
