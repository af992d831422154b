import { Hono } from 'hono';
import { registerActions } from '../../../core/actions/register-actions';
import type { AppEnv, OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { listNotifications } from '../domain/notifications';
import { notificationsRepository } from '../domain/repository';
import { markSeenAction } from './mark-seen.action';
import { noticeSettingsApi } from './notice-settings.action';

/**
 * GET /api/v1/notifications: new RSVP answers and guest requests since the couple last looked
 * ({ count, notifications, asOf }). PATCH /api/v1/notifications { seenUntil? }: the couple has seen them
 * (closing the drawer; the action in mark-seen.action.ts); answers { count } still unseen.
 */
// /api/v1/notifications
export const notificationsApi = new Hono<AppEnv>().route('/settings', noticeSettingsApi).route(
  '/',
  registerActions(
    new Hono<OwnerEnv>().get('/', requireApiOwner, async (c) =>
      c.json(await listNotifications(notificationsRepository(c.var.store), c.var.user.id, c.var.wedding.id)),
    ),
    [markSeenAction],
  ),
);
