import type { Lang } from './languages';

/** Intl's formatter for the zone, or UTC when the runtime does not know the zone (a page never fails on it). */
function dateTimeFormat(lang: Lang, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone: zone });
  } catch {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
  }
}

export const DATE_LONG: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
/** @public */
export const DATE_FULL: Intl.DateTimeFormatOptions = { dateStyle: 'full' };
export const TIME_SHORT: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
/** @public */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** A moment as the language writes it, in the wedding's zone ("12 de junio de 2027", "١٢ يونيو ٢٠٢٧"). */
export function formatDate(lang: Lang, date: Date | string | number, zone: string, options: Intl.DateTimeFormatOptions = DATE_LONG): string {
  const moment = new Date(date);
  if (Number.isNaN(moment.getTime())) return '';
  return dateTimeFormat(lang, zone, options).format(moment);
}

/** @public */
export function formatTime(lang: Lang, date: Date | string | number, zone: string): string {
  return formatDate(lang, date, zone, TIME_SHORT);
}

export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(lang, options).format(value);
}
