import { Hono } from 'hono';
import { z } from 'zod';
import { findWeddingByOwner } from '../../../db/queries/weddings';
import { listNotifications, markSeen } from '../../../domain/notifications/notifications';
import { UserError } from '../../../domain/errors';
import { parseBody } from '../../api/parse-body';
import type { AppEnv } from '../../context';
import { requireApiUser } from '../../middleware/guards';

const seenBody = z.object({ seenUntil: z.iso.datetime({ offset: true, error: 'seenUntil must be a date and time' }).optional() });

function ownWeddingId(c: { var: AppEnv['Variables'] }): string {
  const row = findWeddingByOwner(c.var.db, c.var.session!.user.id);
  if (!row) throw new UserError(404, 'Wedding not found');
  return row.id;
}

/**
 * GET /api/v1/notifications: new RSVP answers and guest requests since the couple last looked
 * ({ count, notifications }). PATCH /api/v1/notifications { seenUntil? }: the couple has seen them
 * (closing the drawer); answers { count } still unseen.
 */
export const notificationsApi = new Hono<AppEnv>()
  .use('/notifications', requireApiUser)
  .get('/notifications', (c) => c.json(listNotifications(c.var.db, c.var.session!.user.id, ownWeddingId(c))))
  .patch('/notifications', async (c) => {
    const { seenUntil } = await parseBody(c, seenBody);
    const userId = c.var.session!.user.id;
    const weddingId = ownWeddingId(c);
    markSeen(c.var.db, userId, weddingId, seenUntil ? new Date(seenUntil) : undefined);
    return c.json({ count: listNotifications(c.var.db, userId, weddingId).count });
  });
