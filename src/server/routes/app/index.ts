import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** The logged-in app shell: /app and its menu pages */
export const appPages = new Hono<AppEnv>();
