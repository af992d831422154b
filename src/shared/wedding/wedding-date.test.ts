import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatWeddingDate, weddingDateSchema } from './wedding-date';

const date = new Date('2026-06-14T16:00:00Z');

describe('formatWeddingDate', () => {
  it.each([
    ['MMM do yyyy', 'Jun 14th 2026'],
    ['MM/dd/yy', '06/14/26'],
    ['dd MMM yy', '14 Jun 26'],
    ['yyyy-MM-dd', '2026-06-14'],
    ['EEEE, MMMM do, yyyy', 'Sunday, June 14th, 2026'],
    ['', ''],
    ['No date', ''],
  ])('formats %j as %j', (dateFormat, expected) => {
    expect(formatWeddingDate(date, dateFormat)).toBe(expected);
  });

  it('covers every date format', () => {
    expect(DATE_FORMATS).toHaveLength(7);
  });

  it('formats in the wedding time zone, whatever the machine zone', () => {
    expect(formatWeddingDate(date, 'EEEE, MMMM do, yyyy', 'Pacific/Auckland')).toBe('Monday, June 15th, 2026');
    expect(formatWeddingDate('2026-06-14T03:00:00Z', 'yyyy-MM-dd', 'America/Los_Angeles')).toBe('2026-06-13');
  });

  it('gives empty text for no date or a bad date, and falls back for odd inputs', () => {
    expect(formatWeddingDate(null, 'MMM do yyyy')).toBe('');
    expect(formatWeddingDate('not a date', 'MMM do yyyy')).toBe('');
    expect(formatWeddingDate(date, 'QQQ')).toBe('Jun 14th 2026');
    expect(formatWeddingDate(date, 'yyyy-MM-dd', 'Not/AZone')).toBe('2026-06-14');
  });
});

describe('weddingDateSchema', () => {
  it('revives ISO strings and keeps no date as null', () => {
    expect(weddingDateSchema.parse('2026-06-14T16:00:00.000Z')).toEqual(date);
    expect(weddingDateSchema.parse('2026-06-14')).toEqual(new Date('2026-06-14T00:00:00Z'));
    expect(weddingDateSchema.parse(date)).toBe(date);
    expect(weddingDateSchema.parse(null)).toBeNull();
    expect(weddingDateSchema.parse('')).toBeNull();
  });

  it('rejects anything else with a message', () => {
    const result = weddingDateSchema.safeParse('next June');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Wedding date must be a date like 2026-06-14');
    expect(weddingDateSchema.safeParse('2026-13-45').success).toBe(false);
  });
});
