import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** /api/v1/public/*, /api/v1/private/*: what visitors of a wedding site fetch. */
export const publicApi = new Hono<AppEnv>();
/** /password/{id}, /wedding-offline, /rsvp-offline, /designs, /designs/{id} */
export const publicPages = new Hono<AppEnv>();
