// A guest as the owner's API returns it (product.md §3), on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import type { GuestWithHousehold } from '../queries/guests';
import { guestJson } from './guest-json';
import { guestIdOfToken, rsvpTokenMatches } from './rsvp-link';

const config = { SESSION_SECRET: 'unit-test-secret', dataDir: '/nonexistent' };
const guest = (extra: Partial<GuestWithHousehold> = {}): GuestWithHousehold => ({
  id: 'annabc',
  weddingId: 'w1',
  householdId: 'h1',
  name: 'Ann Lee',
  nameKey: 'ann lee',
  email: 'ann@example.com',
  status: 'Maybe',
  plusOneAllowed: true,
  plusOneName: null,
  plusOneStatus: null,
  notes: 'Vegetarian',
  tags: ['Family'],
  unsubscribed: false,
  emailProblem: 'bounced',
  emailProblemAddress: 'ANN@example.com ',
  emailProblemAt: new Date('2027-01-02T00:00:00Z'),
  rsvpLinkVersion: 1,
  language: 'es',
  respondedAt: null,
  createdAt: new Date('2027-01-01T00:00:00Z'),
  updatedAt: new Date('2027-01-03T00:00:00Z'),
  householdName: 'The Lees',
  householdTags: ['Out of town'],
  ...extra,
});

describe('guestJson', () => {
  it('names the guest by guestId, passes the stored status through and dates as ISO text', () => {
    const json = guestJson(config, guest());
    expect(json).toMatchObject({
      guestId: 'annabc',
      name: 'Ann Lee',
      email: 'ann@example.com',
      status: 'Maybe',
      household: 'The Lees',
      tags: ['Family'],
      householdTags: ['Out of town'],
      language: 'es',
      respondedAt: null,
      createdAt: '2027-01-01T00:00:00.000Z',
      updatedAt: '2027-01-03T00:00:00.000Z',
    });
    expect(json).not.toHaveProperty('nameKey');
  });

  it('reports a bounce only while it is about the guest’s current address', () => {
    expect(guestJson(config, guest()).emailProblem).toBe('bounced');
    expect(guestJson(config, guest({ email: 'ann.lee@example.com' })).emailProblem).toBeNull();
  });

  it('leaves out an e-mail the guest does not have, and an absent household’s tags as none', () => {
    const json = guestJson(config, guest({ email: null, householdTags: undefined }));
    expect(json).not.toHaveProperty('email');
    expect(json.householdTags).toEqual([]);
  });

  it('carries the guest’s current personal link, which a new link version revokes', () => {
    const { rsvpToken } = guestJson(config, guest());
    expect(guestIdOfToken(rsvpToken)).toBe('annabc');
    expect(rsvpTokenMatches(config, guest(), rsvpToken)).toBe(true);
    expect(rsvpTokenMatches(config, guest({ rsvpLinkVersion: 2 }), rsvpToken)).toBe(false);
  });
});
