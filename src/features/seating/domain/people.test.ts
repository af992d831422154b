// Who needs a seat at an event (issue 24 item 2), on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { EVERYONE } from '../../../shared/events/audience';
import { listedEvent, seatingGuest } from '../../../../tests/helpers/unit-fixtures';
import { lastNameOf, parsePersonId, peopleAt, personId } from './people';
import type { EventAnswer } from './repository';

const event = (id: string, audience = EVERYONE) => ({ ...listedEvent(id, '2027-06-14T14:00:00Z', '2027-06-14T17:00:00Z', audience), main: id === 'day' });
const guest = seatingGuest;
const answer = (guestId: string, eventId: string, status: 'Accepted' | 'Declined', plusOne: boolean | null = null): EventAnswer => ({
  guestId,
  eventId,
  status,
  plusOne,
});

const day = event('day');
const brunch = event('brunch', { everyone: false, tags: ['Family'], guestIds: [] });

describe('peopleAt', () => {
  it('lists only the guests invited to the event, each plus-one right after their guest', () => {
    const guests = [guest('ann', 'Ann Lee', { tags: ['Family'], plusOneAllowed: true, plusOneName: ' Sam Roe ' }), guest('bob', 'Bob Stone')];
    const answers = [answer('ann', 'brunch', 'Accepted', true)];
    expect(peopleAt(brunch, [day, brunch], guests, answers).map((p) => [p.id, p.name, p.plusOne, p.placeholder, p.lastName])).toEqual([
      ['ann', 'Ann Lee', false, false, 'Lee'],
      ['ann.plus-one', 'Sam Roe', true, false, 'Roe'],
    ]);
  });

  it('calls an unnamed plus-one “Guest of X” until the name arrives', () => {
    const [, plusOne] = peopleAt(day, [day], [guest('ann', 'Ann Lee', { plusOneAllowed: true, plusOneName: '  ' })], []);
    expect(plusOne).toMatchObject({ name: 'Guest of Ann Lee', placeholder: true, lastName: 'Lee' });
  });

  it('counts the guest’s one status when the event is the only one they are invited to, and waits for a per-event answer otherwise', () => {
    const ann = guest('ann', 'Ann Lee');
    expect(peopleAt(day, [day, brunch], [ann], [])[0]?.attendance).toBe('attending');
    expect(peopleAt(day, [day, event('brunch-for-all')], [ann], [])[0]?.attendance).toBe('awaiting');
    expect(peopleAt(day, [day, event('brunch-for-all')], [ann], [answer('ann', 'day', 'Accepted')])[0]?.attendance).toBe('attending');
    expect(peopleAt(day, [day, event('brunch-for-all')], [ann], [answer('ann', 'day', 'Declined')])[0]?.attendance).toBe('declined');
    expect(peopleAt(day, [day], [guest('cat', 'Cat', { status: 'Pending' })], [])[0]?.attendance).toBe('awaiting');
  });

  it('declines everything for a guest who declined, whatever an event’s answer says', () => {
    const people = peopleAt(day, [day], [guest('ann', 'Ann', { status: 'Declined', plusOneAllowed: true })], [answer('ann', 'day', 'Accepted')]);
    expect(people.map((p) => p.attendance)).toEqual(['declined', 'declined']);
  });

  it('declines a plus-one the guest said is not coming, to this event or at all', () => {
    const ann = guest('ann', 'Ann', { plusOneAllowed: true });
    expect(peopleAt(day, [day], [ann], [answer('ann', 'day', 'Accepted', false)]).map((p) => p.attendance)).toEqual(['attending', 'declined']);
    expect(peopleAt(day, [day], [{ ...ann, plusOneStatus: 'Declined' }], []).map((p) => p.attendance)).toEqual(['attending', 'declined']);
    expect(peopleAt(day, [day], [ann], [answer('ann', 'day', 'Accepted', true)]).map((p) => p.attendance)).toEqual(['attending', 'attending']);
  });

  it('puts a household’s guests in one party named after it, and a guest alone in a party of their own', () => {
    const guests = [
      guest('ann', 'Ann', { householdId: 'h1', householdName: 'The Lees' }),
      guest('bob', 'Bob', { householdId: 'h1', householdName: null }),
      guest('cat', 'Cat'),
    ];
    expect(peopleAt(day, [day], guests, []).map((p) => [p.partyId, p.partyName, p.household])).toEqual([
      ['h1', 'The Lees', true],
      ['h1', 'Bob', true],
      ['cat', 'Cat', false],
    ]);
  });
});

describe('person ids', () => {
  it('round-trips a guest and their plus-one, and refuses what is not an id’s shape', () => {
    expect(personId('g_1', true)).toBe('g_1.plus-one');
    expect(parsePersonId(personId('g_1', true))).toEqual({ guestId: 'g_1', plusOne: true });
    expect(parsePersonId('g_1')).toEqual({ guestId: 'g_1', plusOne: false });
    expect(parsePersonId('../x')).toBeUndefined();
    expect(parsePersonId('.plus-one')).toBeUndefined();
  });

  it('takes a name’s last word for the alphabetical board', () => {
    expect(lastNameOf('  Mary  Ann Lee ')).toBe('Lee');
    expect(lastNameOf('')).toBe('');
  });
});
