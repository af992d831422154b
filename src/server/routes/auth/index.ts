import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { authPageRoutes } from './auth.pages';
import { emailChangePageRoutes } from './email-change.pages';
import { googleRoutes } from './google';

export { authApi } from './auth.api';
/** /login, /register, /logout, /user/* (with /user/confirm-email), /auth/google */
export const authPages = new Hono<AppEnv>().route('/', authPageRoutes).route('/', emailChangePageRoutes).route('/', googleRoutes);
