/**
 * The confirmation dialogs of product.md §4 (UPDATE_DATE, UPDATE_DOMAIN): what a change of the
 * wedding date or the web address does, in words. Shared by the dialog (ConfirmChanges island) and
 * the server-rendered confirmation step that forms show without JavaScript. No server imports.
 */
import { format } from 'date-fns/format';
import { appText } from '../i18n/app';

export type ChangeAction = 'UPDATE_DATE' | 'UPDATE_DOMAIN';

export interface PendingChange {
  action: ChangeAction;
  title: string;
  message: string;
}

export interface DateValue {
  date: string;
  time: string;
  timeZone: string;
}

export const CONFIRM_TEXTS = {
  dateTitle: appText('builder.confirm.dateTitle'),
  domainTitle: appText('builder.confirm.domainTitle'),
  bothTitle: appText('builder.confirm.bothTitle'),
  confirm: appText('builder.confirm.confirm'),
  back: appText('builder.confirm.back'),
} as const;

/** "Saturday, September 4, 2027 at 3:00 PM (America/New York)"; no time → the date only. */
export function describeDate(value: DateValue, withZone: boolean): string {
  if (!value.date) return appText('builder.confirm.noDate');
  const [year, month, day] = value.date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = (value.time || '16:00').split(':').map(Number) as [number, number];
  const local = new Date(year, month - 1, day, hours, minutes);
  if (Number.isNaN(local.getTime())) return value.date;
  const text = format(local, "EEEE, MMMM d, yyyy 'at' h:mm a");
  return withZone ? `${text} (${value.timeZone.replaceAll('_', ' ')})` : text;
}

const normaliseTime = (time: string) => time.trim() || '16:00';

/** A change of an existing date (or its time or zone); setting the first date asks nothing. */
export function dateChange(from: DateValue, to: DateValue): PendingChange | null {
  if (!from.date) return null;
  const same = from.date === to.date.trim() && normaliseTime(from.time) === normaliseTime(to.time) && from.timeZone === to.timeZone;
  if (same) return null;
  const withZone = from.timeZone !== to.timeZone;
  const message = to.date.trim()
    ? appText('builder.confirm.dateMessage', { to: describeDate(to, withZone), from: describeDate(from, withZone) })
    : appText('builder.confirm.dateRemoved', { from: describeDate(from, false) });
  return { action: 'UPDATE_DATE', title: CONFIRM_TEXTS.dateTitle, message };
}

export const normaliseAddress = (value: string) => value.trim().toLowerCase();

/** A change of an existing web address; choosing the first address asks nothing. */
export function domainChange(origin: string, from: string, to: string): PendingChange | null {
  const old = normaliseAddress(from);
  const next = normaliseAddress(to);
  if (!old || !next || old === next) return null;
  const base = origin.replace(/\/$/, '');
  return {
    action: 'UPDATE_DOMAIN',
    title: CONFIRM_TEXTS.domainTitle,
    message: appText('builder.confirm.domainMessage', { from: `${base}/${old}`, to: `${base}/${next}` }),
  };
}

/** The dialog's title for the changes it lists. */
export function confirmTitle(changes: PendingChange[]): string {
  if (changes.length === 1) return changes[0]!.title;
  return CONFIRM_TEXTS.bothTitle;
}
