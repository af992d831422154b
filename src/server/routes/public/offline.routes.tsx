import { Hono } from 'hono';
import { OFFLINE_TITLES, OfflinePage } from '../../../views/public/site/OfflinePage';
import type { AppEnv } from '../../context';

/** /wedding-offline: where an unknown or offline site's address leads. */
export const weddingOfflinePage = new Hono<AppEnv>().get('/', (c) => {
  c.header('X-Robots-Tag', 'noindex');
  return c.render(<OfflinePage kind="wedding" />, { title: OFFLINE_TITLES.wedding });
});

/** /rsvp-offline: where the RSVP page of an unknown or offline site leads. */
export const rsvpOfflinePage = new Hono<AppEnv>().get('/', (c) => {
  c.header('X-Robots-Tag', 'noindex');
  return c.render(<OfflinePage kind="rsvp" />, { title: OFFLINE_TITLES.rsvp });
});
