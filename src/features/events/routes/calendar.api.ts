// /api/v1/users/calendar: the couple's planning calendar (owner only): GET ?month= and the writes as
// actions (calendar.actions.ts: POST / and DELETE /:id, the same as the no-JS page's forms).
import { appText } from '../../../shared/i18n/app';
import { Hono } from 'hono';
import { z } from 'zod';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import { monthSchema } from '../domain/calendar/calendar-inputs';
import { calendarApiActions } from './calendar.actions';
import { monthOf } from './calendar.render';

const monthQuery = z.object({ month: monthSchema });

/** Mounted at /api/v1/users/calendar. */
export const calendarApi = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<OwnerEnv>(), calendarApiActions))
  .get('/', requireApiOwner, query(monthQuery), async (c) => {
    const wedding = c.var.wedding;
    const { month, entries } = await monthOf(c, c.req.valid('query').month);
    return c.json({ msg: appText('common.ok'), month, timeZone: wedding.timeZone, events: entries });
  });
