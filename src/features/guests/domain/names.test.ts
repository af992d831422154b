import { describe, expect, it } from 'vitest';
import { RSVP_STATUSES } from '../../../core/db/schema';
import { guestLimitFor, guestLimitMessage, seatsOf } from './limits';
import { duplicateKey, nameKey, tidyName } from '../../../shared/guests/names';
import { guestEmailSchema, guestNameSchema, newGuestSchema } from '../../../shared/guests/schemas';
import { daysUntilWedding } from './days-until';
import { GUEST_STATUSES, statusLabel } from '../../../shared/guests/status';

describe('guest names', () => {
  it('keys names by lower case, without accents, with single spaces', () => {
    expect(nameKey('  José   García ')).toBe('jose garcia');
    expect(nameKey('JOSE GARCIA')).toBe(nameKey('josé garcía'));
    expect(nameKey('Søren Łukasz Straße')).toBe('soren lukasz strasse');
    expect(nameKey('Zoë\u00a0Renée')).toBe('zoe renee');
    expect(tidyName(' Ann \t Lee ')).toBe('Ann Lee');
  });

  it('calls two entries the same when name key and e-mail agree', () => {
    expect(duplicateKey('José García', 'JOSE@example.com')).toBe(duplicateKey('jose  garcia', 'jose@example.com '));
    expect(duplicateKey('José García', null)).not.toBe(duplicateKey('José García', 'jose@example.com'));
  });
});

describe('guest input', () => {
  it('requires a trimmed name of at most 100 characters', () => {
    expect(guestNameSchema.parse('  Ann   Lee ')).toBe('Ann Lee');
    expect(guestNameSchema.safeParse('   ').error?.issues[0]?.message).toBe("Please enter the guest's name");
    expect(guestNameSchema.safeParse(undefined).success).toBe(false);
    expect(guestNameSchema.safeParse('x'.repeat(100)).success).toBe(true);
    expect(guestNameSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe('Names can be at most 100 characters');
  });

  it('removes an empty e-mail and checks a present one', () => {
    expect(guestEmailSchema.parse('')).toBeNull();
    expect(guestEmailSchema.parse('   ')).toBeNull();
    expect(guestEmailSchema.parse(undefined)).toBeUndefined();
    expect(guestEmailSchema.parse(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(guestEmailSchema.safeParse('not-an-email').error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('reads form values: checkbox on/off, blank optional fields as none, only the three statuses', () => {
    const parsed = newGuestSchema.parse({ name: 'Ann', email: '', household: ' ', plusOneAllowed: 'on', plusOneName: '', notes: '' });
    expect(parsed).toEqual({ name: 'Ann', email: null, household: null, plusOneAllowed: true, plusOneName: null, notes: null });
    expect(newGuestSchema.safeParse({ name: 'Ann', status: 'Maybe' }).error?.issues[0]?.message).toBe('Status must be Awaiting, Accepted or Declined');
  });
});

describe('statuses, limits, days', () => {
  it('shows any status outside the three as ERROR', () => {
    expect(GUEST_STATUSES).toEqual(RSVP_STATUSES);
    expect(GUEST_STATUSES.map(statusLabel)).toEqual(['Awaiting', 'Accepted', 'Declined']);
    expect(statusLabel('accepted')).toBe('ERROR');
    expect(statusLabel('')).toBe('ERROR');
  });

  it('65 seats on Free, 350 on Pro and admin; a plus-one is a seat', () => {
    expect([guestLimitFor('userFree'), guestLimitFor('userPaid'), guestLimitFor('admin')]).toEqual([65, 350, 350]);
    expect(seatsOf({ plusOneAllowed: true })).toBe(2);
    expect(guestLimitMessage('userFree')).toBe('Your plan allows 65 guests. Upgrade to Pro for up to 350.');
  });

  it('counts whole days to the wedding in its time zone', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(daysUntilWedding(new Date('2026-03-11T00:00:00Z'), 'UTC', now)).toBe(10);
    // 23:30 UTC on 1 March is already 2 March in Tokyo.
    expect(daysUntilWedding(new Date('2026-03-11T12:00:00Z'), 'Asia/Tokyo', now)).toBe(9);
    expect(daysUntilWedding(new Date('2026-02-01T00:00:00Z'), 'UTC', now)).toBe(0);
    expect(daysUntilWedding(null, 'UTC', now)).toBeNull();
    expect(daysUntilWedding(new Date('2026-03-11T00:00:00Z'), 'Not/AZone', now)).toBe(10);
  });
});
