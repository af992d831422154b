import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** /api/v1/weddings/{id}/sign-upload, /api/v1/invite/sign-upload, /api/v1/invite/image */
export const uploadsApi = new Hono<AppEnv>();
/** The local image host: POST /uploads/image/upload, GET /uploads/* */
export const uploadsPages = new Hono<AppEnv>();
