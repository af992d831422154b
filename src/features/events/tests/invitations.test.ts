// Issue 16 item 2: tags on guests and households, events for everyone or for chosen tags and
// guests, and a guest never seeing a private event they are not invited to (page, API, calendar).
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { isInvited } from '../../../shared/events/audience';
import { eventsForGuest, listEvents, type WeddingEvent } from '../domain/events';
import { eventsRepository } from '../domain/repository/events';
import { guestsRepository } from '../../guests';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, setGuest, setWedding } from '../../email/tests/helpers';
import { rsvpWedding } from '../../rsvp/tests/helpers';

const { guests, weddings } = engineTables();

const rehearsal = {
  title: 'Rehearsal dinner',
  date: '2027-06-18',
  startTime: '19:00',
  endTime: '22:00',
  venueName: 'The Boathouse',
  venueAddress: '2 River Lane',
  mapUrl: '',
  dressCode: '',
  notes: '',
};

/** The wedding's guests invited to the event, oldest first. */
async function guestsInvitedTo(store: DataStore, weddingId: string, event: WeddingEvent) {
  return (await eventsRepository(store).guests(weddingId)).filter((guest) => isInvited(event.audience, guest));
}

function summaries(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
}

async function taggedWedding() {
  const w = await rsvpWedding({ timeZone: 'Europe/London', weddingUrl: `inv-${Math.random().toString(36).slice(2, 8)}` });
  await setWedding(w.store, w.wedding.id, { weddingDate: new Date('2027-06-19T14:00:00Z') });
  // Tags through the couple's API: a household tag reaches every member.
  const post = async (body: Record<string, unknown>) => {
    const res = await w.ownerClient.post('/api/v1/guest-list', body);
    expect(res.status).toBe(201);
    return (await res.json()).guest as { guestId: string; tags: string[]; householdTags: string[] };
  };
  const ann = await post({ name: 'Ann Lee', email: 'ann@example.com', household: 'The Lees', householdTags: 'Family' });
  const ben = await post({ name: 'Ben Lee', household: 'The Lees' });
  const cat = await post({ name: 'Cat Fox', tags: ['Best man'] });
  const dan = await post({ name: 'Dan Poe' });
  return { ...w, ann, ben, cat, dan };
}

describe('guest tags (issue 16 item 2)', () => {
  it('tags guests and households by API and form, filters by tag, and carries a Tags column in CSV export and import', async () => {
    const w = await taggedWedding();
    expect(w.ann).toMatchObject({ tags: [], householdTags: ['Family'] });
    const ben = (await (await w.ownerClient.get(`/api/v1/guest-list?tag=family`)).json()) as { guests: { name: string }[] };
    expect(ben.guests.map((g) => g.name).sort()).toEqual(['Ann Lee', 'Ben Lee']);

    // PATCH: own tags tidied (spaces, repeats case aside), too long refused.
    const patched = await w.ownerClient.patch('/api/v1/guest-list', { guestId: w.dan.guestId, tags: ' Rehearsal ,  rehearsal, Out of  town ' });
    expect(patched.status).toBe(200);
    expect((await patched.json()).guest.tags).toEqual(['Rehearsal', 'Out of town']);
    const tooLong = await w.ownerClient.patch('/api/v1/guest-list', { guestId: w.dan.guestId, tags: ['x'.repeat(41)] });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).msg).toBe('Tags can be at most 40 characters');

    // The no-JS edit form.
    const form = await w.ownerClient.form(`/app/guest-list/${w.cat.guestId}`, {
      name: 'Cat Fox',
      email: '',
      status: 'Awaiting',
      household: '',
      plusOneName: '',
      notes: '',
      tags: 'Best man, Rehearsal',
      householdTags: '',
      return: 'tag=Rehearsal',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/app/guest-list?tag=Rehearsal#guest-${w.cat.guestId}`);
    const page = await (await w.ownerClient.get('/app/guest-list?tag=Rehearsal')).text();
    expect(page).toContain('Cat Fox');
    expect(page).toContain('Dan Poe');
    expect(page).not.toContain('Ann Lee');
    expect(page).toContain('aria-label="Filter by tag"');

    const csv = await (await w.ownerClient.get('/api/v1/guest-list/export.csv')).text();
    expect(csv).toContain('Tags');
    expect(csv).toMatch(/Ann Lee,ann@example.com,Awaiting,The Lees,no,,,,no,,Family\r\n/);
    expect(csv).toContain('"Best man, Rehearsal"');

    const imported = await w.ownerClient.post('/api/v1/guest-list/import', { csv: 'Name,Email,Tags\nEve Ray,eve@example.com,"Rehearsal, Family"\n' });
    expect(imported.status).toBe(201);
    const eve = first(await w.sql().select().from(guests).where(eq(guests.name, 'Eve Ray')))!;
    expect(eve.tags).toEqual(['Rehearsal', 'Family']);
  });
});

