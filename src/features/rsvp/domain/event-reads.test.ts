// RSVP's reads through its repositories, in memory (issue 29 item 7): the wedding's events in order (none without a
// wedding), the stored answers per event, the counts per event and the answers as they count, plus-ones' apart.
import { describe, expect, it } from 'vitest';
import { eventRow } from '../../../../tests/helpers/unit-fixtures';
import { memoryRsvpRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { countedAnswersOf, eventAnswersOf, eventTalliesOf, weddingEvents } from './event-reads';
import { questionsOf } from './question-json';

describe('weddingEvents', () => {
  it('lists the wedding’s events in time order with its zone, and none in UTC for an unknown wedding', async () => {
    const repos = memoryRsvpRepositories();
    rsvpSetup(repos).events([eventRow('day', '2027-06-14T14:00:00Z', { main: true }), eventRow('drinks', '2027-06-13T17:00:00Z')], 'Europe/Paris');
    const { events, timeZone } = await weddingEvents(repos, 'w1');
    expect([events.map((e) => e.id), timeZone]).toEqual([['drinks', 'day'], 'Europe/Paris']);
    expect(await weddingEvents(repos, 'w2')).toEqual({ events: [], timeZone: 'UTC' });
  });
});

describe('eventAnswersOf', () => {
  it('groups the stored answers of these guests by guest and event, with their plus-ones where said', async () => {
    const repos = memoryRsvpRepositories();
    await repos.rsvp.writeEventAnswer('w1', { guestId: 'ann', eventId: 'day', status: 'Accepted', plusOne: false }, new Date(0));
    await repos.rsvp.writeEventAnswer('w1', { guestId: 'ann', eventId: 'drinks', status: 'Declined', plusOne: null }, new Date(0));
    await repos.rsvp.writeEventAnswer('w1', { guestId: 'bob', eventId: 'day', status: 'Declined', plusOne: null }, new Date(0));
    const { statuses, plusOnes } = await eventAnswersOf(repos, ['ann']);
    expect(Object.fromEntries(statuses.get('ann') ?? [])).toEqual({ day: 'Accepted', drinks: 'Declined' });
    expect(statuses.has('bob')).toBe(false);
    expect(Object.fromEntries(plusOnes.get('ann') ?? [])).toEqual({ day: false });
    expect((await eventAnswersOf(repos, [])).statuses.size).toBe(0);
  });
});

describe('eventTalliesOf and countedAnswersOf', () => {
  it('counts each event’s people and keeps a plus-one’s answers apart from the guest’s, while they come', async () => {
    const repos = memoryRsvpRepositories();
    const set = rsvpSetup(repos);
    set.events([eventRow('day', '2027-06-14T14:00:00Z', { main: true })]);
    const ann = await set.guest('Ann', { status: 'Accepted', plusOneAllowed: true, plusOneName: 'Sam' });
    const bob = await set.guest('Bob', { status: 'Accepted', plusOneAllowed: true });
    const meal = await set.question('Meal', { kind: 'choice', options: ['Fish', 'Veg'] });
    await set.answer(ann.id, meal.id, 'Fish');
    await set.answer(ann.id, meal.id, 'Veg', true);
    // Bob may bring someone but has not named them: their answer does not count.
    await set.answer(bob.id, meal.id, 'Veg', true);
    const list = await repos.guests.all('w1');
    const byEvent = await eventTalliesOf(repos, 'w1', list);
    expect(byEvent.events.map((e) => [e.id, e.invited, e.accepted, e.plusOnesComing, e.attending])).toEqual([['day', 2, 2, 1, 3]]);
    const counted = await countedAnswersOf(repos, list, await questionsOf(repos, 'w1'), byEvent);
    expect(Object.fromEntries(counted.byGuest)).toEqual({ [ann.id]: { [meal.id]: 'Fish' }, [bob.id]: {} });
    expect(Object.fromEntries(counted.plusOnes)).toEqual({ [ann.id]: { [meal.id]: 'Veg' }, [bob.id]: {} });
    expect(counted.entries.filter((e) => e.attends(null)).map((e) => [e.name, e.value])).toEqual([
      ['Ann', 'Fish'],
      ['Sam (guest of Ann)', 'Veg'],
    ]);
  });
});
