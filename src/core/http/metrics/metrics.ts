/**
 * Prometheus metrics for operators (/metrics). Off unless METRICS_TOKEN is set: then the request
 * counters run and the endpoint answers only a request bearing that token, so a stranger learns
 * nothing about traffic or queue sizes. Counters are labelled by route pattern, never by raw path.
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataStore } from '../../db/store/store';
import type { Queue } from '../../queue/queue';
import { answeringRoute } from '../answering-route';
import type { AppEnv } from '../context';
import { emailsByStatus } from './repository';

export interface AppMetrics {
  registry: Registry;
  middleware: MiddlewareHandler<AppEnv>;
  /** Requests that failed because SQLite was still locked after its busy timeout. */
  sqliteBusy: Counter;
  authorised(header: string | undefined): boolean;
}

export function createMetrics(options: { token: string; store: DataStore; queue: Queue }): AppMetrics {
  const { store, queue } = options;
  const registry = new Registry();
  const requests = new Counter({
    name: 'vowly_http_requests_total',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'vowly_http_request_duration_seconds',
    help: 'Time to answer, by route pattern',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const sqliteBusy = new Counter({
    name: 'vowly_sqlite_busy_total',
    help: 'SQLite writes that still found the database locked after the busy timeout',
    registers: [registry],
  });
  new Gauge({
    name: 'vowly_queue_jobs',
    help: 'Jobs waiting or running in the queue',
    registers: [registry],
    async collect() {
      this.set(queue.pendingJobs ? await queue.pendingJobs().catch(() => -1) : -1);
    },
  });
  new Gauge({
    name: 'vowly_worker_heartbeat_age_seconds',
    help: "Seconds since a worker's last heartbeat (-1: none yet, or the queue cannot say)",
    registers: [registry],
    async collect() {
      const age = queue.workerHeartbeatAge ? await queue.workerHeartbeatAge().catch(() => null) : null;
      this.set(age ?? -1);
    },
  });
  new Gauge({
    name: 'vowly_emails',
    help: 'E-mails in the outbox by outcome',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await emailsByStatus(store);
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });

  const expected = Buffer.from(`Bearer ${options.token}`);
  return {
    registry,
    sqliteBusy,
    authorised(header) {
      const given = Buffer.from(header ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    middleware: async (c, next) => {
      const started = performance.now();
      await next();
      const route = answeringRoute(c) ?? 'unmatched';
      requests.inc({ route, method: c.req.method, status: String(c.res.status) });
      if ((c.error as { code?: string } | undefined)?.code === 'SQLITE_BUSY') sqliteBusy.inc();
      latency.observe({ route }, (performance.now() - started) / 1000);
    },
  };
}
