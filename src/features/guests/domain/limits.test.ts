// The plan's guest limit (product.md §5) on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { guestLimitFor, guestLimitMessage, seatsOf } from './limits';

describe('the plan’s guest limit', () => {
  it('allows 65 seats on Free and 350 on Pro (an admin counts as Pro)', () => {
    expect([guestLimitFor('userFree'), guestLimitFor('userPaid'), guestLimitFor('admin')]).toEqual([65, 350, 350]);
  });

  it('counts a guest as one seat, two with a plus-one allowed', () => {
    expect([seatsOf({ plusOneAllowed: false }), seatsOf({ plusOneAllowed: true })]).toEqual([1, 2]);
  });

  it('says the limit in the plan’s words, offering Pro on Free only', () => {
    expect(guestLimitMessage('userFree')).toBe('Your plan allows 65 guests. Upgrade to Pro for up to 350.');
    expect(guestLimitMessage('userPaid')).toBe('Your plan allows 350 guests, plus-ones included.');
  });
});
