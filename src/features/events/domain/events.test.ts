// A wedding's events on the in-memory repository (issue 29 item 7): the form's rules, the limit of 30, who is
// invited (everyone, tags, named guests), the wedding day read from the wedding's date until it is saved, and
// what a delete gives back (the derived day, the per-event questions), with the public page told each time.
import { describe, expect, it } from 'vitest';
import { MAIN_EVENT_ID } from '../../../shared/events/event-list';
import {
  audienceValues,
  createEvent,
  deleteEvent,
  type EventInput,
  eventFormValues,
  eventInputSchema,
  eventsForGuest,
  listEvents,
  MAX_EVENTS,
  publicEvents,
  updateEvent,
} from './events';
import type { InvitableGuest } from './repository/events';
import { memoryEventsRepository } from './repository/events.memory';
import { refusedWith } from '../../../../tests/helpers/refusal';

const wedding = { id: 'w1', timeZone: 'Europe/Paris', weddingDate: new Date('2027-06-12T14:00:00Z'), content: { weddingLocation: 'Old Mill\nMillbrook' } };
const undated = { ...wedding, weddingDate: null };

const guest = (id: string, tags: string[] = [], householdTags: string[] = []) =>
  ({ id, weddingId: 'w1', tags, householdTags, householdName: null }) as unknown as InvitableGuest;

const input = (fields: Record<string, unknown> = {}): EventInput =>
  eventInputSchema.parse({ title: 'Welcome drinks', date: '2027-06-11', startTime: '18:00', endTime: '21:00', ...fields });

