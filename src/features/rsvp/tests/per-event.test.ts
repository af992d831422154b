// Issue 16 item 3: a household answers per event it is invited to (per person, plus-ones
// included); the overall status follows; the couple's manager, stats and export break down by
// event; the guest limit still counts people.
import { first } from '../../../core/db/store/portable';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rsvpWedding } from './helpers';

const { emails, guests, rsvpEventAnswers, weddings } = engineTables();

const rehearsal = {
  title: 'Rehearsal dinner',
  date: '2027-06-18',
  startTime: '19:00',
  endTime: '22:00',
  venueName: 'The Boathouse',
  venueAddress: '',
  mapUrl: '',
  dressCode: '',
  notes: '',
};

async function twoEvents(options: { role?: 'userFree' | 'userPaid' } = {}) {
  const w = await rsvpWedding({ timeZone: 'Europe/London', weddingUrl: `pe-${Math.random().toString(36).slice(2, 8)}`, role: options.role });
  await w.transaction(() =>
    w
      .sql()
      .update(weddings)
      .set({ weddingDate: new Date('2027-06-19T14:00:00Z') })
      .where(eq(weddings.id, w.wedding.id)),
  );
  const jose = await w.addGuest({ name: 'Jose Garcia', household: 'Garcias', plusOneAllowed: true, householdTags: ['Family'] });
  const maria = await w.addGuest({ name: 'Maria Garcia', household: 'Garcias' });
  const kim = await w.addGuest({ name: 'Kim Lo' });
  const dinner = (await (await w.ownerClient.post('/api/v1/events', { ...rehearsal, audience: 'chosen', inviteTags: ['Family'] })).json()).event as {
    id: string;
  };
  const answers = async (guestId: string) =>
    Object.fromEntries((await w.sql().select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.guestId, guestId))).map((a) => [a.eventId, a.status]));
  return { ...w, jose, maria, kim, dinner, answers };
}

