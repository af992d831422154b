// A guest's RSVP status (product.md §3) and whether they answered (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { hasAnswered, isGuestStatus, statusLabel } from './status';

describe('guest status', () => {
  it('knows the three statuses and shows anything else as ERROR', () => {
    expect(['Awaiting', 'Accepted', 'Declined', 'Maybe', 'accepted'].map(isGuestStatus)).toEqual([true, true, true, false, false]);
    expect([statusLabel('Declined'), statusLabel('Maybe'), statusLabel(null)]).toEqual(['Declined', 'ERROR', 'ERROR']);
  });

  it('counts a status set or a recorded answer as answered', () => {
    expect(hasAnswered({ status: 'Awaiting', respondedAt: null })).toBe(false);
    expect(hasAnswered({ status: 'Declined', respondedAt: null })).toBe(true);
    expect(hasAnswered({ status: 'Awaiting', respondedAt: new Date('2027-03-01T00:00:00Z') })).toBe(true);
  });
});
