import { describe, expect, it } from 'vitest';
import { MAX_TABLES, SEATING_MESSAGES as M } from './messages';

describe('seating messages', () => {
  it('count people, seats and tables, singular for one', () => {
    expect([M.seated(1, 'Table 3'), M.seated(4, 'Table 3')]).toEqual(['Seated 1 person at Table 3.', 'Seated 4 people at Table 3.']);
    expect([M.unseated(1), M.unseated(2)]).toEqual(['1 person is back in "To seat".', '2 people are back in "To seat".']);
    expect([M.applied(1), M.applied(0)]).toEqual(['Proposal applied: 1 person seated.', 'Proposal applied: 0 people seated.']);
    expect([M.released(1), M.released(3)]).toEqual(['Released 1 seat of a declined guest.', 'Released 3 seats of declined guests.']);
    expect([M.copied(1), M.copied(5)]).toEqual(['Copied 1 table.', 'Copied 5 tables.']);
  });

  it('name who cannot be seated and why, and the table limit', () => {
    expect(M.declined('Ann', 'Dinner')).toBe('Ann declined Dinner: only people attending it can be seated.');
    expect(M.awaiting('Bo', 'Brunch')).toBe('Bo has not answered for Brunch yet: only people attending it can be seated.');
    expect(M.tooManyTables).toBe(`A chart has at most ${MAX_TABLES} tables.`);
    expect(MAX_TABLES).toBe(100);
  });
});
