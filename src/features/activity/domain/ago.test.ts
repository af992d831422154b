import { describe, expect, it } from 'vitest';
import { agoText } from './ago';

const now = new Date(Date.UTC(2026, 5, 1, 12, 0));
const earlier = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const MINUTE = 60_000;

describe('agoText', () => {
  it('says "just now" under a minute, and for a time in the future (clocks apart)', () => {
    expect([agoText(now, now), agoText(earlier(59_999), now), agoText(new Date(now.getTime() + 5 * MINUTE), now)]).toEqual([
      'just now',
      'just now',
      'just now',
    ]);
  });

  it('counts whole minutes, hours and days, singular for one', () => {
    expect(
      [
        MINUTE,
        2 * MINUTE,
        59 * MINUTE + 59_999,
        60 * MINUTE,
        119 * MINUTE,
        23 * 60 * MINUTE,
        24 * 60 * MINUTE,
        2 * 24 * 60 * MINUTE,
        400 * 24 * 60 * MINUTE,
      ].map((ago) => agoText(earlier(ago), now)),
    ).toEqual(['1 minute ago', '2 minutes ago', '59 minutes ago', '1 hour ago', '1 hour ago', '23 hours ago', '1 day ago', '2 days ago', '400 days ago']);
  });
});
