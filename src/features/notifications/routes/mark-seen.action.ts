// The couple has seen their notifications (closing the drawer, the NotificationCenter island), one action
// (issue 29 item 2): PATCH /api/v1/notifications { seenUntil? } → { count } still unseen. There is no no-JS form
// (the drawer is the island's). The marker never moves back, nor past now (markSeen).
import type { Context } from 'hono';
import { z } from 'zod';
import { defineAction } from '../../../core/actions/define-action';
import type { OwnerEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { listNotifications, markSeen } from '../domain/notifications';
import { notificationsRepository } from '../domain/repository';
import { appText } from '../../../shared/i18n/app';

const seenInput = z.object({
  /** The `asOf` of the list the drawer showed; left out: everything until now. */
  seenUntil: z.iso.datetime({ offset: true, error: appText('notifications.seen.badDate') }).optional(),
});

export const markSeenAction = defineAction({
  method: 'PATCH',
  path: '/',
  guard: requireApiOwner,
  summary: 'Mark the notifications seen up to seenUntil (the asOf of the list shown; now when left out): your own marker on the current wedding',
  input: seenInput,
  output: z.object({ count: z.number().int() }),
  run: async (c: Context<OwnerEnv>, { seenUntil }) => {
    const notifications = notificationsRepository(c.var.store);
    await markSeen(notifications, c.var.user.id, c.var.wedding.id, seenUntil ? new Date(seenUntil) : undefined);
    return { count: (await listNotifications(notifications, c.var.user.id, c.var.wedding.id)).count };
  },
});
