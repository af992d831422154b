// The couple's /app/calendar page, shown by its GET and again by a refused no-JS form (calendar.actions.ts).
import type { Context } from 'hono';
import type { OwnerEnv } from '../../../core/http/context';
import { appPage } from '../../weddings';
import { localDay, weddingMonth } from '../domain/calendar/calendar';
import { monthSchema } from '../domain/calendar/calendar-inputs';
import { CalendarPage } from '../views/calendar/CalendarPage';

function askedMonth<E extends OwnerEnv>(c: Context<E>): string | undefined {
  const parsed = monthSchema.safeParse(c.req.query('month'));
  return parsed.success ? parsed.data : undefined;
}

export function renderCalendar<E extends OwnerEnv>(c: Context<E>, error?: string) {
  const wedding = c.var.wedding;
  const { month, entries } = weddingMonth(c.var.db, wedding, askedMonth(c));
  if (error) c.status(400);
  return appPage(
    c,
    'Calendar',
    <CalendarPage month={month} entries={entries} timeZone={wedding.timeZone} today={localDay(new Date(), wedding.timeZone)} error={error} />,
  );
}
