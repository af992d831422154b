// Per-event RSVP (issue 16 item 3): who is invited to what in a household, each guest's answer per event
// and the couple's counts, on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import type { GuestWithHousehold } from '../../guests';
import { EVERYONE } from '../../../shared/events/audience';
import { listedEvent } from '../../../../tests/helpers/unit-fixtures';
import { answerFor, groupEventAnswers, householdEvents, talliesOf } from './event-answers';

const event = (id: string, startsAt: string, endsAt: string, audience = EVERYONE) => listedEvent(id, startsAt, endsAt, audience);
const drinks = event('Welcome drinks', '2027-06-13T17:00:00Z', '2027-06-13T19:30:00Z', { everyone: false, tags: ['Out of town'], guestIds: [] });
const day = event('Wedding day', '2027-06-14T14:00:00Z', '2027-06-15T00:30:00Z');
const brunch = event('Brunch', '2027-06-15T09:00:00Z', '2027-06-15T11:00:00Z', { everyone: false, tags: [], guestIds: ['cat'] });
const wedding = { events: [drinks, day, brunch], timeZone: 'Europe/Paris' };

const guest = (id: string, extra: Partial<GuestWithHousehold> = {}): GuestWithHousehold =>
  ({
    id,
    weddingId: 'w1',
    householdId: null,
    name: id,
    status: 'Awaiting',
    plusOneAllowed: false,
    plusOneName: null,
    plusOneStatus: null,
    tags: [],
    householdName: null,
    householdTags: [],
    ...extra,
  }) as GuestWithHousehold;

describe('householdEvents', () => {
  it('lists the events any member is invited to, in the wedding’s order, with their times in the wedding’s zone', () => {
    const { events, byGuest } = householdEvents(
      wedding,
      [
        { id: 'ann', tags: [] },
        { id: 'cat', tags: [] },
      ],
      ['Out of town'],
    );
    expect(events).toEqual([
      { id: 'Welcome drinks', title: 'Welcome drinks', when: 'Sunday, June 13 · 7:00 PM – 9:30 PM' },
      { id: 'Wedding day', title: 'Wedding day', when: 'Monday, June 14 · 4:00 PM – Tuesday, June 15 · 2:30 AM' },
      { id: 'Brunch', title: 'Brunch', when: 'Tuesday, June 15 · 11:00 AM – 1:00 PM' },
    ]);
    expect(Object.fromEntries(byGuest)).toEqual({ ann: ['Welcome drinks', 'Wedding day'], cat: ['Welcome drinks', 'Wedding day', 'Brunch'] });
  });

  it('leaves out events nobody in the household is invited to, and reads an unknown zone as UTC', () => {
    const { events } = householdEvents({ ...wedding, timeZone: 'Mars/Base' }, [{ id: 'bob', tags: [] }], []);
    expect(events).toEqual([{ id: 'Wedding day', title: 'Wedding day', when: 'Monday, June 14 · 2:00 PM – Tuesday, June 15 · 12:30 AM' }]);
  });
});

describe('answerFor', () => {
  const stored = new Map([['Wedding day', 'Declined' as const]]);
  it('takes the stored answer for the event first', () => {
    expect(answerFor({ status: 'Accepted' }, stored, 'Wedding day', 1)).toBe('Declined');
  });
  it('reads the guest’s one status for the only event they are invited to, and waits otherwise', () => {
    expect(answerFor({ status: 'Accepted' }, undefined, 'Wedding day', 1)).toBe('Accepted');
    expect(answerFor({ status: 'Accepted' }, undefined, 'Wedding day', 2)).toBe('Awaiting');
    expect(answerFor({ status: 'Awaiting' }, undefined, 'Wedding day', 1)).toBe('Awaiting');
  });
  it('declines every event for a guest who declined, without a stored answer', () => {
    expect(answerFor({ status: 'Declined' }, undefined, 'Brunch', 3)).toBe('Declined');
  });
});

describe('talliesOf', () => {
  it('counts per event who is invited, accepted, declined and awaiting, and the plus-ones coming', () => {
    const list = [
      // Ann comes to both her events with her named plus-one, who skips the drinks.
      guest('ann', { status: 'Accepted', householdTags: ['Out of town'], plusOneAllowed: true, plusOneName: 'Sam' }),
      // Bob is invited to the wedding day only: his one status answers it.
      guest('bob', { status: 'Accepted', plusOneAllowed: true }),
      // Cat declined everything.
      guest('cat', { status: 'Declined' }),
      guest('dan'),
    ];
    const answers = groupEventAnswers([
      { guestId: 'ann', eventId: 'Welcome drinks', status: 'Accepted', plusOne: false },
      { guestId: 'ann', eventId: 'Wedding day', status: 'Accepted', plusOne: null },
    ]);
    const { events, perGuest } = talliesOf(wedding, answers, list);
    expect(events.map((t) => [t.id, t.invited, t.accepted, t.declined, t.awaiting, t.plusOnesComing, t.attending])).toEqual([
      ['Welcome drinks', 1, 1, 0, 0, 0, 1],
      ['Wedding day', 4, 2, 1, 1, 1, 3],
      ['Brunch', 1, 0, 1, 0, 0, 0],
    ]);
    expect(Object.fromEntries(perGuest.get('bob') ?? [])).toEqual({ 'Welcome drinks': null, 'Wedding day': 'Accepted', Brunch: null });
  });
});
