import { describe, expect, it } from 'vitest';
import { activityText, sendDetail } from './kinds';

describe('activityText', () => {
  it('is "{who} {verb}", with ": {detail}" when there is one', () => {
    expect(activityText('site.saved', 'Our story, Design', 'Leo')).toBe('Leo saved the site: Our story, Design');
    expect(activityText('seating.released', '', 'Mia')).toBe('Mia released seats of declined guests');
    expect(activityText('payment', 'Pro', 'Someone')).toBe('Someone paid: Pro');
  });

  it('shows a kind it has no words for as it is, rather than failing', () => {
    expect(activityText('guest.merged', 'Ann', 'Leo')).toBe('Leo guest.merged: Ann');
  });
});

describe('sendDetail', () => {
  it('names each kind of send and counts guests, singular for one', () => {
    expect([
      sendDetail('invite', 12),
      sendDetail('savethedate', 1),
      sendDetail('reminder', 2),
      sendDetail('special-request', 3),
      sendDetail('event-change', 4),
    ]).toEqual([
      'Invitations to 12 guests',
      'Save-the-dates to 1 guest',
      'Reminders to 2 guests',
      'Questions e-mail to 3 guests',
      'Change of plans to 4 guests',
    ]);
    expect(sendDetail('card', 5)).toBe('card to 5 guests');
  });
});
