// What a guest's card says beyond the couple's words (issue 29 item 7): the reply-by date in the reader's
// language when there is an RSVP deadline (not on a save-the-date), and on an invitation the events this
// guest is invited to, in time order, only when there is more than the wedding day read from its date.
import { describe, expect, it } from 'vitest';
import { cardWedding } from '../../../../tests/helpers/email-fixtures';
import { listedEvent } from '../../../../tests/helpers/unit-fixtures';
import type { GuestWithHousehold } from '../../guests';
import { cardDetailsOf, cardEvents } from './card-details';
import { guestDates } from './guest-language';

const wedding = cardWedding({ timeZone: 'UTC' });
const deadline = new Date('2026-05-01T12:00:00Z');
const dinner = listedEvent('dinner', '2026-06-13T18:00:00Z', '2026-06-13T21:00:00Z', { everyone: false, tags: ['family'], guestIds: [] }, 'Dinner');
const ceremony = {
  ...listedEvent('ceremony', '2026-06-14T14:00:00Z', '2026-06-14T15:00:00Z', undefined, 'Ceremony'),
  venueName: 'Town hall',
  venueAddress: 'Paris',
};
const brunch = listedEvent('brunch', '2026-06-15T10:00:00Z', '2026-06-15T12:00:00Z', { everyone: false, tags: [], guestIds: ['g2'] }, 'Brunch');
const guest = (id: string, tags: string[] = [], householdTags: string[] = []) =>
  ({ id, weddingId: 'w1', tags, householdTags }) as unknown as GuestWithHousehold;

describe('cardEvents', () => {
  it('lists the events in time order with when and where; nothing when the only event is the derived wedding day', () => {
    const dates = guestDates('en', 'UTC');
    expect(cardEvents([ceremony, dinner], dates)).toEqual([
      { title: 'Dinner', when: 'Saturday, June 13, 2026, 6:00 PM – 9:00 PM', where: '' },
      { title: 'Ceremony', when: 'Sunday, June 14, 2026, 2:00 PM – 3:00 PM', where: 'Town hall, Paris' },
    ]);
    expect(cardEvents([{ ...ceremony, derived: true }], dates)).toEqual([]);
  });
});

describe('cardDetailsOf', () => {
  it("writes the reply-by date in the reader's language, none without a deadline", () => {
    const details = cardDetailsOf(wedding, 'reminder', deadline, []);
    expect(details.replyBy('en')).toBe('Please reply by Friday, May 1, 2026');
    expect(details.replyBy('es')).toContain('1 de mayo de 2026');
    expect(cardDetailsOf(wedding, 'invite', null, []).replyBy('en')).toBeNull();
    expect(details.eventsOf(guest('g1'), 'en')).toEqual([]);
  });

  it("gives each guest the invitation's events they are invited to (by tag, household tag or name) and the couple's test everyone's", () => {
    const details = cardDetailsOf(wedding, 'invite', null, [ceremony, dinner, brunch]);
    const titles = (who: GuestWithHousehold | null) => details.eventsOf(who, 'en').map((event) => event.title);
    expect(titles(guest('g1'))).toEqual(['Ceremony']);
    expect(titles(guest('g1', ['Family']))).toEqual(['Dinner', 'Ceremony']);
    expect(titles(guest('g1', [], ['family']))).toEqual(['Dinner', 'Ceremony']);
    expect(titles(guest('g2'))).toEqual(['Ceremony', 'Brunch']);
    expect(titles(null)).toEqual(['Ceremony']);
    expect(() => details.eventsOf({ id: 'g1', weddingId: 'w1' }, 'en')).toThrow('A card needs the guest with their tags');
  });
});
