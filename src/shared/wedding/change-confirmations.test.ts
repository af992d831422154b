import { describe, expect, it } from 'vitest';
import { confirmTitle, dateChange, domainChange } from './change-confirmations';

describe('confirmation texts (UPDATE_DATE, UPDATE_DOMAIN)', () => {
  const june = { date: '2027-06-14', time: '16:00', timeZone: 'UTC' };
  it('asks only when an existing date, time or zone changes', () => {
    expect(dateChange({ date: '', time: '', timeZone: 'UTC' }, june)).toBeNull();
    expect(dateChange(june, { ...june, time: '' })).toBeNull();
    expect(dateChange(june, { ...june, date: '2027-06-15' })?.message).toContain(
      'Tuesday, June 15, 2027 at 4:00 PM instead of Monday, June 14, 2027 at 4:00 PM',
    );
    expect(dateChange(june, { ...june, timeZone: 'Europe/Paris' })?.message).toContain('(Europe/Paris) instead of Monday, June 14, 2027 at 4:00 PM (UTC)');
    expect(dateChange(june, { ...june, date: '' })?.message).toBe(
      'Your website and countdown will no longer show a date (today they show Monday, June 14, 2027 at 4:00 PM).',
    );
  });
  it('asks only when an existing address changes, whatever the case', () => {
    expect(domainChange('https://x.test/', '', 'new')).toBeNull();
    expect(domainChange('https://x.test', 'ana', ' ANA ')).toBeNull();
    const change = domainChange('https://x.test/', 'ana', 'Ana-Ben')!;
    expect(change.action).toBe('UPDATE_DOMAIN');
    expect(change.message).toContain('Your website moves from https://x.test/ana to https://x.test/ana-ben.');
    expect(change.message).toContain('Links you already sent or shared');
    expect(confirmTitle([change])).toBe('Change your web address?');
    expect(confirmTitle([dateChange(june, { ...june, date: '2027-01-01' })!, change])).toBe('Change your date and web address?');
  });
});