describe('per-event RSVP (issue 16 item 3)', () => {
  it('a household invited to two events answers each, per person and without JavaScript; a guest of one event answers once', async () => {
    const w = await twoEvents();
    const token = encodeURIComponent(w.tokenOf(w.jose));
    const form = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${token}`)).text();
    for (const guest of [w.jose, w.maria]) {
      expect(form).toContain(`name="event.wedding-day.${guest.id}"`);
      expect(form).toContain(`name="event.${w.dinner.id}.${guest.id}"`);
      expect(form).not.toContain(`name="status.${guest.id}"`);
    }
    expect(form).toContain('Rehearsal dinner');
    expect(form).toContain('Friday, June 18 · 7:00 PM – 10:00 PM');

    // One event left out: refused with the event named, nothing written.
    const refused = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(w.jose),
      [`event.wedding-day.${w.jose.id}`]: 'Accepted',
      [`event.${w.dinner.id}.${w.jose.id}`]: 'Accepted',
      [`event.wedding-day.${w.maria.id}`]: 'Accepted',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please tell us if Maria Garcia can come to Rehearsal dinner');
    expect(await w.answers(w.jose.id)).toEqual({});

    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(w.jose),
      [`event.wedding-day.${w.jose.id}`]: 'Accepted',
      [`event.${w.dinner.id}.${w.jose.id}`]: 'Declined',
      [`plusOne.${w.jose.id}`]: 'yes',
      [`plusOneName.${w.jose.id}`]: 'Luz Ortega',
      [`event.wedding-day.${w.maria.id}`]: 'Declined',
      [`event.${w.dinner.id}.${w.maria.id}`]: 'Declined',
    });
    expect(sent.status).toBe(303);
    expect(await w.answers(w.jose.id)).toEqual({ 'wedding-day': 'Accepted', [w.dinner.id]: 'Declined' });
    // The couple's notice says each event's answer.
    const notice = first(await w.sql().select().from(emails).where(eq(emails.kind, 'rsvp-notice')))!;
    expect(notice.text).toContain('Jose Garcia: Accepted (bringing Luz Ortega) – Rehearsal dinner: not attending, Wedding day: attending');
    expect(await w.answers(w.maria.id)).toEqual({ 'wedding-day': 'Declined', [w.dinner.id]: 'Declined' });
    // The overall status follows: attending any event is attending.
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, w.jose.id)))).toMatchObject({ status: 'Accepted', plusOneStatus: 'Accepted' });
    expect(first(await w.sql().select().from(guests).where(eq(guests.id, w.maria.id)))!.status).toBe('Declined');
    const submitted = await (await w.visitor.get(sent.headers.get('location')!)).text();
    expect(submitted).toContain('Rehearsal dinner: Not attending');
    expect(submitted).toContain('Wedding day: Attending');

    // Kim is invited to the wedding day only: the one-status form, and nothing of the dinner.
    const kimForm = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(w.kim))}`)).text();
    expect(kimForm).toContain(`name="status.${w.kim.id}"`);
    expect(kimForm).not.toContain('Rehearsal dinner');
    expect((await w.visitor.form(`/${w.weddingUrl}/rsvp`, { token: w.tokenOf(w.kim), [`status.${w.kim.id}`]: 'Accepted' })).status).toBe(303);
    expect(await w.answers(w.kim.id)).toEqual({ 'wedding-day': 'Accepted' });
  });

  it('the RSVP API reads and writes per-event answers; a guest cannot answer an event they are not invited to', async () => {
    const w = await twoEvents();
    const api = `/api/v1/public/${w.weddingUrl}/rsvp`;
    const read = await (await w.visitor.get(`${api}?token=${encodeURIComponent(w.tokenOf(w.jose))}`)).json();
    expect(read.guest.events.map((e: { title: string }) => e.title)).toEqual(['Rehearsal dinner', 'Wedding day']);
    expect(read.guest.members[0].eventIds).toEqual([w.dinner.id, 'wedding-day']);
    const kimRead = await (await w.visitor.get(`${api}?token=${encodeURIComponent(w.tokenOf(w.kim))}`)).json();
    expect(JSON.stringify(kimRead)).not.toContain('Rehearsal dinner');
    expect(JSON.stringify(kimRead)).not.toContain(w.dinner.id);

    const patched = await w.visitor.patch(api, {
      token: w.tokenOf(w.jose),
      members: [
        { guestId: w.jose.id, events: { 'wedding-day': 'Declined', [w.dinner.id]: 'Accepted' } },
        { guestId: w.maria.id, events: { 'wedding-day': 'Accepted', [w.dinner.id]: 'Accepted' } },
      ],
    });
    expect(patched.status).toBe(200);
    const body = await patched.json();
    expect(body.guest.members.map((m: { status: string; events: Record<string, string> }) => [m.status, m.events])).toEqual([
      ['Accepted', { 'wedding-day': 'Declined', [w.dinner.id]: 'Accepted' }],
      ['Accepted', { 'wedding-day': 'Accepted', [w.dinner.id]: 'Accepted' }],
    ]);

    // The one-status shape still works: Kim (one event) and a per-event guest (every event takes it).
    expect((await w.visitor.patch(api, { token: w.tokenOf(w.kim), members: [{ guestId: w.kim.id, status: 'Declined' }] })).status).toBe(200);
    expect(await w.answers(w.kim.id)).toEqual({ 'wedding-day': 'Declined' });
    // Kim answering the dinner (not invited) writes nothing for it.
    await w.visitor.patch(api, { token: w.tokenOf(w.kim), members: [{ guestId: w.kim.id, status: 'Accepted', events: { [w.dinner.id]: 'Accepted' } }] });
    expect(await w.answers(w.kim.id)).toEqual({ 'wedding-day': 'Accepted' });
  });

  it('the manager, stats and export break down by event; a saved wedding day keeps its answers', async () => {
    const w = await twoEvents();
    await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(w.jose),
      members: [
        { guestId: w.jose.id, events: { 'wedding-day': 'Accepted', [w.dinner.id]: 'Accepted' }, plusOne: true, plusOneName: 'Luz Ortega' },
        { guestId: w.maria.id, events: { 'wedding-day': 'Accepted', [w.dinner.id]: 'Declined' } },
      ],
    });
    const summary = await (await w.ownerClient.get('/api/v1/rsvp/summary')).json();
    expect(summary.events.map((e: Record<string, unknown>) => [e.title, e.invited, e.attending, e.accepted, e.declined, e.awaiting])).toEqual([
      ['Rehearsal dinner', 2, 2, 1, 1, 0],
      ['Wedding day', 3, 3, 2, 0, 1],
    ]);
    const stats = await (await w.ownerClient.get('/api/v1/users/user-stats')).json();
    expect(stats.events.map((e: Record<string, unknown>) => [e.title, e.attending])).toEqual([
      ['Rehearsal dinner', 2],
      ['Wedding day', 3],
    ]);
    const dashboard = await (await w.ownerClient.get('/app')).text();
    expect(dashboard).toContain('data-testid="dashboard-events"');
    expect(dashboard).toContain('Rehearsal dinner</a>: 2 attending · 0 awaiting of 2 invited');
    const page = await (await w.ownerClient.get('/app/rsvp')).text();
    expect(page).toContain('data-testid="rsvp-events"');
    expect(page).toContain('Not invited');
    const csv = await (await w.ownerClient.get('/api/v1/guest-list/export.csv')).text();
    expect(csv).toContain('Tags,Event: Rehearsal dinner,Event: Wedding day\r\n');
    expect(csv).toMatch(/Maria Garcia,.*,Family,Declined,Accepted\r\n/);
    expect(csv).toMatch(/Kim Lo,.*,,Awaiting\r\n/);

    // Saving the wedding day stores it under a new id: the answers follow it.
    expect(
      (await w.ownerClient.form('/app/events/wedding-day', { ...rehearsal, title: 'Wedding day', date: '2027-06-19', startTime: '15:00', endTime: '23:00' }))
        .status,
    ).toBe(303);
    const stored = (await (await w.ownerClient.get('/api/v1/events')).json()).events.find((e: { main: boolean }) => e.main).id;
    expect(stored).not.toBe('wedding-day');
    expect(await w.answers(w.maria.id)).toEqual({ [stored]: 'Accepted', [w.dinner.id]: 'Declined' });
    // Deleting the dinner drops its answers; the summary has one event left.
    await w.ownerClient.delete(`/api/v1/events/${w.dinner.id}`);
    expect(
      await w
        .sql()
        .select()
        .from(rsvpEventAnswers)
        .where(and(eq(rsvpEventAnswers.weddingId, w.wedding.id), eq(rsvpEventAnswers.eventId, w.dinner.id))),
    ).toEqual([]);
  });

  it("a plus-one comes to the guest's events unless the guest says not to one of them", async () => {
    const w = await twoEvents();
    const form = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(w.jose))}`)).text();
    expect(form).toContain(`name="eventPlusOne.${w.dinner.id}.${w.jose.id}"`);
    expect(form).toContain('Your guest at Rehearsal dinner');
    expect(form).not.toContain(`name="eventPlusOne.${w.dinner.id}.${w.maria.id}"`); // Maria has no plus-one
    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(w.jose),
      [`event.wedding-day.${w.jose.id}`]: 'Accepted',
      [`event.${w.dinner.id}.${w.jose.id}`]: 'Accepted',
      [`plusOne.${w.jose.id}`]: 'yes',
      [`plusOneName.${w.jose.id}`]: 'Luz Ortega',
      [`eventPlusOne.${w.dinner.id}.${w.jose.id}`]: 'no',
      [`event.wedding-day.${w.maria.id}`]: 'Declined',
      [`event.${w.dinner.id}.${w.maria.id}`]: 'Declined',
    });
    expect(sent.status).toBe(303);
    const rows = await w.sql().select().from(rsvpEventAnswers).where(eq(rsvpEventAnswers.guestId, w.jose.id));
    expect(Object.fromEntries(rows.map((r) => [r.eventId, r.plusOne]))).toEqual({ 'wedding-day': null, [w.dinner.id]: false });
    const summary = await (await w.ownerClient.get('/api/v1/rsvp/summary')).json();
    expect(summary.events.map((e: Record<string, unknown>) => [e.title, e.accepted, e.plusOnesComing, e.attending])).toEqual([
      ['Rehearsal dinner', 1, 0, 1],
      ['Wedding day', 1, 1, 2],
    ]);
    expect(await (await w.visitor.get(sent.headers.get('location')!)).text()).toContain('Rehearsal dinner: Attending (without Luz Ortega)');
    // The API: eventPlusOnes as booleans.
    const api = await w.visitor.patch(`/api/v1/public/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(w.jose),
      members: [{ guestId: w.jose.id, eventPlusOnes: { [w.dinner.id]: true } }],
    });
    expect(api.status).toBe(200);
    expect((await api.json()).guest.members[0].eventPlusOnes).toEqual({ [w.dinner.id]: true });
  });

  it("the couple records a phone answer per event, or one answer for all of a guest's events", async () => {
    const w = await twoEvents();
    const page = await (await w.ownerClient.get(`/app/rsvp/record/${w.maria.id}`)).text();
    expect(page).toContain(`name="event.${w.dinner.id}.${w.maria.id}"`);
    const recorded = await w.ownerClient.form(`/app/rsvp/record/${w.maria.id}`, {
      [`event.wedding-day.${w.maria.id}`]: 'Accepted',
      [`event.${w.dinner.id}.${w.maria.id}`]: 'Declined',
    });
    expect(recorded.status).toBe(303);
    expect(await w.answers(w.maria.id)).toEqual({ 'wedding-day': 'Accepted', [w.dinner.id]: 'Declined' });
    // Jose left blank: untouched.
    expect(await w.answers(w.jose.id)).toEqual({});
    // The API's one-status shape: every event of Jose's.
    expect((await w.ownerClient.patch('/api/v1/rsvp/answers', { guestId: w.jose.id, status: 'Declined' })).status).toBe(200);
    expect(await w.answers(w.jose.id)).toEqual({ 'wedding-day': 'Declined', [w.dinner.id]: 'Declined' });
  });

  it('the guest limit counts people, not invitations', async () => {
    const w = await twoEvents({ role: 'userFree' });
    // Three guests and one allowed plus-one, each invited to up to two events: 4 seats of 65.
    const stats = await (await w.ownerClient.get('/api/v1/users/user-stats')).json();
    expect(stats).toMatchObject({ totalGuests: 3, seatsUsed: 4, guestLimit: 65 });
    for (let i = 0; i < 61; i++) await w.addGuest({ name: `Guest ${i}`, tags: ['Family'] });
    const full = await w.ownerClient.post('/api/v1/guest-list', { name: 'One Too Many' });
    expect(full.status).toBe(403);
    expect((await (await w.ownerClient.get('/api/v1/users/user-stats')).json()).seatsUsed).toBe(65);
  });
});

