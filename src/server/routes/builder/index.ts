import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** /builder */
export const builderPages = new Hono<AppEnv>();
