import { describe, expect, it } from 'vitest';
import { quickSettingsSchema } from './quick-settings';

describe('quick settings', () => {
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
