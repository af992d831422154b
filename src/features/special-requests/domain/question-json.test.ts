// A special-request question as the API and the pages read it: the questions module's row without the RSVP's
// scope, event or caterer fields; options only for a choice; translations only when the couple wrote some; and the
// wedding's questions of that form, in order.
import { describe, expect, it } from 'vitest';
import type { QuestionRow } from '../../questions';
import { memoryQuestionsRepository } from '../../questions/domain/repository.memory';
import { specialQuestionJson, specialQuestionsOf } from './question-json';

const row = (changes: Partial<QuestionRow>): QuestionRow =>
  ({
    id: 'q1',
    weddingId: 'w1',
    form: 'special',
    kind: 'text',
    label: 'Any allergies?',
    options: [],
    translations: {},
    required: false,
    scope: 'guest',
    position: 0,
    eventId: null,
    forCaterer: null,
    createdAt: new Date(0),
    ...changes,
  }) as QuestionRow;

describe('specialQuestionJson', () => {
  it('answers id, kind, label, options and required only', () => {
    expect(specialQuestionJson(row({ required: true }))).toEqual({ id: 'q1', kind: 'text', label: 'Any allergies?', options: [], required: true });
  });

  it('keeps options for a choice only (a kind changed from choice keeps none)', () => {
    expect(specialQuestionJson(row({ kind: 'choice', options: ['Bus', 'Car'] })).options).toEqual(['Bus', 'Car']);
    expect(specialQuestionJson(row({ kind: 'yesno', options: ['Bus', 'Car'] })).options).toEqual([]);
  });

  it('adds the couple’s translations when there are some', () => {
    expect(specialQuestionJson(row({ translations: { es: { label: '¿Alergias?' } } })).translations).toEqual({ es: { label: '¿Alergias?' } });
  });
});

describe('specialQuestionsOf', () => {
  it('gives the wedding’s special-request questions in their order, not the RSVP’s nor another wedding’s', async () => {
    const questions = memoryQuestionsRepository();
    const add = (form: 'rsvp' | 'special', weddingId: string, label: string, position: number) =>
      questions.insert(form, weddingId, { kind: 'text', label, options: [], required: false }, position);
    await add('special', 'w1', 'Parking?', 1);
    await add('special', 'w1', 'Allergies', 0);
    await add('rsvp', 'w1', 'Meal', 0);
    await add('special', 'w2', 'Other', 0);
    expect((await specialQuestionsOf({ questions }, 'w1')).map((q) => q.label)).toEqual(['Allergies', 'Parking?']);
  });
});
