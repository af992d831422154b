// The couple's /app/calendar page, shown by its GET and again by a refused no-JS form (calendar.actions.ts).
import { appText } from '../../../shared/i18n/app';
import type { Context } from 'hono';
import type { OwnerEnv } from '../../../core/http/context';
import { appPage } from '../../weddings/web';
import { localDay, weddingMonth } from '../domain/calendar/calendar';
import { monthSchema } from '../domain/calendar/calendar-inputs';
import { CalendarPage } from '../views/calendar/CalendarPage';
import { calendarRepository } from '../domain/repository/calendar';
import { eventsRepository } from '../domain/repository/events';
import { rsvpSettingsOf } from '../../rsvp';

function askedMonth<E extends OwnerEnv>(c: Context<E>): string | undefined {
  const parsed = monthSchema.safeParse(c.req.query('month'));
  return parsed.success ? parsed.data : undefined;
}

/** The asked month of the couple's calendar (the RSVP deadline read through the RSVP feature's settings). */
export async function monthOf<E extends OwnerEnv>(c: Context<E>, asked: string | undefined) {
  const wedding: OwnerEnv['Variables']['wedding'] = c.var.wedding;
  const repositories = { calendar: calendarRepository(c.var.store), events: eventsRepository(c.var.store) };
  return weddingMonth(repositories, { ...wedding, rsvpDeadline: (await rsvpSettingsOf(c.var.store, wedding.id)).deadline }, asked);
}

export async function renderCalendar<E extends OwnerEnv>(c: Context<E>, error?: string) {
  const wedding = c.var.wedding;
  const { month, entries } = await monthOf(c, askedMonth(c));
  if (error) c.status(400);
  return appPage(
    c,
    appText('events.calendar.pageTitle'),
    <CalendarPage month={month} entries={entries} timeZone={wedding.timeZone} today={localDay(new Date(), wedding.timeZone)} error={error} />,
  );
}
