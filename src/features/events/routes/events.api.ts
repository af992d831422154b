// /api/v1/events: GET / (the list) and GET /changes, and the writes as actions (events.actions.tsx:
// POST /, PUT or PATCH /:id with every field, DELETE /:id and the change-of-plans POST /changes/…).
import { appText } from '../../../shared/i18n/app';
import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { eventJson, listEvents } from '../domain/events';
import { pendingEventChanges } from '../domain/change-notice';
import { eventsRepository } from '../domain/repository/events';
import { eventApiActions } from './events.actions';

/** Mounted at /api/v1/events. */
export const eventsApi = new Hono<AppEnv>()
  .get('/changes', requireApiOwner, async (c) => c.json({ changes: await pendingEventChanges(eventsRepository(c.var.store), c.var.wedding) }))
  .get('/', requireApiOwner, async (c) => {
    const wedding = c.var.wedding;
    const events = await listEvents(eventsRepository(c.var.store), wedding);
    return c.json({ msg: appText('common.ok'), timeZone: wedding.timeZone, events: events.map((e) => eventJson(e, wedding.timeZone)) });
  })
  .route('/', registerActions(new Hono<OwnerEnv>(), eventApiActions));
