import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

describe('countdownParts', () => {
  it('splits the time left into calendar units', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const target = new Date('2027-03-04T05:06:07Z');
    expect(countdownParts(target, now)).toEqual({ years: 1, months: 2, days: 3, hours: 5, minutes: 6, seconds: 7 });
  });

  it('shows zeros once the date has passed', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(countdownParts(new Date('2026-04-30T23:59:59Z'), now)).toEqual({
      years: 0,
      months: 0,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('shows zeros without a date', () => {
    expect(countdownParts(null, new Date()).days).toBe(0);
  });
});
