import { Hono } from 'hono';
import { checkDatabase } from '../../../db/connection';
import type { AppEnv } from '../../context';

/** /healthz (GET /). A probe may call often and anyone may call it: the checks (one a PostgreSQL round trip) run at most once a second. */
const CHECK_INTERVAL_MS = 1000;

export function healthRoutes() {
  let last: { at: number; sqlite: boolean; queue: boolean } | null = null;
  let running: Promise<{ at: number; sqlite: boolean; queue: boolean }> | null = null;
  return new Hono<AppEnv>().get('/', async (c) => {
    const now = Date.now();
    if (!last || now - last.at >= CHECK_INTERVAL_MS) {
      running ??= (async () => ({ at: Date.now(), sqlite: checkDatabase(c.var.db), queue: await c.var.queue.healthy() }))().finally(() => {
        running = null;
      });
      last = await running;
    }
    const ok = last.sqlite && last.queue;
    return c.json({ ok, sqlite: last.sqlite ? 'ok' : 'down', queue: last.queue ? 'ok' : 'down' }, ok ? 200 : 503);
  });
}
