// The household a guest answers for, read on the in-memory repositories (issue 29 item 7): who is in it and in what
// order, which stored answers belong to whom, who is locked, the events each member answers and the questions asked.
import { describe, expect, it } from 'vitest';
import { eventRow } from '../../../../tests/helpers/unit-fixtures';
import { memoryRsvpRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { hasResponded, loadHousehold } from './household';
import { DEFAULT_RSVP_SETTINGS } from './settings-rules';
import { questionsOf } from './question-json';

async function wedding() {
  const repos = memoryRsvpRepositories();
  const set = rsvpSetup(repos);
  set.events([
    eventRow('day', '2027-06-14T14:00:00Z', { main: true }),
    eventRow('drinks', '2027-06-13T17:00:00Z', { forEveryone: false, inviteTags: ['Out of town'] }),
    eventRow('brunch', '2027-06-15T09:00:00Z', { forEveryone: false, inviteGuestIds: ['nobody'] }),
  ]);
  const bob = await set.guest('Bob', { household: 'The Bees' });
  const ann = await set.guest('Ann', { household: 'The Bees', status: 'Accepted', respondedAt: new Date(1), plusOneAllowed: true, plusOneName: 'Sam' });
  const cat = await set.guest('Cat', { household: 'The Bees', status: 'Declined' });
  const dan = await set.guest('Dan', { status: 'Accepted' });
  const household = (await repos.guests.households('w1'))[0]!;
  await repos.guests.setHouseholdTags('w1', household.id, ['Out of town']);
  const meal = await set.question('Meal', { kind: 'choice', options: ['Fish', 'Veg'] });
  const song = await set.question('Song', { scope: 'household' });
  const toast = await set.question('Toast at the drinks?', { kind: 'yesno', eventId: 'drinks' });
  await set.question('Brunch juice?', { eventId: 'brunch' });
  return { repos, set, ids: { ann: ann.id, bob: bob.id, cat: cat.id, dan: dan.id }, q: { meal: meal.id, song: song.id, toast: toast.id } };
}

describe('loadHousehold', () => {
  it('lists the respondent first, then the other members in the order the couple added them, and no one else', async () => {
    const { repos, ids } = await wedding();
    const ann = (await repos.guests.find('w1', ids.ann))!;
    const view = await loadHousehold(repos, ann, await questionsOf(repos, 'w1'), DEFAULT_RSVP_SETTINGS);
    expect(view.members.map((m) => m.name)).toEqual(['Ann', 'Bob', 'Cat']);
    expect(view.householdName).toBe('The Bees');
    // A guest without a household answers alone.
    const dan = (await repos.guests.find('w1', ids.dan))!;
    expect((await loadHousehold(repos, dan, [], DEFAULT_RSVP_SETTINGS)).members.map((m) => m.name)).toEqual(['Dan']);
  });

  it('gives each member their own per-person answers, their plus-one’s only while they may bring one, and the household’s from any member', async () => {
    const { repos, set, ids, q } = await wedding();
    await set.answer(ids.ann, q.meal, 'Fish');
    await set.answer(ids.ann, q.meal, 'Veg', true);
    await set.answer(ids.bob, q.meal, 'Veg', true);
    await set.answer(ids.cat, q.song, 'Dancing Queen');
    // Another household's answer stays theirs.
    await set.answer(ids.dan, q.song, 'Something else');
    const ann = (await repos.guests.find('w1', ids.ann))!;
    const view = await loadHousehold(repos, ann, await questionsOf(repos, 'w1'), DEFAULT_RSVP_SETTINGS);
    const [annView, bobView] = view.members;
    expect(annView).toMatchObject({ answers: { [q.meal]: 'Fish' }, plusOneAnswers: { [q.meal]: 'Veg' } });
    expect(bobView!.answers).toEqual({});
    expect(bobView).not.toHaveProperty('plusOneAnswers');
    expect(view.householdAnswers).toEqual({ [q.song]: 'Dancing Queen' });
  });

  it('locks the members who answered while resubmission is off, and only them', async () => {
    const { repos, ids } = await wedding();
    const ann = (await repos.guests.find('w1', ids.ann))!;
    const locked = await loadHousehold(repos, ann, [], { ...DEFAULT_RSVP_SETTINGS, allowRsvpResubmit: false });
    expect(locked.members.map((m) => [m.name, m.responded, m.locked])).toEqual([
      ['Ann', true, true],
      ['Bob', false, false],
      // Declined without a time: an answer all the same.
      ['Cat', true, true],
    ]);
    const open = await loadHousehold(repos, ann, [], DEFAULT_RSVP_SETTINGS);
    expect(open.members.map((m) => m.locked)).toEqual([false, false, false]);
  });

  it('lists the events the household is invited to, each member’s answers to them, and asks only the questions of those events', async () => {
    const { repos, ids, q } = await wedding();
    await repos.rsvp.writeEventAnswer('w1', { guestId: ids.ann, eventId: 'drinks', status: 'Accepted', plusOne: false }, new Date(0));
    const ann = (await repos.guests.find('w1', ids.ann))!;
    const view = await loadHousehold(repos, ann, await questionsOf(repos, 'w1'), DEFAULT_RSVP_SETTINGS);
    expect(view.events.map((e) => e.id)).toEqual(['drinks', 'day']);
    expect(view.members.map((m) => [m.name, m.eventIds, m.events])).toEqual([
      // Ann answered the drinks only: the day waits (not listed).
      ['Ann', ['drinks', 'day'], { drinks: 'Accepted' }],
      ['Bob', ['drinks', 'day'], {}],
      // Cat declined everything.
      ['Cat', ['drinks', 'day'], { drinks: 'Declined', day: 'Declined' }],
    ]);
    expect(view.members[0]!.eventPlusOnes).toEqual({ drinks: false });
    expect(view.questions.map((question) => question.id)).toEqual([q.meal, q.song, q.toast]);
  });

  it('leaves out the questions of an event nobody in the household is invited to', async () => {
    const { repos, ids } = await wedding();
    const dan = (await repos.guests.find('w1', ids.dan))!;
    const view = await loadHousehold(repos, dan, await questionsOf(repos, 'w1'), DEFAULT_RSVP_SETTINGS);
    expect(view.events.map((e) => e.id)).toEqual(['day']);
    expect(view.members[0]!.events).toEqual({ day: 'Accepted' });
    expect(view.questions.map((question) => question.label)).toEqual(['Meal', 'Song']);
  });
});

describe('hasResponded', () => {
  it('reads an answer from its time or from an answered status', () => {
    expect(hasResponded({ status: 'Awaiting', respondedAt: null })).toBe(false);
    expect(hasResponded({ status: 'Awaiting', respondedAt: new Date(0) })).toBe(true);
    expect(hasResponded({ status: 'Accepted', respondedAt: null })).toBe(true);
  });
});
