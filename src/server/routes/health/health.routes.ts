import { Hono } from 'hono';
import { checkDatabase } from '../../../db/connection';
import type { AppEnv } from '../../context';

export const healthRoutes = new Hono<AppEnv>().get('/healthz', async (c) => {
  const sqlite = checkDatabase(c.var.db);
  const queue = await c.var.queue.healthy();
  const ok = sqlite && queue;
  return c.json({ ok, sqlite: sqlite ? 'ok' : 'down', queue: queue ? 'ok' : 'down' }, ok ? 200 : 503);
});
