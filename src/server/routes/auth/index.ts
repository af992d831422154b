import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** /api/v1/auth/*, /api/v1/users/* */
export const authApi = new Hono<AppEnv>();
/** /login, /register, /user/* */
export const authPages = new Hono<AppEnv>();
