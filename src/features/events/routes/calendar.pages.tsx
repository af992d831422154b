import { Hono, type Context } from 'hono';
import { addEvent, deleteEvent, localDay, weddingMonth } from '../domain/calendar/calendar';
import { CALENDAR_MESSAGES, monthSchema, newEventSchema } from '../domain/calendar/calendar-inputs';
import { CalendarPage } from '../views/calendar/CalendarPage';
import { UserError } from '../../../core/errors';
import { firstIssue, readBody } from '../../../core/http/api/parse-body';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { appPage } from '../../weddings';

function askedMonth<E extends AppEnv>(c: Context<E>): string | undefined {
  const parsed = monthSchema.safeParse(c.req.query('month'));
  return parsed.success ? parsed.data : undefined;
}

function renderPage<E extends OwnerEnv>(c: Context<E>, error?: string) {
  const wedding = c.var.wedding;
  const { month, entries } = weddingMonth(c.var.db, wedding, askedMonth(c));
  if (error) c.status(400);
  return appPage(
    c,
    'Calendar',
    <CalendarPage month={month} entries={entries} timeZone={wedding.timeZone} today={localDay(new Date(), wedding.timeZone)} error={error} />,
  );
}

// /app/calendar: the no-JS calendar page (its API is /api/v1/users/calendar, routes/users)
export const calendarPages = new Hono<AppEnv>()
  .use(requirePageOwner)
  .get('/', (c) => renderPage(c))
  .post('/', async (c) => {
    const wedding = c.var.wedding;
    // The form is shown again with the first problem (safeParse, not a 400 JSON answer).
    const parsed = newEventSchema.safeParse(await readBody(c));
    if (!parsed.success) return renderPage(c, firstIssue(parsed.error));
    try {
      addEvent(c.var.db, wedding.id, wedding.timeZone, parsed.data);
    } catch (error) {
      if (error instanceof UserError) return renderPage(c, error.message);
      throw error;
    }
    setFlash(c, CALENDAR_MESSAGES.added);
    return c.redirect(`/app/calendar?month=${parsed.data.date.slice(0, 7)}`, 303);
  })
  .post('/:id/delete', (c) => {
    deleteEvent(c.var.db, c.var.wedding.id, c.req.param('id'));
    setFlash(c, CALENDAR_MESSAGES.deleted);
    const back = new URL(c.req.header('referer') ?? '/app/calendar', 'http://x');
    return c.redirect(back.pathname === '/app/calendar' ? back.pathname + back.search : '/app/calendar', 303);
  });
