// The wedding's local date and time (what couples know) and the stored instant, in the wedding's zone: the
// wedding day, its events and the photo windows are typed and shown this way.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';

/** 2027-06-14 at 16:00 in Europe/Paris → the instant. */
export function weddingInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, timeZone).getTime());
}

/** The stored instant as the form's local date and time in the wedding's zone. */
export function localDateAndTime(instant: Date | null, timeZone: string): { date: string; time: string } {
  if (!instant) return { date: '', time: '' };
  const local = new TZDate(instant.getTime(), timeZone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}