describe('who is invited to what (issue 16 item 2)', () => {
  it('an event is for everyone by default; the couple chooses tags and guests by API and by the no-JS form', async () => {
    const w = await taggedWedding();
    const created = await w.ownerClient.post('/api/v1/events', { ...rehearsal, audience: 'chosen', inviteTags: ['family'], inviteGuestIds: [w.cat.guestId] });
    expect(created.status).toBe(201);
    const event = (await created.json()).event;
    expect(event.audience).toEqual({ everyone: false, tags: ['family'], guestIds: [w.cat.guestId] });
    expect(event.local).toMatchObject({ audience: 'chosen', inviteTags: ['family'], inviteGuestIds: [w.cat.guestId] });

    const wedding = first(await w.sql().select().from(weddings).where(eq(weddings.id, w.wedding.id)))!;
    const repository = eventsRepository(w.store);
    const invited = await guestsInvitedTo(w.store, w.wedding.id, (await listEvents(repository, wedding)).find((e) => e.id === event.id)!);
    expect(invited.map((g) => g.name).sort()).toEqual(['Ann Lee', 'Ben Lee', 'Cat Fox']);
    expect((await eventsForGuest(repository, wedding, (await guestsRepository(w.store).find(w.wedding.id, w.dan.guestId))!)).map((e) => e.title)).toEqual([
      'Wedding day',
    ]);
    expect((await eventsForGuest(repository, wedding, { id: w.ben.guestId, weddingId: w.wedding.id })).map((e) => e.title)).toEqual([
      'Rehearsal dinner',
      'Wedding day',
    ]);

    // Chosen with nobody chosen, or a guest of another list: refused.
    const empty = await w.ownerClient.post('/api/v1/events', { ...rehearsal, audience: 'chosen' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).msg).toBe('Choose at least one tag or guest, or invite everyone');
    const stranger = await w.ownerClient.post('/api/v1/events', { ...rehearsal, audience: 'chosen', inviteGuestIds: ['nope'] });
    expect(stranger.status).toBe(400);

    // An API edit without audience fields keeps who is invited.
    const kept = await w.ownerClient.patch(`/api/v1/events/${event.id}`, { ...rehearsal, startTime: '19:30' });
    expect((await kept.json()).event.audience).toEqual({ everyone: false, tags: ['family'], guestIds: [w.cat.guestId] });

    // The page shows who is invited and offers the wedding's tags; its form saves 'everyone' back.
    const page = await (await w.ownerClient.get('/app/events')).text();
    expect(page).toContain('Only for guests tagged family; and Cat Fox');
    expect(page).toContain('name="inviteTags" value="Family"');
    expect(page).toContain(`name="inviteGuestIds" value="${w.cat.guestId}"`);
    const everyone = await w.ownerClient.form(`/app/events/${event.id}`, { ...rehearsal, audience: 'everyone' });
    expect(everyone.status).toBe(303);
    const reread = (await (await w.ownerClient.get('/api/v1/events')).json()).events.find((e: { id: string }) => e.id === event.id);
    expect(reread.audience).toEqual({ everyone: true, tags: [], guestIds: [] });
    // The form with 'chosen' and no box ticked shows the error and keeps what was typed.
    const refused = await w.ownerClient.form(`/app/events/${event.id}`, { ...rehearsal, title: 'Rehearsal!', audience: 'chosen' });
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain('Choose at least one tag or guest, or invite everyone');
    expect(refusedPage).toContain('value="Rehearsal!"');
    const byForm = await w.ownerClient.form(`/app/events/${event.id}`, { ...rehearsal, audience: 'chosen', inviteTags: 'Best man' });
    expect(byForm.status).toBe(303);
    expect((await guestsInvitedTo(w.store, w.wedding.id, (await listEvents(repository, wedding)).find((e) => e.id === event.id)!)).map((g) => g.name)).toEqual([
      'Cat Fox',
    ]);

    // A deleted guest leaves the events chosen for them.
    await w.ownerClient.patch(`/api/v1/events/${event.id}`, { ...rehearsal, audience: 'chosen', inviteGuestIds: [w.cat.guestId, w.dan.guestId] });
    expect((await w.ownerClient.delete(`/api/v1/guest-list/${w.dan.guestId}`)).status).toBe(200);
    const after = (await (await w.ownerClient.get('/api/v1/events')).json()).events.find((e: { id: string }) => e.id === event.id);
    expect(after.audience.guestIds).toEqual([w.cat.guestId]);
  });

  it('a guest never sees a private event they are not invited to: RSVP page, calendar files and feed', async () => {
    const w = await taggedWedding();
    const event = (await (await w.ownerClient.post('/api/v1/events', { ...rehearsal, audience: 'chosen', inviteTags: ['Family'] })).json()).event;
    const base = `/${w.weddingUrl}`;
    const token = async (guestId: string) => w.tokenOf(first(await w.sql().select().from(guests).where(eq(guests.id, guestId)))!);
    const annToken = await token(w.ann.guestId);
    const danToken = await token(w.dan.guestId);

    // Anyone: the RSVP page, the all-events file and the event's own file show nothing of it.
    const anonymous = await (await w.visitor.get(`${base}/rsvp`)).text();
    expect(anonymous).toContain('Wedding day');
    expect(anonymous).not.toContain('Rehearsal dinner');
    expect(anonymous).not.toContain(event.id);
    expect(summaries(await (await w.visitor.get(`${base}/events.ics`)).text())).toEqual(['Wedding day · Ana & Jo']);
    const privateFile = await w.visitor.get(`${base}/events/${event.id}.ics`);
    expect(privateFile.status).toBe(404);
    expect(await privateFile.json()).toEqual({ msg: 'Event not found', code: 'events.not-found' });

    // Dan (not invited), by his personal link: the same.
    const dan = await (await w.visitor.get(`${base}/rsvp?token=${encodeURIComponent(danToken)}`)).text();
    expect(dan).not.toContain('Rehearsal dinner');
    expect((await w.visitor.get(`${base}/events/${event.id}.ics?guest=${encodeURIComponent(danToken)}`)).status).toBe(404);
    expect(summaries(await (await w.visitor.get(`${base}/events.ics?guest=${encodeURIComponent(danToken)}`)).text())).toEqual(['Wedding day · Ana & Jo']);

    // Ann and Ben (Family through their household): the page, their links and their feed have it.
    const ann = await (await w.visitor.get(`${base}/rsvp?token=${encodeURIComponent(annToken)}`)).text();
    expect(ann).toContain('Rehearsal dinner');
    expect(ann).toContain(`${base}/events/${event.id}.ics?guest=${encodeURIComponent(annToken)}`);
    const own = await w.visitor.get(`${base}/events/${event.id}.ics?guest=${encodeURIComponent(annToken)}`);
    expect(own.status).toBe(200);
    expect(summaries(await own.text())).toEqual(['Rehearsal dinner · Ana & Jo']);
    expect(summaries(await (await w.visitor.get(`${base}/events.ics?guest=${encodeURIComponent(await token(w.ben.guestId))}`)).text())).toEqual([
      'Rehearsal dinner · Ana & Jo',
      'Wedding day · Ana & Jo',
    ]);
    // A forged token is no key.
    expect((await w.visitor.get(`${base}/events/${event.id}.ics?guest=${encodeURIComponent(`${w.ann.guestId}.forged`)}`)).status).toBe(404);
  });

  it("a household member's feed holds only their own events; the RSVP page shows each person's (issue 22 item 5)", async () => {
    const w = await taggedWedding();
    // Only Ben (by name) is invited to the rehearsal; Ann is in his household.
    const event = (await (await w.ownerClient.post('/api/v1/events', { ...rehearsal, audience: 'chosen', inviteGuestIds: [w.ben.guestId] })).json()).event;
    const base = `/${w.weddingUrl}`;
    const token = async (guestId: string) => w.tokenOf(first(await w.sql().select().from(guests).where(eq(guests.id, guestId)))!);
    const annToken = await token(w.ann.guestId);
    const feed = async (t: string) => summaries(await (await w.visitor.get(`${base}/events.ics?guest=${encodeURIComponent(t)}`)).text());
    expect(await feed(annToken)).toEqual(['Wedding day · Ana & Jo']);
    expect(await feed(await token(w.ben.guestId))).toEqual(['Rehearsal dinner · Ana & Jo', 'Wedding day · Ana & Jo']);
    // Ann's household page still lists Ben's dinner, marked as his, so she can answer for him.
    const annPage = await (await w.visitor.get(`${base}/rsvp?token=${encodeURIComponent(annToken)}`)).text();
    expect(annPage).toContain('Rehearsal dinner');
    expect(annPage).toContain('Ben Lee');
    expect(annPage).toContain(event.id);
  });

  it('a change of plans is e-mailed only to the guests invited to that event', async () => {
    const t = createTestApp();
    const couple = await createCouple(t.store);
    const http = client(t.app, couple.cookie);
    const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
    await addGuest(t.store, couple.wedding.id, 'Bob Ray', 'bob@example.com');
    await setGuest(t.store, ann.id, { tags: ['Rehearsal'] });
    const brunch = { ...rehearsal, date: '2026-06-13' };
    const eventId = (await (await http.post('/api/v1/events', { ...brunch, audience: 'chosen', inviteTags: ['Rehearsal'] })).json()).event.id;
    expect((await http.patch('/api/v1/send-invite', { guestIds: [ann.id], mode: 'invite' })).status).toBe(200);
    await http.patch(`/api/v1/events/${eventId}`, { ...brunch, startTime: '20:00' });
    const [change] = (await (await http.get('/api/v1/events/changes')).json()).changes;
    expect(change).toMatchObject({ recipients: 1, skipped: 0 });
    expect((await http.post(`/api/v1/events/changes/${change.id}/notify`)).status).toBe(200);
    const page = await (await http.get('/app/events')).text();
    expect(page).not.toContain('data-testid="event-changes"');
  });
});
