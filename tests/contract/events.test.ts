// A wedding's events, changes of plans and planning calendar on both engines (issue 29 item 4): the
// events domain through its repositories on a real SQLite file and a real PostgreSQL database.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { portable } from '../../src/core/db/store/portable';
import { addEvent, deleteEvent as deleteEntry, weddingMonth } from '../../src/features/events/domain/calendar/calendar';
import { pendingEventChanges } from '../../src/features/events/domain/change-notice';
import { dismissEventChange } from '../../src/features/events/domain/event-changes';
import { createEvent, deleteEvent, type EventInput, eventsForGuest, listEvents, publicEvents, updateEvent } from '../../src/features/events/domain/events';
import { MAIN_EVENT_ID } from '../../src/shared/events/event-list';
import { calendarRepository } from '../../src/features/events/domain/repository/calendar';
import { eventsRepository } from '../../src/features/events/domain/repository/events';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const input = (changes: Partial<EventInput>): EventInput => ({
  title: 'Welcome drinks',
  date: '2027-06-18',
  startTime: '19:00',
  endDate: '',
  endTime: '22:00',
  venueName: 'The Boathouse',
  venueAddress: '',
  mapUrl: '',
  dressCode: '',
  notes: '',
  ...changes,
});

describeEachEngine('events', ({ store }) => {
  /** A wedding on 2027-06-19 15:00 UTC with a household (Ann, tagged family through it; Ben) and Cat, all with addresses. */
  async function wedding() {
    const userId = newId();
    const weddingId = newId();
    const householdId = newId();
    const [ann, ben, cat] = [newId(), newId(), newId()];
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [
      { id: weddingId, ownerId: userId, content: { weddingLocation: 'Kew Gardens' }, weddingDate: new Date('2027-06-19T15:00:00Z'), timeZone: 'UTC' },
    ]);
    await insertRows(store(), 'households', [{ id: householdId, weddingId, name: 'Lees', tags: ['Family'] }]);
    await insertRows(store(), 'guests', [
      { id: ann, weddingId, householdId, name: 'Ann Lee', nameKey: 'ann lee', email: 'ann@example.com', createdAt: new Date(1) },
      { id: ben, weddingId, householdId, name: 'Ben Lee', nameKey: 'ben lee', email: 'ben@example.com', createdAt: new Date(2) },
      { id: cat, weddingId, name: 'Cat Fox', nameKey: 'cat fox', email: 'cat@example.com', createdAt: new Date(3) },
    ]);
    const row = { id: weddingId, timeZone: 'UTC', weddingDate: new Date('2027-06-19T15:00:00Z'), content: { weddingLocation: 'Kew Gardens' } };
    return { row, weddingId, ann, ben, cat, repository: eventsRepository(store()) };
  }

  async function generation(weddingId: string) {
    const { t, sql } = portable(store());
    return (await sql().select({ g: t.weddings.pageGeneration }).from(t.weddings).where(eq(t.weddings.id, weddingId)))[0]!.g;
  }

  it('lists the derived wedding day with the added events in time order; a private event only for its guests', async () => {
    const w = await wedding();
    const before = await generation(w.weddingId);
    const drinks = await createEvent(w.repository, w.row, input({}));
    const family = await createEvent(
      w.repository,
      w.row,
      input({ title: 'Family brunch', date: '2027-06-20', startTime: '10:00', endTime: '12:00', audience: 'chosen', inviteTags: ['family'] }),
    );
    expect(await generation(w.weddingId)).toBe(before + 2);
    const events = await listEvents(w.repository, w.row);
    expect(events.map((e) => [e.title, e.derived, e.venueAddress])).toEqual([
      ['Welcome drinks', false, ''],
      ['Wedding day', true, 'Kew Gardens'],
      ['Family brunch', false, ''],
    ]);
    expect(events[0]).toMatchObject({ id: drinks.id, startsAt: new Date('2027-06-18T19:00:00Z'), audience: { everyone: true, tags: [], guestIds: [] } });
    expect((await publicEvents(w.repository, w.row)).map((e) => e.title)).toEqual(['Welcome drinks', 'Wedding day']);
    // Ann carries her household's tag; Cat does not.
    expect((await eventsForGuest(w.repository, w.row, { id: w.ann, weddingId: w.weddingId })).map((e) => e.id)).toContain(family.id);
    expect((await eventsForGuest(w.repository, w.row, { id: w.cat, weddingId: w.weddingId })).map((e) => e.id)).not.toContain(family.id);
    // An audience names the wedding's own guests only.
    await expect(createEvent(w.repository, w.row, input({ audience: 'chosen', inviteGuestIds: ['someone-else'] }))).rejects.toMatchObject({
      code: 'events.audience-guest-unknown',
    });
    const named = await createEvent(w.repository, w.row, input({ title: 'Cat only', audience: 'chosen', inviteGuestIds: [w.cat] }));
    expect(named.audience).toEqual({ everyone: false, tags: [], guestIds: [w.cat] });
  });

  it('storing the wedding day takes the answers and questions kept under its id; deleting it gives them back', async () => {
    const w = await wedding();
    await insertRows(store(), 'rsvpEventAnswers', [{ weddingId: w.weddingId, guestId: w.ann, eventId: MAIN_EVENT_ID, status: 'Accepted' }]);
    const questionId = newId();
    await insertRows(store(), 'questions', [{ id: questionId, weddingId: w.weddingId, form: 'rsvp', kind: 'text', label: 'Song?', eventId: MAIN_EVENT_ID }]);
    const { t, sql } = portable(store());
    const eventIds = async () => ({
      answer: (await sql().select().from(t.rsvpEventAnswers).where(eq(t.rsvpEventAnswers.guestId, w.ann)))[0]?.eventId,
      question: (await sql().select().from(t.questions).where(eq(t.questions.id, questionId)))[0]?.eventId,
    });

    const day = await updateEvent(
      w.repository,
      w.row,
      MAIN_EVENT_ID,
      input({ title: 'Our wedding', date: '2027-06-19', startTime: '15:00', endTime: '23:00' }),
    );
    expect(day).toMatchObject({ main: true, derived: false, title: 'Our wedding' });
    expect(await eventIds()).toEqual({ answer: day.id, question: day.id });
    // Stored once: the derived id is gone.
    await expect(updateEvent(w.repository, w.row, MAIN_EVENT_ID, input({}))).rejects.toMatchObject({ code: 'events.not-found' });
    await expect(deleteEvent(w.repository, w.row, MAIN_EVENT_ID)).rejects.toMatchObject({ code: 'events.main-kept' });

    await deleteEvent(w.repository, w.row, day.id);
    expect(await eventIds()).toEqual({ answer: MAIN_EVENT_ID, question: MAIN_EVENT_ID });
    expect((await listEvents(w.repository, w.row)).map((e) => [e.title, e.derived])).toEqual([['Wedding day', true]]);

    // Another event's answers go with it; its questions are asked for all events again.
    const drinks = await createEvent(w.repository, w.row, input({}));
    await insertRows(store(), 'rsvpEventAnswers', [{ weddingId: w.weddingId, guestId: w.ben, eventId: drinks.id, status: 'Declined' }]);
    await insertRows(store(), 'questions', [{ weddingId: w.weddingId, form: 'rsvp', kind: 'yesno', label: 'Boat?', eventId: drinks.id }]);
    await deleteEvent(w.repository, w.row, drinks.id);
    expect(await sql().select().from(t.rsvpEventAnswers).where(eq(t.rsvpEventAnswers.guestId, w.ben))).toEqual([]);
    expect((await sql().select().from(t.questions).where(eq(t.questions.label, 'Boat?'))).map((q) => q.eventId)).toEqual([null]);
    await expect(deleteEvent(w.repository, w.row, drinks.id)).rejects.toMatchObject({ code: 'events.not-found' });
  });

  it('a move after invitations went out waits as one change until dismissed; moving back drops it', async () => {
    const w = await wedding();
    const drinks = await createEvent(w.repository, w.row, input({}));
    // Nobody was told yet: no change.
    await updateEvent(w.repository, w.row, drinks.id, input({ startTime: '18:00' }));
    expect(await pendingEventChanges(w.repository, w.row)).toEqual([]);

    await insertRows(store(), 'emails', [
      { weddingId: w.weddingId, guestId: w.ann, kind: 'invite', to: 'ann@example.com', subject: 'S', html: 'h', text: 't', idempotencyKey: newId() },
    ]);
    await updateEvent(w.repository, w.row, drinks.id, input({ startTime: '18:30' }));
    await updateEvent(w.repository, w.row, drinks.id, input({ title: 'Drinks', startTime: '18:30', venueName: 'The Orangery' }));
    const [change, ...others] = await pendingEventChanges(w.repository, w.row);
    expect(others).toEqual([]);
    expect(change).toMatchObject({ eventId: drinks.id, eventTitle: 'Drinks', recipients: 3, skipped: 0 });
    expect(change!.lines.map((l) => l.label)).toEqual(['When', 'Where']);
    expect(change!.lines[1]).toMatchObject({ before: 'The Boathouse', after: 'The Orangery' });

    // Back to what guests were told: nothing to tell.
    await updateEvent(w.repository, w.row, drinks.id, input({ startTime: '18:00' }));
    expect(await pendingEventChanges(w.repository, w.row)).toEqual([]);

    await updateEvent(w.repository, w.row, drinks.id, input({ startTime: '17:00' }));
    const [again] = await pendingEventChanges(w.repository, w.row);
    await dismissEventChange(w.repository, w.weddingId, again!.id);
    expect(await pendingEventChanges(w.repository, w.row)).toEqual([]);
    await expect(dismissEventChange(w.repository, w.weddingId, again!.id)).rejects.toMatchObject({ code: 'events.change-already-told' });
    await expect(dismissEventChange(w.repository, newId(), again!.id)).rejects.toMatchObject({ code: 'events.change-not-found' });

    // Deleting the event drops its un-notified change.
    await updateEvent(w.repository, w.row, drinks.id, input({ startTime: '16:00' }));
    expect(await pendingEventChanges(w.repository, w.row)).toHaveLength(1);
    await deleteEvent(w.repository, w.row, drinks.id);
    expect(await pendingEventChanges(w.repository, w.row)).toEqual([]);
  });

  it('concurrent adds stop at 30 events: none lost, none over', async () => {
    const w = await wedding();
    for (let i = 0; i < 26; i++) await createEvent(w.repository, w.row, input({ title: `Event ${i}` }));
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => createEvent(w.repository, w.row, input({ title: `Late ${i}` }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(4).fill('events.too-many'));
    expect(await w.repository.countEvents(w.weddingId)).toBe(30);
  });

  it("the planning calendar: the couple's entries, the wedding's events and the RSVP deadline, month by month", async () => {
    const w = await wedding();
    const calendar = calendarRepository(store());
    const repositories = { calendar, events: w.repository };
    const cake = await addEvent(calendar, w.weddingId, 'Europe/London', {
      title: 'Cake tasting',
      date: '2027-06-03',
      time: '14:30',
      endTime: '15:30',
      theme: 'GREEN',
    });
    expect(cake).toMatchObject({ startsAt: new Date('2027-06-03T13:30:00Z'), endsAt: new Date('2027-06-03T14:30:00Z'), theme: 'GREEN' });
    await addEvent(calendar, w.weddingId, 'Europe/London', { title: 'Dress fitting', date: '2027-06-10', time: '', endTime: '', theme: 'PURPLE' });
    await addEvent(calendar, w.weddingId, 'Europe/London', { title: 'July', date: '2027-07-01', time: '', endTime: '', theme: 'BLUE' });
    const june = await weddingMonth(repositories, { ...w.row, timeZone: 'Europe/London', rsvpDeadline: new Date('2027-06-01T12:00:00Z') }, '2027-06');
    expect(june.entries.map((e) => [e.title, e.allDay, e.fixed])).toEqual([
      ['RSVP deadline', false, true],
      ['Cake tasting', false, false],
      ['Dress fitting', true, false],
      ['Wedding day', false, true],
    ]);
    await deleteEntry(calendar, w.weddingId, cake.id);
    await expect(deleteEntry(calendar, newId(), cake.id)).rejects.toMatchObject({ code: 'calendar.not-found' });
    const after = await weddingMonth(repositories, { ...w.row, timeZone: 'Europe/London', rsvpDeadline: null }, '2027-06');
    expect(after.entries.map((e) => e.title)).toEqual(['Dress fitting', 'Wedding day']);
  });
});
