// /app/activity (issue 23 item 6): the wedding's activity log, newest first, 50 a page (?cursor= the
// next). Members whose role reads 'activity' (not a caterer).
import { Hono } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { requirePageOwner } from '../../../core/http/middleware/guards';
import { query } from '../../../core/http/validate';
import { appPage } from '../../weddings/web';
import { listActivity } from '../domain/log';
import { activityRepository } from '../domain/repository';
import { ActivityPage } from '../views/ActivityPage';
import { activityQuery } from './activity.api';
import { appText } from '../../../shared/i18n/app';

function timeFormatter(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (iso: string) => format.format(new Date(iso));
}

export const activityPages = new Hono<AppEnv>().use(requirePageOwner).get('/', query(activityQuery.pick({ cursor: true })), async (c) => {
  const { cursor } = c.req.valid('query');
  const wedding = c.var.wedding;
  const { entries, nextCursor } = await listActivity(activityRepository(c.var.store), wedding.id, { cursor });
  return appPage(
    c,
    appText('activity.title'),
    <ActivityPage
      entries={entries}
      olderHref={nextCursor ? `/app/activity?cursor=${encodeURIComponent(nextCursor)}` : null}
      newestHref={cursor ? '/app/activity' : null}
      formatTime={timeFormatter(wedding.timeZone)}
    />,
  );
});
