import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireApiOwner } from '../../middleware/guards';
import { rsvpManagerApi } from './manager.api';
import { rsvpSettingsApi } from './settings.api';

/** Mounted at /api/v1/rsvp: the couple's settings, questions, summary, answers and requests (owner only). */
export const rsvpApi = new Hono<AppEnv>().use(requireApiOwner).route('/', rsvpSettingsApi).route('/', rsvpManagerApi);
// rsvpGuestApi(kind): /api/v1/{public|private}/{id}/rsvp(/request)
export { rsvpGuestApi } from './public-rsvp.api';
// /app/rsvp (mount before the guests' /{weddingUrl}/rsvp, which would take 'app' for a wedding)
export { rsvpManagerPages } from './manager.pages';
// /app/wedding/edit/rsvp
export { rsvpSettingsPages } from './settings.pages';
// publicRsvpPages at RSVP_PAGES_PATH (/{weddingUrl}/rsvp, /{weddingUrl}/rsvp/submitted …)
export { publicRsvpPages, RSVP_PAGES_PATH } from './public-rsvp.pages';
