import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { appPageRoutes } from './app.pages';
import { appDesignsPages } from './designs.pages';
import { quickSettingsPages } from './quick-settings.pages';
import { setupPages } from './setup.pages';
import { supportApi } from './support.api';
import { notificationsApi } from './notifications.api';

/** The logged-in app shell: /app and its menu pages */
export const appPages = new Hono<AppEnv>().route('/', quickSettingsPages).route('/', setupPages).route('/', appDesignsPages).route('/', appPageRoutes);
/** /api/v1/support/contact */
export { supportApi, notificationsApi };
