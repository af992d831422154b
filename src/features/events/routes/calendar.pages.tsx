// /app/calendar: the no-JS planning calendar (GET) and its forms' actions (calendar.actions.ts; the
// same actions answer the API at /api/v1/users/calendar, calendar.api.ts).
import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { calendarPageActions } from './calendar.actions';
import { renderCalendar } from './calendar.render';

export const calendarPages = new Hono<AppEnv>()
  .route('/', registerActions(new Hono<OwnerEnv>(), calendarPageActions))
  .get('/', requirePageOwner, (c) => renderCalendar(c));
