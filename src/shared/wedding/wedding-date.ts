/** The wedding date column and its displayed text. */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { z } from 'zod';
import { appText } from '../i18n/app';

export const DATE_FORMATS = ['MMM do yyyy', 'MM/dd/yy', 'dd MMM yy', 'yyyy-MM-dd', 'EEEE, MMMM do, yyyy', '', 'No date'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'MMM do yyyy';
export const NO_DATE_FORMAT = 'No date';

export function isDateFormat(value: unknown): value is DateFormat {
  return DATE_FORMATS.includes(value as DateFormat);
}

const ISO_DATE_OR_DATETIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Date | null from a Date, an ISO date or date-time string (how dates travel in JSON and island
 * props), or null/'' for "no date yet". A bare date is read as midnight UTC.
 */
export const weddingDateSchema = z.preprocess((value) => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && ISO_DATE_OR_DATETIME.test(value.trim())) return new Date(value.trim());
  return value;
}, z.date({ error: appText('builder.date.invalid') }).nullable());

/**
 * The date as text in the wedding's time zone, identical on server and browser (date-fns alone
 * would use the machine's zone). '' for no date, for the '' and 'No date' formats, or a bad date.
 */
export function formatWeddingDate(date: Date | string | null | undefined, dateFormat: string, timeZone = 'UTC'): string {
  if (date === null || date === undefined || date === '' || dateFormat === '' || dateFormat === NO_DATE_FORMAT) return '';
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) return '';
  const pattern = isDateFormat(dateFormat) ? dateFormat : DEFAULT_DATE_FORMAT;
  try {
    return format(new TZDate(instant.getTime(), timeZone), pattern);
  } catch {
    return format(new TZDate(instant.getTime(), 'UTC'), pattern);
  }
}
