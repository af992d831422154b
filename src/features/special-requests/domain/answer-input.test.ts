// A guest's submitted special-request answers before anything is stored (issue 29 item 7): the shapes
// they arrive in, laid over the stored ones, and the refusals with their codes and texts.
import { describe, expect, it } from 'vitest';
import { UserError } from '../../../core/errors';
import { checkAnswers, mergeAnswers, readAnswers, SpecialValidationError } from './answer-input';
import type { SpecialQuestion } from './model';

const meal: SpecialQuestion = { id: 'meal', kind: 'choice', label: 'Your meal', options: ['Fish', 'Veggie'], required: true };
const bus: SpecialQuestion = { id: 'bus', kind: 'yesno', label: 'Taking the bus?', options: [], required: false };
const song: SpecialQuestion = { id: 'song', kind: 'text', label: 'A song', options: [], required: false };

function thrown(fn: () => void): UserError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return error as UserError;
  }
  throw new Error('expected a refusal');
}

describe('readAnswers', () => {
  it('reads form fields answer.{id}, ignoring other fields and deeper names', () => {
    expect(readAnswers({ 'answer.meal': 'Fish', 'answer.bus': 'yes', name: 'Ann', 'answer.song.extra': 'x', 'answers.meal': 'Veggie' })).toEqual({
      meal: 'Fish',
      bus: 'yes',
    });
  });

  it("reads the form's answer.{id} fields as the action's form reader nests them (answer: { id })", () => {
    expect(readAnswers({ answer: { meal: 'Fish', bus: 'no', BAD: 'x' }, name: 'Ann' })).toEqual({ meal: 'Fish', bus: 'no' });
  });

  it('reads answers as a JSON object or as JSON text, booleans as yes/no and null as no answer', () => {
    expect(readAnswers({ answers: { meal: 'Veggie', bus: true, song: null } })).toEqual({ meal: 'Veggie', bus: 'yes', song: '' });
    expect(readAnswers({ answers: '{"bus":false}' })).toEqual({ bus: 'no' });
  });

  it('lets a form field win over the JSON for the same question', () => {
    expect(readAnswers({ answers: { meal: 'Veggie' }, 'answer.meal': 'Fish' })).toEqual({ meal: 'Fish' });
  });

  it('drops ids that are not lower-case base32, numbers, arrays and objects, and cuts text at 2000 characters', () => {
    expect(readAnswers({ answers: { MEAL: 'Fish', 'me al': 'x', bus: 1, song: ['a'], abc: { x: 1 } } })).toEqual({});
    expect(readAnswers({ 'answer.song': 'a'.repeat(2500) }).song).toHaveLength(2000);
  });

  it('refuses answers that are not JSON with input.invalid', () => {
    const error = thrown(() => readAnswers({ answers: '{meal' }));
    expect([error.code, error.message]).toEqual(['input.invalid', 'answers must be JSON']);
  });
});

describe('mergeAnswers', () => {
  it('lays the new answers over the stored ones, for the wedding’s questions only', () => {
    expect(mergeAnswers([meal, bus, song], { meal: 'Fish', bus: 'no', gone: 'x' }, { bus: 'yes', other: 'y' })).toEqual({ meal: 'Fish', bus: 'yes' });
  });

  it('keeps an emptied answer empty (the guest cleared it)', () => {
    expect(mergeAnswers([song], { song: 'Abba' }, { song: '' })).toEqual({ song: '' });
  });
});

describe('checkAnswers', () => {
  it('refuses when the couple has no questions', () => {
    const error = thrown(() => checkAnswers([], { meal: 'Fish' }));
    expect([error.code, error.message]).toEqual(['questions.none', 'The couple has no questions for you yet.']);
  });

  it('passes when a required question was answered before and is left out now', () => {
    expect(() => checkAnswers([meal, bus], { bus: 'y' }, { meal: 'Fish' })).not.toThrow();
  });

  it('refuses with every field’s problem, in question order, the first as the message', () => {
    const error = thrown(() => checkAnswers([meal, bus, song], { bus: 'maybe', song: 'a'.repeat(501) }));
    expect(error).toBeInstanceOf(SpecialValidationError);
    expect([error.code, error.message]).toEqual(['questions.invalid-answers', 'Please answer: Your meal']);
    expect((error as SpecialValidationError).errors).toEqual({
      'answer.meal': 'Please answer: Your meal',
      'answer.bus': 'Please answer yes or no',
      'answer.song': 'Answers can be at most 500 characters',
    });
    expect(error.extra).toEqual({ errors: (error as SpecialValidationError).errors });
  });

  it('refuses an option that is not one of the question’s', () => {
    expect((thrown(() => checkAnswers([meal], { meal: 'Beef' })) as SpecialValidationError).errors).toEqual({
      'answer.meal': 'Please pick one of the options',
    });
  });
});
