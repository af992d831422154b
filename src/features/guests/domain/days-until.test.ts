// Days until the wedding, in the wedding's time zone (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { daysUntilWedding } from './days-until';

describe('daysUntilWedding', () => {
  const wedding = new Date('2027-06-14T14:00:00Z');

  it('counts whole calendar days in the wedding’s zone, not 24-hour spans', () => {
    expect(daysUntilWedding(wedding, 'UTC', new Date('2027-06-13T23:00:00Z'))).toBe(1);
    // 23:30 UTC on the 13th is already the 14th in Tokyo: the day itself.
    expect(daysUntilWedding(wedding, 'Asia/Tokyo', new Date('2027-06-13T23:30:00Z'))).toBe(0);
    expect(daysUntilWedding(wedding, 'UTC', new Date('2027-05-15T12:00:00Z'))).toBe(30);
  });

  it('is 0 on the day and afterwards, and null without a date', () => {
    expect(daysUntilWedding(wedding, 'UTC', new Date('2027-07-01T00:00:00Z'))).toBe(0);
    expect(daysUntilWedding(null, 'UTC')).toBeNull();
  });

  it('reads a zone the runtime does not know as UTC', () => {
    expect(daysUntilWedding(wedding, 'Mars/Base', new Date('2027-06-13T23:30:00Z'))).toBe(1);
  });
});
