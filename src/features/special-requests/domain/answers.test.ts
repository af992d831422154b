// A guest's answers to the special requests on the in-memory repositories (issue 29 item 7): checked against the
// questions with what they answered before, one answer per question (changed, or cleared with ''), and one response
// per guest whose first time and source stay. The SQL behind the same interfaces is tests/contract's.
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../tests/helpers/refusal';
import { memoryRsvpRepositories, memorySpecialRepositories, rsvpSetup } from '../../../../tests/helpers/rsvp-memory';
import { NO_QUESTIONS } from '../../../shared/rsvp/texts';
import { SpecialValidationError } from './answer-input';
import { responseOf, saveSpecialAnswers, specialAnswersOf, specialAnswersOfGuest } from './answers';

const FIRST = new Date('2027-05-01T10:00:00Z');
const LATER = new Date('2027-05-02T10:00:00Z');

async function wedding() {
  const base = memoryRsvpRepositories();
  const set = rsvpSetup(base);
  const repos = memorySpecialRepositories(base);
  const bea = await set.guest('Bea');
  const cy = await set.guest('Cy');
  const diet = await set.question('Diet', { required: true }, 'special');
  const bus = await set.question('Bus?', { kind: 'yesno' }, 'special');
  const meal = await set.question('Meal', { kind: 'choice', options: ['Fish', 'Veggie'] }, 'special');
  // An RSVP question's answer is not a special request's.
  const song = await set.question('Song');
  await set.answer(bea.id, song.id, 'Abba');
  return { repos, ids: { bea: bea.id, cy: cy.id }, q: { diet: diet.id, bus: bus.id, meal: meal.id } };
}

describe('saveSpecialAnswers', () => {
  it('stores the answers normalised, keeps the first time and source of the response, and lets the guest change them', async () => {
    const { repos, ids, q } = await wedding();
    const saved = await saveSpecialAnswers(repos, {
      weddingId: 'w1',
      guestId: ids.bea,
      answers: { [q.diet]: ' None ', [q.bus]: 'YES' },
      source: 'rsvp',
      now: FIRST,
    });
    expect(saved.answers).toEqual({ [q.diet]: 'None', [q.bus]: 'yes' });
    expect(saved.questions.map((question) => question.label)).toEqual(['Diet', 'Bus?', 'Meal']);
    expect(saved.submittedAt).toEqual(FIRST);
    // Later: the bus answer cleared, a meal chosen, the diet left as it was.
    await saveSpecialAnswers(repos, { weddingId: 'w1', guestId: ids.bea, answers: { [q.bus]: '', [q.meal]: 'Veggie' }, source: 'questions', now: LATER });
    expect(await specialAnswersOfGuest(repos, ids.bea)).toEqual({ [q.diet]: 'None', [q.meal]: 'Veggie' });
    expect(await responseOf(repos, ids.bea)).toMatchObject({ source: 'rsvp', submittedAt: FIRST, updatedAt: LATER });
    expect(await responseOf(repos, ids.cy)).toBeNull();
  });

  it('refuses answers the questions do not take, and a missing required answer unless given before; nothing is written', async () => {
    const { repos, ids, q } = await wedding();
    const error = await saveSpecialAnswers(repos, {
      weddingId: 'w1',
      guestId: ids.cy,
      answers: { [q.bus]: 'maybe', [q.meal]: 'Soup' },
      source: 'questions',
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(SpecialValidationError);
    expect((error as SpecialValidationError).errors).toEqual({
      [`answer.${q.diet}`]: 'Please answer: Diet',
      [`answer.${q.bus}`]: 'Please answer yes or no',
      [`answer.${q.meal}`]: 'Please pick one of the options',
    });
    expect([await specialAnswersOfGuest(repos, ids.cy), await responseOf(repos, ids.cy)]).toEqual([{}, null]);
    await saveSpecialAnswers(repos, { weddingId: 'w1', guestId: ids.cy, answers: { [q.diet]: 'Vegan' }, source: 'questions' });
    // The diet was answered before: a change of the bus answer alone is complete.
    await saveSpecialAnswers(repos, { weddingId: 'w1', guestId: ids.cy, answers: { [q.bus]: 'no' }, source: 'questions' });
    expect(await specialAnswersOfGuest(repos, ids.cy)).toEqual({ [q.diet]: 'Vegan', [q.bus]: 'no' });
  });

  it('refuses an unknown guest, and any answer while the couple has no questions', async () => {
    const { repos, ids } = await wedding();
    expect(await refusal(saveSpecialAnswers(repos, { weddingId: 'w1', guestId: 'nobody', answers: {}, source: 'questions' }))).toEqual([
      'guest.not-found',
      'Guest not found',
    ]);
    expect(await refusal(saveSpecialAnswers(repos, { weddingId: 'w2', guestId: ids.bea, answers: {}, source: 'questions' }))).toEqual([
      'guest.not-found',
      'Guest not found',
    ]);
    const base = memoryRsvpRepositories();
    const empty = memorySpecialRepositories(base);
    const ann = await rsvpSetup(base).guest('Ann');
    expect(await refusal(saveSpecialAnswers(empty, { weddingId: 'w1', guestId: ann.id, answers: {}, source: 'questions' }))).toEqual([
      'questions.none',
      NO_QUESTIONS,
    ]);
  });
});

describe('specialAnswersOf', () => {
  it('reads each guest’s special-request answers only', async () => {
    const { repos, ids, q } = await wedding();
    await saveSpecialAnswers(repos, { weddingId: 'w1', guestId: ids.cy, answers: { [q.diet]: 'Vegan' }, source: 'questions' });
    expect(Object.fromEntries(await specialAnswersOf(repos, [ids.bea, ids.cy]))).toEqual({ [ids.cy]: { [q.diet]: 'Vegan' } });
  });
});
