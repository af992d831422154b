// The couple's RSVP manager on the in-memory repositories (issue 29 item 7): the counts by status and of plus-ones,
// the households, each question's tally of the answers that count (overall and per event) and the pending notes.
import { describe, expect, it } from 'vitest';
import { eventRow } from '../../../../tests/helpers/unit-fixtures';
import { memoryRsvpRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { createGuestRequest } from './requests';
import { rsvpSummary } from './summary';

async function wedding() {
  const repos = memoryRsvpRepositories();
  const set = rsvpSetup(repos);
  set.events([
    eventRow('day', '2027-06-14T14:00:00Z', { main: true }),
    eventRow('drinks', '2027-06-13T17:00:00Z', { forEveryone: false, inviteTags: ['Out of town'] }),
  ]);
  // Ann comes to the day with Sam, not to the drinks; Bob declined; Cat has not answered; Dee's status is unknown.
  const ann = await set.guest('Ann', { household: 'The Bees', status: 'Accepted', respondedAt: new Date(1), plusOneAllowed: true, plusOneName: 'Sam' });
  const bob = await set.guest('Bob', { household: 'The Bees', status: 'Declined', respondedAt: new Date(1) });
  const cat = await set.guest('Cat', { plusOneAllowed: true });
  const dee = await set.guest('Dee', { household: 'Aardvarks', status: 'Maybe' });
  const bees = (await repos.guests.households('w1')).find((h) => h.name === 'The Bees')!;
  await repos.guests.setHouseholdTags('w1', bees.id, ['Out of town']);
  for (const [eventId, status] of [
    ['day', 'Accepted'],
    ['drinks', 'Declined'],
  ] as const)
    await repos.rsvp.writeEventAnswer('w1', { guestId: ann.id, eventId, status, plusOne: null }, new Date(0));
  const meal = await set.question('Meal', { kind: 'choice', options: ['Fish', 'Veg', 'Vegan'] });
  const song = await set.question('Song');
  const bus = await set.question('Bus after the drinks?', { kind: 'yesno', eventId: 'drinks' });
  await set.answer(ann.id, meal.id, 'Fish');
  await set.answer(ann.id, meal.id, 'Veg', true);
  await set.answer(bob.id, meal.id, 'Veg');
  await set.answer(ann.id, song.id, 'Dancing Queen');
  await set.answer(cat.id, song.id, 'Bohemian Rhapsody');
  await set.answer(ann.id, bus.id, 'yes');
  return { repos, ids: { ann: ann.id, bob: bob.id, cat: cat.id, dee: dee.id }, q: { meal: meal.id, song: song.id, bus: bus.id } };
}

describe('rsvpSummary', () => {
  it('counts the guests by status (an unknown one as ERROR), the plus-ones allowed and coming, and who attends', async () => {
    const { repos } = await wedding();
    expect((await rsvpSummary(repos, 'w1')).counts).toEqual({
      total: 4,
      Accepted: 1,
      Awaiting: 1,
      Declined: 1,
      ERROR: 1,
      plusOnesAllowed: 2,
      plusOnesComing: 1,
      attending: 2,
    });
    // Another wedding counts its own (none).
    expect((await rsvpSummary(repos, 'w2')).counts.total).toBe(0);
  });

  it('lists every guest with their household, label, answers per event and the answers that count', async () => {
    const { repos, ids, q } = await wedding();
    const { guests } = await rsvpSummary(repos, 'w1');
    expect(guests.map((g) => [g.name, g.household, g.label, g.events])).toEqual([
      ['Ann', 'The Bees', 'Accepted', { drinks: 'Declined', day: 'Accepted' }],
      ['Bob', 'The Bees', 'Declined', { drinks: 'Declined', day: 'Declined' }],
      ['Cat', null, 'Awaiting', { drinks: null, day: 'Awaiting' }],
      ['Dee', 'Aardvarks', 'ERROR', { drinks: null, day: 'Awaiting' }],
    ]);
    const [ann, bob, cat] = guests;
    expect(cat!.householdKey).toBe(`guest:${ids.cat}`);
    // Ann's bus answer is about the drinks she does not attend; Bob declined; Cat has not said she comes.
    expect([ann!.answers, ann!.plusOneAnswers]).toEqual([{ [q.meal]: 'Fish', [q.song]: 'Dancing Queen' }, { [q.meal]: 'Veg' }]);
    expect([bob!.answers, cat!.answers]).toEqual([{}, {}]);
    expect(ann!.respondedAt).toBe(new Date(1).toISOString());
  });

  it('groups the named households, sorted by name, with whether anyone in them replied', async () => {
    const { repos } = await wedding();
    const { households } = await rsvpSummary(repos, 'w1');
    expect(households.map((h) => [h.name, h.members.map((m) => m.name), h.replied])).toEqual([
      ['Aardvarks', ['Dee'], false],
      ['The Bees', ['Ann', 'Bob'], true],
    ]);
  });

  it('tallies each question over the people it counts, every choice listed, per event for a question of all events', async () => {
    const { repos, q } = await wedding();
    const { questions, events } = await rsvpSummary(repos, 'w1');
    expect(events.map((e) => [e.id, e.invited, e.attending])).toEqual([
      ['drinks', 2, 0],
      ['day', 4, 2],
    ]);
    const [meal, song, bus] = questions;
    // Ann and her plus-one.
    expect(meal).toMatchObject({
      id: q.meal,
      tally: [
        { value: 'Fish', count: 1 },
        { value: 'Veg', count: 1 },
        { value: 'Vegan', count: 0 },
      ],
      responses: [],
      answered: 2,
    });
    expect(meal!.byEvent?.map((e) => [e.eventId, e.title, e.answered, e.tally.map((t) => t.count)])).toEqual([
      ['drinks', 'drinks', 0, [0, 0, 0]],
      ['day', 'day', 2, [1, 1, 0]],
    ]);
    expect(song).toMatchObject({ tally: [], responses: [{ name: 'Ann', value: 'Dancing Queen' }], answered: 1 });
    // A question about one event has no per-event split.
    expect(bus).toMatchObject({
      tally: [
        { value: 'yes', count: 0 },
        { value: 'no', count: 0 },
      ],
      answered: 0,
    });
    expect(bus).not.toHaveProperty('byEvent');
  });

  it('splits no tally per event at a wedding of one event', async () => {
    const repos = memoryRsvpRepositories();
    const set = rsvpSetup(repos);
    set.events([eventRow('day', '2027-06-14T14:00:00Z', { main: true })]);
    await set.question('Meal', { kind: 'choice', options: ['Fish'] });
    const [meal] = (await rsvpSummary(repos, 'w1')).questions;
    expect(meal).not.toHaveProperty('byEvent');
  });

  it('lists the visitors’ pending notes, newest first', async () => {
    const { repos } = await wedding();
    await createGuestRequest(repos, 'w1', { name: 'Jo Jay', email: null, message: 'Me too' });
    await createGuestRequest(repos, 'w1', { name: 'Kay Kay', email: 'kay@example.com', message: '' });
    expect((await rsvpSummary(repos, 'w1')).requests.map((r) => [r.name, r.email, r.message, r.status])).toEqual([
      ['Kay Kay', 'kay@example.com', null, 'pending'],
      ['Jo Jay', null, 'Me too', 'pending'],
    ]);
  });
});
