import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** /api/v1/weddings/*, /api/v1/weddings-pro/*, /api/v1/domain, /api/v1/public/*, /api/v1/private/* */
export const weddingsApi = new Hono<AppEnv>();
/** /designs, /designs/{id}, /password/{id}, /wedding-offline */
export const weddingsPages = new Hono<AppEnv>();
