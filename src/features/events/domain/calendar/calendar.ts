/**
 * The couple's planning calendar (/app/calendar, GET/POST/DELETE /users/calendar): their own events
 * plus what the product already knows (the wedding day, the RSVP deadline), month by month in the
 * wedding's time zone.
 */
import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/db/connection';
import { type CALENDAR_THEMES, calendarEvents } from '../../../../core/db/schema';
import { UserError } from '../../../../core/errors';
import { CALENDAR_MESSAGES, type NewEvent } from './calendar-inputs';
import { listEvents } from '../events';
import { readRsvpSettings } from '../../../rsvp';
import { weddingInstant } from '../../../weddings';

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

export function addEvent(db: Db, weddingId: string, timeZone: string, input: NewEvent) {
  const count = db.select({ n: sql<number>`count(*)` }).from(calendarEvents).where(eq(calendarEvents.weddingId, weddingId)).get()?.n ?? 0;
  if (count >= MAX_EVENTS) throw new UserError('calendar.too-many', CALENDAR_MESSAGES.tooMany);
  const startsAt = weddingInstant(input.date, input.time || '00:00', timeZone);
  const endsAt = input.endTime ? weddingInstant(input.date, input.endTime, timeZone) : null;
  // An all-day event is stored without an end and with a start at local midnight.
  return db
    .insert(calendarEvents)
    .values({ weddingId, title: input.title, theme: input.theme, startsAt, endsAt: input.time ? endsAt : null })
    .returning()
    .get();
}

export function deleteEvent(db: Db, weddingId: string, eventId: string) {
  const deleted = db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.weddingId, weddingId)))
    .returning()
    .get();
  if (!deleted) throw new UserError('calendar.not-found', CALENDAR_MESSAGES.notFound);
}

function isLocalMidnight(instant: Date, timeZone: string) {
  return format(new TZDate(instant.getTime(), timeZone), 'HH:mm') === '00:00';
}

type CalendarWedding = { id: string; timeZone: string; weddingDate: Date | null; content?: unknown };

/** The asked month (else the current one in the wedding's zone) with its entries, the wedding's events and RSVP deadline included. */
export function weddingMonth(db: Db, wedding: CalendarWedding, asked: string | undefined) {
  const month = monthOrNow(asked, wedding.timeZone);
  const entries = monthEntries(db, { ...wedding, rsvpDeadline: readRsvpSettings(db, wedding.id).deadline }, month);
  return { month, entries };
}

/** Events of one month (yyyy-MM in the wedding zone), the fixed ones (the wedding's events, the RSVP deadline) included, in time order. */
function monthEntries(db: Db, wedding: CalendarWedding & { rsvpDeadline?: Date | null }, month: string): CalendarEntry[] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const first = startOfMonth(new TZDate(year, monthIndex - 1, 1, wedding.timeZone));
  const next = addMonths(first, 1);
  const rows = db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.weddingId, wedding.id),
        gte(calendarEvents.startsAt, new Date(first.getTime())),
        lt(calendarEvents.startsAt, new Date(next.getTime())),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt))
    .all();
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
  for (const event of listEvents(db, wedding)) {
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
    entries.push({ id: 'rsvp-deadline', title: 'RSVP deadline', theme: 'ORANGE', startsAt: wedding.rsvpDeadline, endsAt: null, allDay: false, fixed: true });
  return entries.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
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
