import { describe, expect, it } from 'vitest';
import { editDistance, matchGuest, matchKey, nameScore } from './match';

const guests = [
  { guestId: 'jose', householdId: 'garcia', name: 'Jose Garcia' },
  { guestId: 'maria', householdId: 'garcia', name: 'María García' },
  { guestId: 'ann', householdId: null, name: 'Ann Lee' },
  { guestId: 'anne', householdId: 'lees', name: 'Anne Leeds' },
  { guestId: 'john1', householdId: 'smith-a', name: 'John Smith' },
  { guestId: 'john2', householdId: 'smith-b', name: 'John Smith' },
  { guestId: 'mary', householdId: 'obrien', name: "Mary-Kate O'Brien" },
  { guestId: 'luis', householdId: null, name: 'Jose Luis Fernandez' },
];

describe('matchKey and editDistance', () => {
  it('folds case, accents, spacing and punctuation', () => {
    expect(matchKey('  José   GARCÍA ')).toBe('jose garcia');
    expect(matchKey('Mary-Kate O’Brien')).toBe('mary kate obrien');
  });
  it('counts one insert, delete, substitution or swap as one edit', () => {
    expect(editDistance('garcia', 'garcia')).toBe(0);
    expect(editDistance('garcia', 'gracia')).toBe(1);
    expect(editDistance('garcia', 'garcis')).toBe(1);
    expect(editDistance('garcia', 'garca')).toBe(1);
    expect(editDistance('garcia', 'garciaa')).toBe(1);
    expect(editDistance('garcia', 'grcis')).toBe(2);
    expect(editDistance('abc', 'abcdef')).toBe(2);
  });
});

describe('matchGuest', () => {
  it("finds 'Jose Garcia' for 'José  García' and tolerates one typo", () => {
    expect(matchGuest('José  García', guests)).toEqual({ kind: 'match', guestId: 'jose' });
    expect(matchGuest('jose garcai', guests)).toEqual({ kind: 'match', guestId: 'jose' });
    expect(matchGuest('Maria Garcia', guests)).toEqual({ kind: 'match', guestId: 'maria' });
    expect(matchGuest('mary kate obrien', guests)).toEqual({ kind: 'match', guestId: 'mary' });
  });
  it('matches first and last name around middle names, either way', () => {
    expect(matchGuest('Jose Fernandez', guests)).toEqual({ kind: 'match', guestId: 'luis' });
    expect(matchGuest('Ann Marie Lee', guests)).toEqual({ kind: 'match', guestId: 'ann' });
  });
  it('prefers an exact name over a typo of another household', () => {
    expect(matchGuest('Ann Lee', guests)).toEqual({ kind: 'match', guestId: 'ann' });
    expect(matchGuest('Anne Leeds', guests)).toEqual({ kind: 'match', guestId: 'anne' });
  });
  it('answers nothing for a first name alone, two typos or a stranger', () => {
    expect(matchGuest('Jose', guests)).toEqual({ kind: 'none' });
    expect(matchGuest('Josh Garcio', guests)).toEqual({ kind: 'none' });
    expect(matchGuest('Peter Parker', guests)).toEqual({ kind: 'none' });
    expect(matchGuest('   ', guests)).toEqual({ kind: 'none' });
  });
  it('is ambiguous when the best matches are in two households', () => {
    expect(matchGuest('John Smith', guests)).toEqual({ kind: 'ambiguous' });
  });
  it('tolerates no typo on short names', () => {
    expect(nameScore('al li', 'al lu')).toBeNull();
    expect(nameScore('ann lee', 'ann lea')).toBe(2);
  });
});
