import { Hono } from 'hono';
import { OFFLINE_TITLES, OfflinePage } from '../../../views/public/site/OfflinePage';
import type { AppEnv } from '../../context';

export const offlineRoutes = new Hono<AppEnv>()
  .get('/wedding-offline', (c) => {
    c.header('X-Robots-Tag', 'noindex');
    return c.render(<OfflinePage kind="wedding" />, { title: OFFLINE_TITLES.wedding });
  })
  .get('/rsvp-offline', (c) => {
    c.header('X-Robots-Tag', 'noindex');
    return c.render(<OfflinePage kind="rsvp" />, { title: OFFLINE_TITLES.rsvp });
  });
