// Who is invited to what (issue 16 item 2), on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { EVERYONE, isInvited, tagsIn, tagsOf } from './audience';

const ann = { id: 'ann', tags: ['Family'], householdTags: ['Out of town'] };
const bob = { id: 'bob', tags: [], householdTags: null };

describe('isInvited', () => {
  it('invites every guest to an event for everyone, tags or none', () => {
    expect(isInvited(EVERYONE, ann)).toBe(true);
    expect(isInvited(EVERYONE, bob)).toBe(true);
  });

  it('invites the guests carrying one of the event’s tags, their own or their household’s, case aside', () => {
    const family = { everyone: false, tags: ['family'], guestIds: [] };
    const outOfTown = { everyone: false, tags: ['OUT OF TOWN'], guestIds: [] };
    expect(isInvited(family, ann)).toBe(true);
    expect(isInvited(outOfTown, ann)).toBe(true);
    expect(isInvited(family, bob)).toBe(false);
  });

  it('invites a guest named in the event without the tag, and nobody else', () => {
    const named = { everyone: false, tags: ['Wedding party'], guestIds: ['bob'] };
    expect(isInvited(named, bob)).toBe(true);
    expect(isInvited(named, ann)).toBe(false);
  });

  it('invites nobody to a chosen event with neither tags nor guests', () => {
    expect(isInvited({ everyone: false, tags: [], guestIds: [] }, ann)).toBe(false);
  });
});

describe('tagsOf and tagsIn', () => {
  it('gives a guest their own tags then their household’s, a repeat (case aside) once', () => {
    expect(tagsOf({ tags: ['Family', 'vip'], householdTags: ['family', 'Out of town'] })).toEqual(['Family', 'vip', 'Out of town']);
    expect(tagsOf(bob)).toEqual([]);
  });

  it('lists every tag the guests use once, sorted, for the pickers', () => {
    expect(tagsIn([ann, bob, { tags: ['Brunch', 'family'], householdTags: [] }])).toEqual(['Brunch', 'Family', 'Out of town']);
  });
});
