// The couple's RSVP switches, their rules without a database (issue 29 item 7: unit-tested with the in-memory
// repository). A wedding without a settings row has the defaults: open, no deadline, resubmission allowed, the
// couple told of each answer.
//
// The deadline is a day in the wedding's time zone ("reply by 1 May"): answers are taken until
// that day ends there. It is stored as the last millisecond of that day (23:59:59.999 there), so
// a check is one comparison and the instant falls on the deadline day itself (the calendar shows
// it there); the day is read back in the wedding's zone for the form.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { translator } from '../../../shared/i18n/catalogues';
import { safeZone } from '../../../shared/wedding/safe-zone';

export interface RsvpSettings {
  allowRsvpResubmit: boolean;
  rsvpOpen: boolean;
  /** The last moment answers are taken (end of the deadline day in the wedding's zone), or null. */
  deadline: Date | null;
  notifyCouple: boolean;
}

export const DEFAULT_RSVP_SETTINGS: RsvpSettings = { allowRsvpResubmit: true, rsvpOpen: true, deadline: null, notifyCouple: true };

/** A stored row's settings, or the defaults without one. */
export function settingsOrDefaults(row: RsvpSettings | undefined): RsvpSettings {
  return row ? { ...row } : { ...DEFAULT_RSVP_SETTINGS };
}

export type RsvpAvailability = { open: true } | { open: false; reason: 'closed' | 'deadline' };

export function rsvpAvailability(settings: RsvpSettings, now = new Date()): RsvpAvailability {
  if (!settings.rsvpOpen) return { open: false, reason: 'closed' };
  if (settings.deadline && now.getTime() > settings.deadline.getTime()) return { open: false, reason: 'deadline' };
  return { open: true };
}

export { safeZone };

/** '2026-05-01' in Europe/Paris → the last millisecond of that day there. */
export function deadlineEnd(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + 1, 0, 0, safeZone(timeZone)).getTime() - 1);
}

/** The deadline day (yyyy-MM-dd) in the wedding's zone, for the form. */
export function deadlineDay(deadline: Date | null, timeZone: string): string {
  if (!deadline) return '';
  return format(new TZDate(deadline.getTime(), safeZone(timeZone)), 'yyyy-MM-dd');
}

/** "Friday, May 1, 2026": the deadline's day in the wedding's zone. */
export function deadlineDate(deadline: Date, timeZone: string): string {
  return format(new TZDate(deadline.getTime(), safeZone(timeZone)), 'EEEE, MMMM d, yyyy');
}

/** "Please reply by Friday, May 1, 2026", or null without a deadline. */
export function deadlineText(deadline: Date | null, timeZone: string): string | null {
  if (!deadline) return null;
  return translator('en')('rsvp.replyBy', { date: deadlineDate(deadline, timeZone) });
}
