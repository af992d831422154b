// A special-request question as the API and the pages read it: the questions module's row without the RSVP's
// scope, event or caterer fields; options only for a choice; translations only when the couple wrote some.
import { describe, expect, it } from 'vitest';
import type { QuestionRow } from '../../questions';
import { specialQuestionJson } from './questions';

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
