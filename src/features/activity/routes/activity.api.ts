// /api/v1/activity (issue 23 item 6): GET / one page of the wedding's activity log, newest first
// ({ entries, nextCursor }; ?cursor= the next page, ?limit= 1–100); GET /last-save who last saved the
// site and when (the builder's conflict banner). Members whose role reads 'activity' (not a caterer).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import { ACTIVITY_PAGE_MAX, lastSiteSave, listActivity } from '../domain/log';
import { activityRepository } from '../domain/repository';
import { appText } from '../../../shared/i18n/app';

export const activityQuery = z.object({
  cursor: z.string().max(100).optional().describe('nextCursor of the previous page'),
  limit: z.coerce
    .number({ error: appText('activity.badLimit') })
    .int()
    .min(1)
    .max(ACTIVITY_PAGE_MAX, appText('activity.limitTooHigh', { max: ACTIVITY_PAGE_MAX }))
    .optional(),
});

export const activityApi = new Hono<AppEnv>()
  .use(requireApiOwner)
  .get('/', query(activityQuery), async (c) => c.json(await listActivity(activityRepository(c.var.store), c.var.wedding.id, c.req.valid('query'))))
  .get('/last-save', async (c) => c.json({ savedBy: await lastSiteSave(activityRepository(c.var.store), c.var.wedding.id) }));
