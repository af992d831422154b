import { Hono } from 'hono';
import { z } from 'zod';
import { listNotifications, markSeen } from '../domain/notifications';
import { notificationsRepository } from '../domain/repository';
import type { AppEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { body } from '../../../core/http/validate';
import { noticeSettingsApi } from './notice-settings.action';

const seenBody = z.object({ seenUntil: z.iso.datetime({ offset: true, error: 'seenUntil must be a date and time' }).optional() });

/**
 * GET /api/v1/notifications: new RSVP answers and guest requests since the couple last looked
 * ({ count, notifications }). PATCH /api/v1/notifications { seenUntil? }: the couple has seen them
 * (closing the drawer); answers { count } still unseen.
 */
// /api/v1/notifications
export const notificationsApi = new Hono<AppEnv>()
  .route('/settings', noticeSettingsApi)
  .use(requireApiOwner)
  .get('/', async (c) => c.json(await listNotifications(notificationsRepository(c.var.store), c.var.user.id, c.var.wedding.id)))
  .patch('/', body(seenBody), async (c) => {
    const { seenUntil } = c.req.valid('json');
    const userId = c.var.user.id;
    const weddingId = c.var.wedding.id;
    const notifications = notificationsRepository(c.var.store);
    await markSeen(notifications, userId, weddingId, seenUntil ? new Date(seenUntil) : undefined);
    return c.json({ count: (await listNotifications(notifications, userId, weddingId)).count });
  });
