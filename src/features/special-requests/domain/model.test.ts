import { describe, expect, it } from 'vitest';
import { answerField, answerText, normaliseSpecialAnswer, type SpecialQuestion, validateAnswers } from './model';

const q = (kind: SpecialQuestion['kind'], required = false, options: string[] = []): SpecialQuestion => ({
  id: 'q1',
  kind,
  label: 'Arriving by bus?',
  options,
  required,
});

describe('normaliseSpecialAnswer', () => {
  it('reads yes/no words, an exact option, and text up to 500 characters', () => {
    expect(['Yes', ' on ', 'N', 'false'].map((raw) => normaliseSpecialAnswer(q('yesno'), raw))).toEqual(['yes', 'yes', 'no', 'no']);
    expect(normaliseSpecialAnswer(q('yesno'), 'perhaps')).toBeNull();
    expect([normaliseSpecialAnswer(q('choice', false, ['Fish', 'Veggie']), 'Veggie'), normaliseSpecialAnswer(q('choice', false, ['Fish']), 'fish')]).toEqual([
      'Veggie',
      null,
    ]);
    expect(normaliseSpecialAnswer(q('text'), 'a'.repeat(500))).toHaveLength(500);
    expect(normaliseSpecialAnswer(q('text'), 'a'.repeat(501))).toBeNull();
    expect(normaliseSpecialAnswer(q('text'), '   ')).toBe('');
  });
});

describe('validateAnswers', () => {
  it('asks for a required answer only when told to', () => {
    expect(validateAnswers([q('text', true)], {}, { enforceRequired: true })).toEqual({ 'answer.q1': 'Please answer: Arriving by bus?' });
    expect(validateAnswers([q('text', true)], {}, { enforceRequired: false })).toEqual({});
  });

  it('says a too-long answer is too long whatever the kind', () => {
    expect(validateAnswers([q('choice', false, ['Fish'])], { q1: 'x'.repeat(501) }, { enforceRequired: false })).toEqual({
      'answer.q1': 'Answers can be at most 500 characters',
    });
  });

  it('words the errors in the guest’s language when given a translator', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
    expect(validateAnswers([q('yesno', true)], { q1: 'maybe' }, { enforceRequired: true, t: t as never })).toEqual({ 'answer.q1': 'questions.error.yesno' });
    expect(validateAnswers([q('yesno', true)], {}, { enforceRequired: true, t: t as never })).toEqual({
      'answer.q1': 'questions.error.answer{"label":"Arriving by bus?"}',
    });
  });
});

describe('answerField and answerText', () => {
  it('names the form field and words yes/no', () => {
    expect(answerField('ab2')).toBe('answer.ab2');
    expect([answerText('yes'), answerText('no'), answerText('Fish')]).toEqual(['Yes', 'No', 'Fish']);
  });
});
