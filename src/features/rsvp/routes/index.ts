import { Hono } from 'hono';
import type { AppEnv } from '../../../core/http/context';
import { requireApiOwner } from '../../../core/http/middleware/guards';
import { rsvpManagerApi } from './manager.api';
import { rsvpSettingsApi } from './settings.api';

/** Mounted at /api/v1/rsvp: the couple's settings, questions, summary, answers and requests (owner only). */
export const rsvpApi = new Hono<AppEnv>().use(requireApiOwner).route('/', rsvpSettingsApi).route('/', rsvpManagerApi);
