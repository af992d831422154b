import { Hono } from 'hono';
import type { Queue } from '../../queue/queue';
import type { AppEnv } from '../context';
import { databaseAnswers } from './repository';

/** /healthz (GET /). A probe may call often and anyone may call it: the checks (PostgreSQL round trips) run at most once a second. */
const CHECK_INTERVAL_MS = 1000;

type WorkerState = 'ok' | 'starting' | 'down' | 'unknown';

interface Checked {
  at: number;
  /** The product data's engine answers (reported under its name: sqlite or postgres). */
  database: boolean;
  queue: boolean;
  /** Absent when the queue cannot say (a test double). */
  worker?: { state: WorkerState; lastSeenSeconds: number | null };
}

/**
 * The worker is judged by its last heartbeat (src/core/queue/heartbeat.ts): down when none came for
 * more than `timeoutSeconds` — counted from this web process's start at the earliest, so a web that
 * starts before its worker (compose starts the worker once the web is healthy) is 'starting', not down.
 */
async function workerState(queue: Queue, timeoutSeconds: number, upSeconds: number): Promise<Checked['worker']> {
  if (!queue.workerHeartbeatAge) return undefined;
  let age: number | null;
  try {
    age = await queue.workerHeartbeatAge();
  } catch {
    return { state: 'unknown', lastSeenSeconds: null };
  }
  const lastSeenSeconds = age === null ? null : Math.round(age * 10) / 10;
  if (age !== null && age <= timeoutSeconds) return { state: 'ok', lastSeenSeconds };
  return { state: upSeconds <= timeoutSeconds ? 'starting' : 'down', lastSeenSeconds };
}

export function healthRoutes() {
  const startedAt = Date.now();
  let last: Checked | null = null;
  let running: Promise<Checked> | null = null;
  return new Hono<AppEnv>().get('/', async (c) => {
    const now = Date.now();
    if (!last || now - last.at >= CHECK_INTERVAL_MS) {
      running ??= (async () => ({
        at: Date.now(),
        database: await databaseAnswers(c.var.store),
        queue: await c.var.queue.healthy(),
        worker: await workerState(c.var.queue, c.var.config.WORKER_HEALTH_TIMEOUT, (Date.now() - startedAt) / 1000),
      }))().finally(() => {
        running = null;
      });
      last = await running;
    }
    const ok = last.database && last.queue && (!last.worker || last.worker.state === 'ok' || last.worker.state === 'starting');
    return c.json(
      {
        ok,
        [c.var.store.engine]: last.database ? 'ok' : 'down',
        queue: last.queue ? 'ok' : 'down',
        ...(last.worker ? { worker: last.worker.state, workerLastSeenSeconds: last.worker.lastSeenSeconds } : {}),
      },
      ok ? 200 : 503,
    );
  });
}
