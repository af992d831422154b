// /app/events: the couple's events as a no-JS page (GET), and its forms' actions (events.actions.tsx:
// POST /, POST /:id, POST /:id/delete and the change-of-plans buttons POST /changes/…).
import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { eventPageActions } from './events.actions';
import { renderPage } from './events.render';

/** Mounted at /app/events. */
export const eventsPages = new Hono<AppEnv>()
  .get('/', requirePageOwner, (c) => renderPage(c))
  .route('/', registerActions(new Hono<OwnerEnv>(), eventPageActions));