describe('questions per event or for all events (issue 16 item 3)', () => {
  it('a question about one event is asked only of guests invited to it and binds only those who attend it', async () => {
    const w = await twoEvents();
    const added = await w.ownerClient.post('/api/v1/rsvp/questions', {
      label: 'Dinner main',
      kind: 'choice',
      options: ['Fish', 'Lamb'],
      required: true,
      eventId: w.dinner.id,
    });
    expect(added.status).toBe(201);
    const dinnerMain = (await added.json()).question as { id: string; eventId: string };
    expect(dinnerMain.eventId).toBe(w.dinner.id);
    const unknown = await w.ownerClient.post('/api/v1/rsvp/questions', { label: 'Hm', kind: 'text', eventId: 'nope' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).msg).toBe('Choose one of your events');
    const settings = await (await w.ownerClient.get('/app/wedding/edit/rsvp')).text();
    expect(settings).toContain('name="eventId"');
    expect(settings).toContain('about Rehearsal dinner');

    // Kim (wedding day only) is not asked; the Garcias are, labelled with the event.
    const kim = await (await w.visitor.get(`/api/v1/public/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(w.kim))}`)).json();
    expect(kim.questions).toEqual([]);
    const form = await (await w.visitor.get(`/${w.weddingUrl}/rsvp?token=${encodeURIComponent(w.tokenOf(w.jose))}`)).text();
    expect(form).toContain('Dinner main (Rehearsal dinner)');

    // Required for Jose, who attends the dinner; not for Maria, who does not.
    const refused = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(w.jose),
      [`event.wedding-day.${w.jose.id}`]: 'Accepted',
      [`event.${w.dinner.id}.${w.jose.id}`]: 'Accepted',
      [`event.wedding-day.${w.maria.id}`]: 'Accepted',
      [`event.${w.dinner.id}.${w.maria.id}`]: 'Declined',
    });
    expect(refused.status).toBe(400);
    const errors = await refused.text();
    expect(errors).toContain(`id="rsvp-answer-${dinnerMain.id}-${w.jose.id}-error"`);
    expect(errors).not.toContain(`id="rsvp-answer-${dinnerMain.id}-${w.maria.id}-error"`);
    const sent = await w.visitor.form(`/${w.weddingUrl}/rsvp`, {
      token: w.tokenOf(w.jose),
      [`event.wedding-day.${w.jose.id}`]: 'Accepted',
      [`event.${w.dinner.id}.${w.jose.id}`]: 'Accepted',
      [`answer.${dinnerMain.id}.${w.jose.id}`]: 'Lamb',
      [`event.wedding-day.${w.maria.id}`]: 'Accepted',
      [`event.${w.dinner.id}.${w.maria.id}`]: 'Declined',
    });
    expect(sent.status).toBe(303);
  });
});
