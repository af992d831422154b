import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { rsvpManagerApi } from './manager.api';
import { rsvpManagerPages } from './manager.pages';
import { publicRsvpApi } from './public-rsvp.api';
import { publicRsvpPages } from './public-rsvp.pages';
import { rsvpSettingsApi } from './settings.api';
import { rsvpSettingsPages } from './settings.pages';

/** /api/v1/{public|private}/{id}/rsvp(/request) and the couple's /api/v1/rsvp/* */
export const rsvpApi = new Hono<AppEnv>().route('/', publicRsvpApi).route('/', rsvpSettingsApi).route('/', rsvpManagerApi);
/** /app/wedding/edit/rsvp, /app/rsvp (before /{weddingUrl}/rsvp, which would take 'app' for a wedding), /{weddingUrl}/rsvp(/submitted) */
export const rsvpPages = new Hono<AppEnv>().route('/', rsvpSettingsPages).route('/', rsvpManagerPages).route('/', publicRsvpPages);
