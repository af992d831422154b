import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { adminApiRoutes, adminPageRoutes } from './admin.routes';

/** /api/v1/admin/* */
export const adminApi = new Hono<AppEnv>().route('/', adminApiRoutes);
/** /app/admin/* */
export const adminPages = new Hono<AppEnv>().route('/', adminPageRoutes);
