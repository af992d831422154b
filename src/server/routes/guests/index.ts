import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { guestListApi, userStatsApi } from './guests.api';
import { guestListPages } from './guests.pages';

/** /api/v1/guest-list (list, add, edit, delete, CSV import/export) and /api/v1/users/user-stats */
export const guestsApi = new Hono<AppEnv>().route('/', guestListApi).route('/', userStatsApi);
/** /app/guest-list and its no-JS forms (RSVP lives in routes/rsvp, special requests in routes/special-requests) */
export const guestsPages = new Hono<AppEnv>().route('/', guestListPages);
