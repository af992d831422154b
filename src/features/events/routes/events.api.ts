// /api/v1/events: GET, POST /, PUT or PATCH /:id (every field), DELETE /:id and /changes/… as JSON.
// The change-of-plans routes need only a signed-in user (the change is looked up by its owner), the
// others the couple's own wedding: guards per route.
import { Hono } from 'hono';
import { createEvent, deleteEvent, EVENT_MESSAGES, eventInputSchema, eventJson, listEvents, updateEvent } from '../domain/events';
import { dismissEventChange, EVENT_CHANGE_MESSAGES, notifyEventChange, pendingEventChanges } from '../domain/event-changes';
import { body as jsonBody } from '../../../core/http/validate';
import type { AppEnv } from '../../../core/http/context';
import { requireApiOwner, requireApiUser } from '../../../core/http/middleware/guards';
import { notifyDeps } from './notify-deps';

/** Mounted at /api/v1/events. */
export const eventsApi = new Hono<AppEnv>()
  .get('/changes', requireApiOwner, (c) => c.json({ changes: pendingEventChanges(c.var.db, c.var.wedding) }))
  .post('/changes/:changeId/notify', requireApiUser, async (c) => c.json(await notifyEventChange(notifyDeps(c), c.var.user, c.req.param('changeId'))))
  .post('/changes/:changeId/dismiss', requireApiUser, (c) => {
    dismissEventChange(c.var.db, c.var.user.id, c.req.param('changeId'));
    return c.json({ msg: EVENT_CHANGE_MESSAGES.dismissed });
  })
  .get('/', requireApiOwner, (c) => {
    const wedding = c.var.wedding;
    return c.json({ msg: 'ok', timeZone: wedding.timeZone, events: listEvents(c.var.db, wedding).map((e) => eventJson(e, wedding.timeZone)) });
  })
  .post('/', requireApiOwner, jsonBody(eventInputSchema), (c) => {
    const wedding = c.var.wedding;
    const event = createEvent(c.var.db, wedding, c.req.valid('json'));
    return c.json({ msg: EVENT_MESSAGES.added, event: eventJson(event, wedding.timeZone) }, 201);
  })
  .on(['PUT', 'PATCH'], '/:id', requireApiOwner, jsonBody(eventInputSchema), (c) => {
    const wedding = c.var.wedding;
    const event = updateEvent(c.var.db, wedding, c.req.param('id'), c.req.valid('json'));
    return c.json({ msg: EVENT_MESSAGES.saved, event: eventJson(event, wedding.timeZone) });
  })
  .delete('/:id', requireApiOwner, (c) => {
    deleteEvent(c.var.db, c.var.wedding, c.req.param('id'));
    return c.json({ msg: EVENT_MESSAGES.deleted });
  });
