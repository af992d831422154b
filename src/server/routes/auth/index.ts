import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { authRoutes, userRoutes } from './auth.api';
import { authPageRoutes } from './auth.pages';
import { emailChangePageRoutes } from './email-change.pages';
import { googleRoutes } from './google';

/** /api/v1/auth/*, /api/v1/users/* */
export const authApi = new Hono<AppEnv>().route('/', authRoutes).route('/', userRoutes);
/** /login, /register, /logout, /user/* (with /user/confirm-email), /auth/google */
export const authPages = new Hono<AppEnv>().route('/', authPageRoutes).route('/', emailChangePageRoutes).route('/', googleRoutes);
