import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { announcePages } from './announce.pages';
import { cardPages } from './card.pages';
import { emailSettingsApi, emailSettingsPages } from './email-settings.routes';
import { inviteApi } from './invite.api';
import { sendApi } from './send.api';
import { unsubscribeRoutes } from './unsubscribe.routes';

/** /api/v1: GET /invite/current-{product}, PATCH /invite, PATCH /send-invite, GET /public/{invite,savethedate}/{id}, GET/PATCH /email-settings */
export const announceApi = new Hono<AppEnv>().route('/', inviteApi).route('/', sendApi).route('/', emailSettingsApi);
/** /app/announce/*, /invite/{id}, /savethedate/{id} */
export const announcePagesRoutes = new Hono<AppEnv>().route('/', emailSettingsPages).route('/', announcePages).route('/', cardPages);
/** /unsubscribe, /unsubscribe/confirm (mounted before the same-origin check; see the file) */
export { unsubscribeRoutes };
