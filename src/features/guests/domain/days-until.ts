import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';

/**
 * Whole days from today to the wedding day, both read in the wedding's time zone; 0 on the day
 * and afterwards, null without a date.
 */
export function daysUntilWedding(weddingDate: Date | null, timeZone: string, now = new Date()): number | null {
  if (!weddingDate) return null;
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC'; // an unknown zone name
  }
  const days = differenceInCalendarDays(new TZDate(weddingDate.getTime(), zone), new TZDate(now.getTime(), zone));
  return Math.max(0, days);
}
