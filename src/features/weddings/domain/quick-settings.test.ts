import { describe, expect, it } from 'vitest';
import { localDateAndTime, quickSettingsSchema, weddingInstant } from './quick-settings';

describe('quick settings', () => {
  it('reads the local date and time in the wedding zone', () => {
    expect(weddingInstant('2027-06-14', '16:00', 'Europe/Paris').toISOString()).toBe('2027-06-14T14:00:00.000Z');
    expect(weddingInstant('2027-01-14', '16:00', 'America/Los_Angeles').toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('shows the stored instant back as the same local date and time', () => {
    const instant = weddingInstant('2027-06-14', '09:30', 'Asia/Tokyo');
    expect(localDateAndTime(instant, 'Asia/Tokyo')).toEqual({ date: '2027-06-14', time: '09:30' });
    expect(localDateAndTime(null, 'UTC')).toEqual({ date: '', time: '' });
  });

  it('defaults the time to 4 pm and clears the date when empty', () => {
    const withDate = quickSettingsSchema.parse({ date: '2027-06-14', timeZone: 'UTC', weddingUrl: 'a-and-b' });
    expect(withDate.weddingDate?.toISOString()).toBe('2027-06-14T16:00:00.000Z');
    expect(quickSettingsSchema.parse({ date: '', timeZone: 'UTC' }).weddingDate).toBeNull();
  });

  it('refuses impossible dates, bad times and unknown zones', () => {
    expect(quickSettingsSchema.safeParse({ date: '2027-02-30', timeZone: 'UTC' }).error?.issues[0]?.message).toBe('Wedding date must be a real date');
    expect(quickSettingsSchema.safeParse({ date: '2027-02-03', time: '25:00', timeZone: 'UTC' }).error?.issues[0]?.message).toBe('Time must look like 16:30');
    expect(quickSettingsSchema.safeParse({ date: '2027-02-03', timeZone: 'Mars/Base' }).error?.issues[0]?.message).toBe('Unknown time zone');
  });
});
