import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { builderPageRoutes } from './builder.pages';

/** /builder */
export const builderPages = new Hono<AppEnv>().route('/', builderPageRoutes);
