import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { domainApiRoutes } from './domain.api';
import { weddingsApiRoutes } from './weddings.api';

/** /api/v1/weddings/*, /api/v1/weddings-pro/*, /api/v1/domain (the public and private APIs live in routes/public) */
export const weddingsApi = new Hono<AppEnv>().route('/', weddingsApiRoutes).route('/', domainApiRoutes);
/** /designs, /designs/{id}, /password/{id}, /wedding-offline */
export const weddingsPages = new Hono<AppEnv>();
