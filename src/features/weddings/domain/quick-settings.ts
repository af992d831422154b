/**
 * The /app/quick-settings form: the wedding day as a local date and time in the wedding's time zone
 * (what couples know), turned into the stored instant, plus the web address and whether the site is
 * online.
 */
import { z } from 'zod';
import { formBoolean } from '../../../shared/wedding/field-schemas';
import { timeZoneSchema } from './wedding-patch';
import { weddingInstant } from '../../../shared/wedding/local-time';
import { appText } from '../../../shared/i18n/app';

export { localDateAndTime } from '../../../shared/wedding/local-time';

export const QUICK_SETTINGS_MESSAGES = {
  saved: appText('weddings.quick.saved'),
  badDate: appText('weddings.quick.badDate'),
  badTime: appText('weddings.quick.badTime'),
  addressNeeded: appText('weddings.quick.addressNeeded'),
} as const;

const DEFAULT_TIME = '16:00';

/** The form's fields (the setup's date step takes the same date, time and zone). */
export const quickSettingsFields = {
  date: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)), QUICK_SETTINGS_MESSAGES.badDate)
    .default(''),
  time: z
    .string()
    .trim()
    .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), QUICK_SETTINGS_MESSAGES.badTime)
    .default(''),
  timeZone: timeZoneSchema,
  weddingUrl: z.string().trim().default(''),
  published: formBoolean.default(false),
};

/** The local date and time as the stored instant (null without a date; 16:00 without a time). */
export function withWeddingInstant<T extends { date: string; time: string; timeZone: string }>(form: T): T & { weddingDate: Date | null } {
  return { ...form, weddingDate: form.date ? weddingInstant(form.date, form.time || DEFAULT_TIME, form.timeZone) : null };
}

export const quickSettingsSchema = z.object(quickSettingsFields).transform(withWeddingInstant);

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Every IANA zone this runtime knows, for the time-zone select. */
export function timeZoneNames(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
