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

/**
 * An event's when, as the language writes it, in the wedding's zone: the day and the hours ("sábado, 12 de junio de
 * 2027" and "16:00–19:00"), or the whole span on the date line when it ends on another day.
 */
export function formatEventSpan(lang: Lang, start: Date | string, end: Date | string, zone: string): { date: string; time: string } {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return { date: formatDate(lang, from, zone, DATE_FULL), time: '' };
  const day = (moment: Date) => formatDate(lang, moment, zone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  if (day(from) !== day(to)) return { date: dateTimeFormat(lang, zone, { dateStyle: 'full', timeStyle: 'short' }).formatRange(from, to), time: '' };
  return { date: formatDate(lang, from, zone, DATE_FULL), time: dateTimeFormat(lang, zone, TIME_SHORT).formatRange(from, to) };
}
