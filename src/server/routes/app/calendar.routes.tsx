import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { rsvpSettings, type WeddingRow } from '../../../db/schema';
import { addEvent, CALENDAR_MESSAGES, deleteEvent, localDay, monthEntries, monthOrNow, monthSchema, newEventSchema } from '../../../domain/calendar/calendar';
import { CalendarPage } from '../../../views/app/calendar/CalendarPage';
import { UserError } from '../../../domain/errors';
import { firstIssue, parseBody, parseQuery, readBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { setFlash } from '../../flash';
import { requireApiUser, requirePageUser } from '../../middleware/guards';
import { appPage } from './app-page';

function ownWedding<E extends AppEnv>(c: Context<E>): WeddingRow {
  const row = findWeddingByOwner(c.var.db, c.var.session!.user.id);
  if (!row) throw new UserError(404, 'Wedding not found');
  return row;
}

function monthData<E extends AppEnv>(c: Context<E>, wedding: WeddingRow, askedMonth: string | undefined) {
  const month = monthOrNow(askedMonth, wedding.timeZone);
  const settings = c.var.db.select().from(rsvpSettings).where(eq(rsvpSettings.weddingId, wedding.id)).get();
  const entries = monthEntries(c.var.db, { ...wedding, rsvpDeadline: settings?.deadline ?? null }, month);
  return { month, entries };
}

const monthQuery = z.object({ month: monthSchema });

function askedMonth<E extends AppEnv>(c: Context<E>): string | undefined {
  const parsed = monthSchema.safeParse(c.req.query('month'));
  return parsed.success ? parsed.data : undefined;
}

function renderPage<E extends AppEnv>(c: Context<E>, wedding: WeddingRow, error?: string) {
  const { month, entries } = monthData(c, wedding, askedMonth(c));
  if (error) c.status(400);
  return appPage(
    c,
    'Calendar',
    <CalendarPage month={month} entries={entries} timeZone={wedding.timeZone} today={localDay(new Date(), wedding.timeZone)} error={error} />,
  );
}

/** /app/calendar (no-JS page) and GET/POST/DELETE /api/v1/users/calendar. */
export const calendarPages = new Hono<AppEnv>()
  .use('/app/calendar', requirePageUser)
  .use('/app/calendar/*', requirePageUser)
  .get('/app/calendar', (c) => renderPage(c, ownWedding(c)))
  .post('/app/calendar', async (c) => {
    const wedding = ownWedding(c);
    const parsed = newEventSchema.safeParse(await readBody(c));
    if (!parsed.success) return renderPage(c, wedding, firstIssue(parsed.error));
    try {
      addEvent(c.var.db, wedding.id, wedding.timeZone, parsed.data);
    } catch (error) {
      if (error instanceof UserError) return renderPage(c, wedding, error.message);
      throw error;
    }
    setFlash(c, CALENDAR_MESSAGES.added);
    return c.redirect(`/app/calendar?month=${parsed.data.date.slice(0, 7)}`, 303);
  })
  .post('/app/calendar/:id/delete', (c) => {
    const wedding = ownWedding(c);
    deleteEvent(c.var.db, wedding.id, c.req.param('id'));
    setFlash(c, CALENDAR_MESSAGES.deleted);
    const back = new URL(c.req.header('referer') ?? '/app/calendar', 'http://x');
    return c.redirect(back.pathname === '/app/calendar' ? back.pathname + back.search : '/app/calendar', 303);
  });

export const calendarApi = new Hono<AppEnv>()
  .get('/users/calendar', requireApiUser, (c) => {
    const wedding = ownWedding(c);
    const { month: asked } = parseQuery(c, monthQuery);
    const { month, entries } = monthData(c, wedding, asked);
    return c.json({ msg: 'ok', month, timeZone: wedding.timeZone, events: entries });
  })
  .post('/users/calendar', requireApiUser, async (c) => {
    const wedding = ownWedding(c);
    const event = addEvent(c.var.db, wedding.id, wedding.timeZone, await parseBody(c, newEventSchema));
    return c.json({ msg: CALENDAR_MESSAGES.added, event }, 201);
  })
  .delete('/users/calendar/:id', requireApiUser, (c) => {
    deleteEvent(c.var.db, ownWedding(c).id, c.req.param('id'));
    return c.json({ msg: CALENDAR_MESSAGES.deleted });
  });
