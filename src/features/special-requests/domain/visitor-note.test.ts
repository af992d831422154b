import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '../../../shared/rsvp/schemas';
import type { SpecialQuestion } from './model';
import { noteWithAnswers } from './visitor-note';

const questions: SpecialQuestion[] = [
  { id: 'bus', kind: 'yesno', label: 'Taking the bus?', options: [], required: false },
  { id: 'meal', kind: 'choice', label: 'Meal', options: ['Fish'], required: false },
  { id: 'song', kind: 'text', label: 'A song', options: [], required: false },
];

describe('noteWithAnswers', () => {
  it('puts the visitor’s words first, then each valid answer in question order', () => {
    expect(noteWithAnswers('  We are cousins. ', questions, { song: 'Abba', bus: 'y', meal: 'Beef' })).toBe(
      'We are cousins.\n\nAnswers to your questions:\nTaking the bus?: Yes\nA song: Abba',
    );
  });

  it('is only the answers without words, and only the words without answers', () => {
    expect(noteWithAnswers('', questions, { meal: 'Fish' })).toBe('Answers to your questions:\nMeal: Fish');
    expect(noteWithAnswers('Hi', questions, {})).toBe('Hi');
  });

  it(`is cut to ${MESSAGE_MAX} characters with an ellipsis`, () => {
    const note = noteWithAnswers('w'.repeat(900), questions, { song: 's'.repeat(400) });
    expect(note).toHaveLength(MESSAGE_MAX);
    expect(note.endsWith('s…')).toBe(true);
  });
});
