import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { announcePages } from './announce.pages';
import { cardPages } from './card.pages';
import { inviteApi } from './invite.api';
import { sendApi } from './send.api';
import { unsubscribeRoutes } from './unsubscribe.routes';

/** /api/v1: GET /invite/current-{product}, PATCH /invite, PATCH /send-invite, GET /public/{invite,savethedate}/{id} */
export const announceApi = new Hono<AppEnv>().route('/', inviteApi).route('/', sendApi);
/** /app/announce/*, /invite/{id}, /savethedate/{id} */
export const announcePagesRoutes = new Hono<AppEnv>().route('/', announcePages).route('/', cardPages);
/** /unsubscribe, /unsubscribe/confirm (mounted before the same-origin check; see the file) */
export { unsubscribeRoutes };
