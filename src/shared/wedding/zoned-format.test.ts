import { describe, expect, it } from 'vitest';
import { zonedFormatter } from './zoned-format';

describe('zonedFormatter', () => {
  it("formats a moment in the wedding's zone, from a Date or an ISO string", () => {
    const rome = zonedFormatter('Europe/Rome', 'EEE, MMM d, h:mm a');
    expect(rome(new Date('2027-06-19T13:30:00Z'))).toBe('Sat, Jun 19, 3:30 PM');
    expect(rome('2027-01-09T13:30:00Z')).toBe('Sat, Jan 9, 2:30 PM');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(zonedFormatter('Nowhere/Atlantis', 'MMM d, h:mm a')('2027-06-19T13:30:00Z')).toBe('Jun 19, 1:30 PM');
  });
});
