// The web address's rules (shared by the server and the quick settings) on plain values (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { isReservedWeddingUrl, WEDDING_URL_INPUT_PATTERN, WEDDING_URL_MESSAGES as M, weddingUrlProblem, weddingUrlSchema } from './wedding-url';

describe('weddingUrlSchema', () => {
  it('trims and lower-cases a good address', () => {
    expect(weddingUrlSchema.parse('  Ann-And-Bo2026 ')).toBe('ann-and-bo2026');
  });

  it('takes 3 to 50 characters', () => {
    expect(weddingUrlProblem('abc')).toBeNull();
    expect(weddingUrlProblem('a'.repeat(50))).toBeNull();
    expect(weddingUrlProblem('ab')).toBe('Your web address needs at least 3 characters');
    expect(weddingUrlProblem('a'.repeat(51))).toBe('Your web address can have at most 50 characters');
  });

  it('names the first rule broken, in the spec’s words', () => {
    expect([weddingUrlProblem(''), weddingUrlProblem('   '), weddingUrlProblem(42)]).toEqual([M.required, M.required, M.required]);
    expect(weddingUrlProblem('ann_bo')).toBe('Use only lower-case letters, numbers and hyphens (-)');
    expect(weddingUrlProblem('ann bo')).toBe(M.characters);
    expect(weddingUrlProblem('é-ann')).toBe(M.characters);
    expect(['-annbo', 'annbo-', 'ann--bo'].map(weddingUrlProblem)).toEqual(
      Array(3).fill('A web address cannot start or end with a hyphen or have two hyphens in a row'),
    );
    // The characters are checked before the length: 'a_' is about characters, not length.
    expect(weddingUrlProblem('a_')).toBe(M.characters);
  });

  it('refuses reserved words in any case, before any other rule', () => {
    expect(['app', 'API', ' Rsvp ', 'robots.txt', 'favicon.ico', 'www'].map(weddingUrlProblem)).toEqual(
      Array(6).fill('That web address is reserved. Please choose another one.'),
    );
    expect([isReservedWeddingUrl(' Admin'), isReservedWeddingUrl('annbo')]).toEqual([true, false]);
  });
});

describe('WEDDING_URL_INPUT_PATTERN', () => {
  // The browser's pattern must say yes and no where the server does (upper case aside: the server lowers it).
  const matches = (value: string) => new RegExp(`^(?:${WEDDING_URL_INPUT_PATTERN})$`, 'v').test(value);
  it('agrees with the schema on well-formed and malformed addresses', () => {
    for (const value of ['abc', 'ann-bo', 'a1-b2-c3', 'x'.repeat(50)]) expect([value, matches(value), weddingUrlProblem(value)]).toEqual([value, true, null]);
    for (const value of ['ab', '-abc', 'abc-', 'a--b', 'a_b', 'x'.repeat(51)])
      expect([value, matches(value), weddingUrlProblem(value) !== null]).toEqual([value, false, true]);
  });
});
