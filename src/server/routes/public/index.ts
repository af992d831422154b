import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { designsRoutes } from './designs.routes';
import { fontRoutes } from './fonts.routes';
import { offlineRoutes } from './offline.routes';
import { passwordRoutes } from './password.routes';
import { publicApiRoutes } from './public-api.routes';
import { themePreviewRoutes } from './theme-previews.routes';

/** /api/v1/public/*, /api/v1/private/*: what visitors of a wedding site fetch. */
export const publicApi = new Hono<AppEnv>().route('/', publicApiRoutes);
/** /password/{id}, /wedding-offline, /rsvp-offline, /designs, /designs/{id}, /fonts/*, /themes/{key}.webp */
export const publicPages = new Hono<AppEnv>()
  .route('/', passwordRoutes)
  .route('/', offlineRoutes)
  .route('/', designsRoutes)
  .route('/', fontRoutes)
  .route('/', themePreviewRoutes);
