import { describe, expect, it } from 'vitest';
import { localDateAndTime, weddingInstant } from './local-time';

describe('the wedding’s local date and time', () => {
  it('reads the local date and time in the wedding zone', () => {
    expect(weddingInstant('2027-06-14', '16:00', 'Europe/Paris').toISOString()).toBe('2027-06-14T14:00:00.000Z');
    expect(weddingInstant('2027-01-14', '16:00', 'America/Los_Angeles').toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('follows the zone’s summer time: the same wall time is an hour apart in UTC across the change', () => {
    expect(weddingInstant('2027-03-27', '12:00', 'Europe/London').toISOString()).toBe('2027-03-27T12:00:00.000Z');
    expect(weddingInstant('2027-03-28', '12:00', 'Europe/London').toISOString()).toBe('2027-03-28T11:00:00.000Z');
  });

  it('shows the stored instant back as the same local date and time, the local day where it differs from UTC’s', () => {
    const instant = weddingInstant('2027-06-14', '09:30', 'Asia/Tokyo');
    expect(instant.toISOString()).toBe('2027-06-14T00:30:00.000Z');
    expect(localDateAndTime(instant, 'Asia/Tokyo')).toEqual({ date: '2027-06-14', time: '09:30' });
    expect(localDateAndTime(new Date('2027-06-14T23:30:00Z'), 'Asia/Tokyo')).toEqual({ date: '2027-06-15', time: '08:30' });
    expect(localDateAndTime(weddingInstant('2027-06-14', '16:00', 'Europe/Paris'), 'Europe/Paris')).toEqual({ date: '2027-06-14', time: '16:00' });
    expect(localDateAndTime(null, 'UTC')).toEqual({ date: '', time: '' });
  });
});
