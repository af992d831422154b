import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { appPageRoutes } from './app.pages';
import { supportApi } from './support.api';

/** The logged-in app shell: /app and its menu pages */
export const appPages = new Hono<AppEnv>().route('/', appPageRoutes);
/** /api/v1/support/contact */
export { supportApi };
