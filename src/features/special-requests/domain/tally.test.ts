import { describe, expect, it } from 'vitest';
import type { SpecialQuestion } from './model';
import type { ResponseRow } from './responses';
import { tallyOf } from './tally';

const row = (name: string, answers: Record<string, string>): ResponseRow => ({
  guestId: name,
  name,
  email: null,
  household: null,
  rsvpStatus: 'Attending',
  answers,
  submittedAt: new Date(0),
  updatedAt: new Date(0),
  source: 'questions',
});
const rows = [row('Ann', { bus: 'yes', meal: 'Fish', song: 'Abba' }), row('Bo', { bus: 'yes', song: '' }), row('Cy', {})];

describe('tallyOf', () => {
  it('counts yes and no, both listed even at zero, worded', () => {
    const tally = tallyOf({ id: 'bus', kind: 'yesno', label: 'Bus?', options: [], required: false }, rows);
    expect(tally.answered).toBe(2);
    expect(tally.counts).toEqual([
      { value: 'yes', label: 'Yes', count: 2 },
      { value: 'no', label: 'No', count: 0 },
    ]);
    expect(tally.texts).toEqual([]);
  });

  it('counts each option of a choice in the question’s order', () => {
    const meal: SpecialQuestion = { id: 'meal', kind: 'choice', label: 'Meal', options: ['Veggie', 'Fish'], required: false };
    expect(tallyOf(meal, rows).counts.map((c) => [c.value, c.count])).toEqual([
      ['Veggie', 0],
      ['Fish', 1],
    ]);
  });

  it('lists text answers with who gave them, an emptied answer included as answered', () => {
    const tally = tallyOf({ id: 'song', kind: 'text', label: 'Song', options: [], required: false }, rows);
    expect([tally.answered, tally.counts, tally.texts]).toEqual([
      2,
      [],
      [
        { name: 'Ann', value: 'Abba' },
        { name: 'Bo', value: '' },
      ],
    ]);
  });
});
