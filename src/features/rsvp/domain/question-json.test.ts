// An RSVP question as the forms and the API read it, and the wedding's RSVP questions in their order (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { memoryRsvpRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { questionJson, questionsOf } from './question-json';

describe('questionJson', () => {
  it('keeps the choices of a choice question only, names the event only when it has one, and reads the caterer’s choice', async () => {
    const repos = memoryRsvpRepositories();
    const set = rsvpSetup(repos);
    const yesno = await set.question('Bus?', { kind: 'yesno', options: ['stale'], eventId: 'drinks' });
    expect(questionJson(yesno)).toEqual({
      id: yesno.id,
      kind: 'yesno',
      label: 'Bus?',
      options: [],
      required: false,
      scope: 'guest',
      forCaterer: false,
      eventId: 'drinks',
    });
    const meal = await set.question('Meal', { kind: 'choice', options: ['Fish', 'Veg'], required: true, scope: 'household' });
    const json = questionJson(meal);
    expect(json).toMatchObject({ options: ['Fish', 'Veg'], required: true, scope: 'household', forCaterer: true });
    expect(json).not.toHaveProperty('eventId');
  });
});

describe('questionsOf', () => {
  it('gives the wedding’s RSVP questions in their order, not the special requests’ nor another wedding’s', async () => {
    const repos = memoryRsvpRepositories();
    const set = rsvpSetup(repos);
    const song = await set.question('Song');
    const meal = await set.question('Meal');
    await repos.questions.writeOrder('w1', [meal.id, song.id]);
    await repos.questions.insert('special', 'w1', { kind: 'text', label: 'Allergies', options: [], required: false }, 0);
    await rsvpSetup(repos, 'w2').question('Other');
    expect((await questionsOf(repos, 'w1')).map((q) => q.label)).toEqual(['Meal', 'Song']);
  });
});
