import { describe, expect, it } from 'vitest';
import { websitePasswordMatches } from './password';

describe('websitePasswordMatches', () => {
  it('lets in the exact password only (case, spaces and length count)', () => {
    expect(websitePasswordMatches('Rosa2026', 'Rosa2026')).toBe(true);
    expect(['rosa2026', 'Rosa2026 ', 'Rosa202', 'Rosa20266', ''].map((attempt) => websitePasswordMatches('Rosa2026', attempt))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(websitePasswordMatches('café ☀', 'café ☀')).toBe(true);
  });

  it('lets nobody in through a gate with an empty password, not even an empty attempt', () => {
    expect(websitePasswordMatches('', '')).toBe(false);
  });
});
