import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** /api/v1/admin/* */
export const adminApi = new Hono<AppEnv>();
/** /app/admin/* */
export const adminPages = new Hono<AppEnv>();
