/**
 * The couple's planning calendar (/app/calendar, GET/POST/DELETE /users/calendar): their own events
 * plus what the product already knows (the wedding day, the RSVP deadline), month by month in the
 * wedding's time zone.
 */
import { appText } from '../../../../shared/i18n/app';
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import type { CALENDAR_THEMES } from '../../../../core/db/schema';
import { UserError } from '../../../../core/errors';
import { CALENDAR_MESSAGES, type NewEvent } from './calendar-inputs';
import { listEvents } from '../events';
import type { CalendarRepository, CalendarRow } from '../repository/calendar';
import type { EventsRepository } from '../repository/events';
import { weddingInstant } from '../../../../shared/wedding/local-time';

const MAX_EVENTS = 500;

export interface CalendarEntry {
  id: string;
  title: string;
  theme: (typeof CALENDAR_THEMES)[number];
  startsAt: Date;
  endsAt: Date | null;
  /** All-day entries have no time of day. */
  allDay: boolean;
  /** Made by the product (wedding day, RSVP deadline): not deletable here. */
  fixed: boolean;
}

export function addEvent(repository: CalendarRepository, weddingId: string, timeZone: string, input: NewEvent): Promise<CalendarRow> {
  const startsAt = weddingInstant(input.date, input.time || '00:00', timeZone);
  const endsAt = input.endTime ? weddingInstant(input.date, input.endTime, timeZone) : null;
  return repository.transaction(async () => {
    if ((await repository.countEntries(weddingId)) >= MAX_EVENTS) throw new UserError('calendar.too-many', CALENDAR_MESSAGES.tooMany);
    // An all-day event is stored without an end and with a start at local midnight.
    return repository.insertEntry({ weddingId, title: input.title, theme: input.theme, startsAt, endsAt: input.time ? endsAt : null });
  });
}

export async function deleteEvent(repository: CalendarRepository, weddingId: string, eventId: string): Promise<void> {
  if (!(await repository.deleteEntry(weddingId, eventId))) throw new UserError('calendar.not-found', CALENDAR_MESSAGES.notFound);
}

function isLocalMidnight(instant: Date, timeZone: string) {
  return format(new TZDate(instant.getTime(), timeZone), 'HH:mm') === '00:00';
}

type CalendarWedding = { id: string; timeZone: string; weddingDate: Date | null; content?: unknown };

/**
 * The asked month (else the current one in the wedding's zone) with its entries in time order: the
 * couple's own, the wedding's events and the RSVP deadline (`rsvpDeadline`, the RSVP settings').
 */
export async function weddingMonth(
  repositories: { calendar: CalendarRepository; events: EventsRepository },
  wedding: CalendarWedding & { rsvpDeadline: Date | null },
  asked: string | undefined,
) {
  const month = monthOrNow(asked, wedding.timeZone);
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const first = startOfMonth(new TZDate(year, monthIndex - 1, 1, wedding.timeZone));
  const next = addMonths(first, 1);
  const rows = await repositories.calendar.entriesBetween(wedding.id, new Date(first.getTime()), new Date(next.getTime()));
  const entries: CalendarEntry[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    theme: row.theme,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    allDay: !row.endsAt && isLocalMidnight(row.startsAt, wedding.timeZone),
    fixed: false,
  }));
  const inMonth = (date: Date | null | undefined): date is Date => !!date && date >= first && date < next;
  // The wedding's events (the wedding day among them) are edited on /app/events, so they are fixed here.
  for (const event of await listEvents(repositories.events, wedding)) {
    if (!inMonth(event.startsAt)) continue;
    const endsAt = event.derived ? null : event.endsAt;
    entries.push({
      id: `event-${event.id}`,
      title: event.title,
      theme: event.main ? 'PINK' : 'PURPLE',
      startsAt: event.startsAt,
      endsAt,
      allDay: false,
      fixed: true,
    });
  }
  if (inMonth(wedding.rsvpDeadline))
    entries.push({
      id: 'rsvp-deadline',
      title: appText('events.calendar.rsvpDeadline'),
      theme: 'ORANGE',
      startsAt: wedding.rsvpDeadline,
      endsAt: null,
      allDay: false,
      fixed: true,
    });
  return { month, entries: entries.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()) };
}

/** The month to show: the asked one, else the current month in the wedding zone. */
export function monthOrNow(asked: string | undefined, timeZone: string, now = new Date()): string {
  return asked ?? format(new TZDate(now.getTime(), timeZone), 'yyyy-MM');
}

/** The weeks of a month as rows of seven local dates (yyyy-MM-dd), Monday first; '' pads. */
export function monthGrid(month: string): string[][] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthIndex - 1, 1));
  const days = endOfMonth(new TZDate(year, monthIndex - 1, 1, 'UTC')).getDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells = [...Array(lead).fill(''), ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)];
  while (cells.length % 7) cells.push('');
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

export function localDay(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

export function localTime(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'h:mm a');
}

export function shiftMonth(month: string, by: number): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return format(addMonths(new Date(Date.UTC(year, monthIndex - 1, 15)), by), 'yyyy-MM');
}
