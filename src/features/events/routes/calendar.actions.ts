// The couple's planning calendar as actions (issue 29 item 2): adding and deleting an entry are
// declared once and mounted in the API (`calendarApiActions`, relative to /api/v1/users/calendar) and
// on the no-JS page (`calendarPageActions`, relative to /app/calendar: a 303 back to the month with a
// toast, or the page again with the problem).
//   API              page (no JS)          answer (JSON)
//   POST   /         POST /                201 { msg, event }
//   DELETE /{id}     POST /{id}/delete     { msg }
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import { CALENDAR_THEMES } from '../../../core/db/schema';
import type { OwnerEnv } from '../../../core/http/context';
import { setFlash } from '../../../core/http/flash';
import { requireApiOwner, requirePageOwner } from '../../../core/http/middleware/guards';
import { addEvent, deleteEvent } from '../domain/calendar/calendar';
import { CALENDAR_MESSAGES, newEventSchema } from '../domain/calendar/calendar-inputs';
import { calendarRepository } from '../domain/repository/calendar';
import { renderCalendar } from './calendar.render';

const PAGE = '/app/calendar';

/** A calendar entry as stored (addEvent's row; no end: an all-day entry). */
const entryOutput = z.looseObject({
  id: z.string(),
  weddingId: z.string(),
  title: z.string(),
  theme: z.enum(CALENDAR_THEMES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});

const add = {
  summary: 'Add an entry to the planning calendar',
  input: newEventSchema,
  output: z.object({ msg: z.string(), event: entryOutput }),
  status: 201 as const,
  run: async (c: Context<OwnerEnv>, input: z.output<typeof newEventSchema>) => {
    const wedding = c.var.wedding;
    const row = await addEvent(calendarRepository(c.var.store), wedding.id, wedding.timeZone, input);
    const event = { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
    return { msg: CALENDAR_MESSAGES.added, event };
  },
};
const remove = {
  summary: 'Delete an entry of the planning calendar',
  input: z.object({}),
  output: z.object({ msg: z.string() }),
  run: async (c: Context<OwnerEnv>) => {
    await deleteEvent(calendarRepository(c.var.store), c.var.wedding.id, c.req.param('id') ?? '');
    return { msg: CALENDAR_MESSAGES.deleted };
  },
};

/** Mounted at /api/v1/users/calendar. */
export const calendarApiActions = [
  defineAction({ method: 'POST', path: '/', guard: requireApiOwner, ...add }),
  defineAction({ method: 'DELETE', path: '/:id', guard: requireApiOwner, ...remove }),
];

/** Mounted at /app/calendar. */
export const calendarPageActions = [
  defineAction({
    method: 'POST',
    path: '/',
    guard: requirePageOwner,
    ...add,
    form: {
      onSuccess: (c, _result, input) => {
        setFlash(c, CALENDAR_MESSAGES.added);
        return c.redirect(`${PAGE}?month=${input.date.slice(0, 7)}`, 303);
      },
      onError: (c, problem) => renderCalendar(c, problem.msg),
    },
  }),
  defineAction({
    method: 'POST',
    path: '/:id/delete',
    guard: requirePageOwner,
    ...remove,
    form: {
      // Back to the month the couple was looking at.
      onSuccess: (c) => {
        setFlash(c, CALENDAR_MESSAGES.deleted);
        const back = new URL(c.req.header('referer') ?? PAGE, 'http://x');
        return c.redirect(back.pathname === PAGE ? back.pathname + back.search : PAGE, 303);
      },
    },
  }),
];
