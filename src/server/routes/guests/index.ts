import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { guestListApi, userStatsApi } from './guests.api';
import { guestListPages } from './guests.pages';

/** /api/v1/guest-list, /api/v1/public|private/{id}/rsvp, /api/v1/users/user-stats, RSVP settings */
export const guestsApi = new Hono<AppEnv>().route('/', guestListApi).route('/', userStatsApi);
/** /{weddingUrl}/rsvp, /rsvp-offline, /questions/{id}, /app/guest-list, /app/rsvp, /app/special-request/* */
export const guestsPages = new Hono<AppEnv>().route('/', guestListPages);