function refusalOf(fn: () => unknown): string[] {
  const parsed = eventInputSchema.safeParse(fn());
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('eventInputSchema', () => {
  const base = { title: 'Brunch', date: '2027-06-13', startTime: '10:00', endTime: '12:00' };

  it('refuses what the form cannot save, in the spec’s words', () => {
    expect(refusalOf(() => ({ ...base, title: '  ' }))).toEqual(['Give the event a title']);
    expect(refusalOf(() => ({ ...base, date: '13/06/2027' }))).toEqual(['Choose a date for the event']);
    expect(refusalOf(() => ({ ...base, endTime: '12:60' }))).toEqual(['Time must look like 16:30']);
    expect(refusalOf(() => ({ ...base, endTime: '09:59' }))).toEqual(['The event cannot end before it starts']);
    expect(refusalOf(() => ({ ...base, mapUrl: 'http://maps.example/x' }))).toEqual(['The map link must start with https://']);
    expect(refusalOf(() => ({ ...base, audience: 'some' }))).toEqual(['Invite everyone or chosen guests']);
  });

  it('lets an event end on a later day, and reads one chosen guest sent as a string', () => {
    expect(refusalOf(() => ({ ...base, endDate: '2027-06-14', endTime: '01:00' }))).toEqual([]);
    expect(eventInputSchema.parse({ ...base, inviteGuestIds: 'g1' }).inviteGuestIds).toEqual(['g1']);
    expect(eventInputSchema.parse({ ...base, inviteGuestIds: '' }).inviteGuestIds).toEqual([]);
  });
});

describe('audienceValues', () => {
  const known = () => ['g1', 'g2'];

  it('keeps the stored audience when the input names none, and clears the choice for everyone', () => {
    expect(audienceValues(input(), known)).toEqual({});
    expect(audienceValues(input({ audience: 'everyone', inviteTags: 'family', inviteGuestIds: ['g1'] }), known)).toEqual({
      forEveryone: true,
      inviteTags: [],
      inviteGuestIds: [],
    });
  });

  it('needs a tag or a guest of the wedding for a chosen audience, once each', () => {
    expect(audienceValues(input({ audience: 'chosen', inviteGuestIds: ['g1', 'g1'] }), known)).toEqual({
      forEveryone: false,
      inviteTags: [],
      inviteGuestIds: ['g1'],
    });
    expect(() => audienceValues(input({ audience: 'chosen' }), known)).toThrow('Choose at least one tag or guest, or invite everyone');
    expect(() => audienceValues(input({ audience: 'chosen', inviteGuestIds: ['g9'] }), known)).toThrow('Choose guests from your guest list');
  });
});

describe('the wedding’s events', () => {
  it('start with the wedding day read from the wedding’s date, three hours, at the site’s place', async () => {
    const [day] = await listEvents(memoryEventsRepository(), wedding);
    expect(day).toMatchObject({ id: MAIN_EVENT_ID, derived: true, main: true, title: 'Wedding day', venueAddress: 'Old Mill, Millbrook' });
    expect(day!.endsAt.getTime() - day!.startsAt.getTime()).toBe(3 * 3600 * 1000);
    expect(await listEvents(memoryEventsRepository(), undated)).toEqual([]);
  });

  it('are added in the wedding’s zone, in time order, and each add tells the public page', async () => {
    const repository = memoryEventsRepository();
    const drinks = await createEvent(repository, wedding, input());
    await createEvent(repository, wedding, input({ title: 'Brunch', date: '2027-06-13', startTime: '10:00', endTime: '12:00' }));
    expect(drinks.startsAt.toISOString()).toBe('2027-06-11T16:00:00.000Z');
    expect((await listEvents(repository, wedding)).map((e) => e.title)).toEqual(['Welcome drinks', 'Wedding day', 'Brunch']);
    expect(repository.stored.pageChanges.get('w1')).toBe(2);
  });

  it(`stop at ${MAX_EVENTS}, and a refused add changes nothing`, async () => {
    const repository = memoryEventsRepository();
    for (let i = 0; i < MAX_EVENTS; i++) await createEvent(repository, wedding, input({ title: `Event ${i}` }));
    expect(await refusedWith(createEvent(repository, wedding, input()))).toMatchObject({
      code: 'events.too-many',
      message: 'A wedding can have up to 30 events',
    });
    expect([repository.stored.events.length, repository.stored.pageChanges.get('w1')]).toEqual([MAX_EVENTS, MAX_EVENTS]);
  });

  it('are each shown to the guests invited: everyone, a tag of theirs or their household’s, or by name', async () => {
    const repository = memoryEventsRepository([guest('g1', ['Family']), guest('g2', [], ['family']), guest('g3')]);
    await createEvent(repository, wedding, input({ title: 'Rehearsal', audience: 'chosen', inviteTags: 'family' }));
    await createEvent(repository, wedding, input({ title: 'Tea', audience: 'chosen', inviteGuestIds: ['g3'] }));
    const titles = async (guestId: string) => (await eventsForGuest(repository, wedding, { id: guestId, weddingId: 'w1' })).map((e) => e.title);
    expect(await titles('g1')).toEqual(['Rehearsal', 'Wedding day']);
    expect(await titles('g2')).toEqual(['Rehearsal', 'Wedding day']);
    expect(await titles('g3')).toEqual(['Tea', 'Wedding day']);
    expect(await titles('nobody')).toEqual([]);
    expect((await publicEvents(repository, wedding)).map((e) => e.title)).toEqual(['Wedding day']);
  });
});

describe('updateEvent', () => {
  it('saves the derived wedding day as the main event, moving its answers and questions to it, once', async () => {
    const repository = memoryEventsRepository();
    const saved = await updateEvent(repository, wedding, MAIN_EVENT_ID, input({ title: 'Ceremony', date: '2027-06-12' }));
    expect([saved.main, saved.derived, saved.title]).toEqual([true, false, 'Ceremony']);
    expect(repository.stored.moves).toEqual([`move ${MAIN_EVENT_ID}→${saved.id}`]);
    expect((await listEvents(repository, wedding)).map((e) => e.id)).toEqual([saved.id]);
    expect((await refusedWith(updateEvent(repository, wedding, MAIN_EVENT_ID, input()))).message).toBe('Event not found');
    expect((await refusedWith(updateEvent(memoryEventsRepository(), undated, MAIN_EVENT_ID, input()))).code).toBe('events.not-found');
  });

  it('keeps a stored audience the input does not name, and refuses an unknown event', async () => {
    const repository = memoryEventsRepository([guest('g1')]);
    const tea = await createEvent(repository, wedding, input({ audience: 'chosen', inviteGuestIds: ['g1'] }));
    const saved = await updateEvent(repository, wedding, tea.id, input({ title: 'Tea' }));
    expect([saved.title, saved.audience]).toEqual(['Tea', { everyone: false, tags: [], guestIds: ['g1'] }]);
    expect((await refusedWith(updateEvent(repository, wedding, 'nope', input()))).code).toBe('events.not-found');
  });

  it('records a change of plans only once invitations went out, and only for the time or place', async () => {
    const repository = memoryEventsRepository();
    const drinks = await createEvent(repository, wedding, input());
    await updateEvent(repository, wedding, drinks.id, input({ startTime: '19:00' }));
    expect(repository.stored.changes).toEqual([]);
    repository.stored.announced.add('w1');
    await updateEvent(repository, wedding, drinks.id, input({ startTime: '19:00', title: 'Drinks', notes: 'Bring a coat' }));
    expect(repository.stored.changes).toEqual([]);
    await updateEvent(repository, wedding, drinks.id, input({ startTime: '19:00', venueName: 'The Barn' }));
    expect(repository.stored.changes.map((c) => [c.before.venueName, c.after.venueName])).toEqual([['', 'The Barn']]);
  });
});

describe('deleteEvent', () => {
  it('keeps the wedding day, and an unknown event is not found', async () => {
    const repository = memoryEventsRepository();
    expect(await refusedWith(deleteEvent(repository, wedding, MAIN_EVENT_ID))).toMatchObject({
      code: 'events.main-kept',
      message: 'The wedding day is taken from your wedding date; change its details instead',
    });
    expect((await refusedWith(deleteEvent(repository, wedding, 'nope'))).code).toBe('events.not-found');
  });

  it('returns a saved wedding day to the wedding’s date; another event’s questions are asked for all again', async () => {
    const repository = memoryEventsRepository();
    const day = await updateEvent(repository, wedding, MAIN_EVENT_ID, input({ date: '2027-06-12' }));
    const brunch = await createEvent(repository, wedding, input({ title: 'Brunch' }));
    await deleteEvent(repository, wedding, day.id);
    await deleteEvent(repository, wedding, brunch.id);
    expect(repository.stored.moves).toEqual([`move ${MAIN_EVENT_ID}→${day.id}`, `move ${day.id}→${MAIN_EVENT_ID}`, `release ${brunch.id}`]);
    expect(await listEvents(repository, wedding)).toMatchObject([{ id: MAIN_EVENT_ID, derived: true }]);
  });

  it('drops the change of plans nobody was told about yet', async () => {
    const repository = memoryEventsRepository();
    repository.stored.announced.add('w1');
    const drinks = await createEvent(repository, wedding, input());
    await updateEvent(repository, wedding, drinks.id, input({ startTime: '19:00' }));
    expect(repository.stored.changes).toHaveLength(1);
    await deleteEvent(repository, wedding, drinks.id);
    expect(repository.stored.changes).toEqual([]);
  });
});

describe('eventFormValues', () => {
  it('gives back the fields the event was saved from, in the wedding’s zone', async () => {
    const repository = memoryEventsRepository();
    const fields = { date: '2027-06-13', startTime: '22:00', endDate: '2027-06-14', endTime: '02:00', venueName: 'The Barn', mapUrl: 'https://maps.example/b' };
    const event = await createEvent(repository, wedding, input(fields));
    expect(eventFormValues(event, wedding.timeZone)).toMatchObject({ ...fields, title: 'Welcome drinks', audience: 'everyone' });
    expect(eventFormValues(event, 'UTC')).toMatchObject({ date: '2027-06-13', startTime: '20:00', endDate: '2027-06-14', endTime: '00:00' });
    expect(eventFormValues(null, 'UTC')).toMatchObject({ title: '', date: '', audience: 'everyone', inviteGuestIds: [] });
  });
});
