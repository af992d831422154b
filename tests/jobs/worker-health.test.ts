// Issue 28 item 5: /healthz reports the worker by its last heartbeat (a row it updates in the queue
// database), besides SQLite and the queue, and answers 503 once the worker has been gone longer than
// WORKER_HEALTH_TIMEOUT; the worker container's health check (healthcheck-worker) reads the same.
import { describe, expect, it } from 'vitest';
import { createQueue } from '../../src/core/queue/queue';
import { createTestApp } from '../helpers/app';
import { runScript, waitUntil } from '../helpers/processes';
import { createWorkerBed } from '../helpers/worker-bed';

interface Health {
  ok: boolean;
  sqlite: string;
  queue: string;
  worker: string;
  workerLastSeenSeconds?: number;
}

describe('worker health', { timeout: 120_000 }, () => {
  it('/healthz and healthcheck-worker say ok while a real worker runs, and 503 / exit 1 once it has been stopped longer than the limit', async () => {
    const bed = await createWorkerBed('worker-health');
    const queue = await createQueue(bed.pg.url);
    const env = bed.env({ WORKER_HEALTH_TIMEOUT: '2' });
    try {
      const { app } = createTestApp({ queue, env: { DATA_DIR: bed.dataDir, WORKER_HEALTH_TIMEOUT: '2' } });
      const health = async () => {
        const res = await app.request('/healthz');
        return { status: res.status, body: (await res.json()) as Health };
      };
      // No worker yet, but the web has just started: not a failure (compose starts the worker after the web is healthy).
      expect(await health()).toMatchObject({ status: 200, body: { ok: true, worker: 'starting' } });

      const worker = await bed.startWorker(env);
      const running = await waitUntil(async () => {
        const h = await health();
        return h.body.worker === 'ok' ? h : undefined;
      });
      expect(running).toMatchObject({ status: 200, body: { ok: true, sqlite: 'ok', queue: 'ok', worker: 'ok' } });
      const check = runScript('src/cli/healthcheck-worker.ts', env);
      expect(await check.exited, check.output()).toBe(0);
      expect(check.output()).toMatch(/^\[healthcheck-worker\] the worker on \S+ was last seen \d+(\.\d+)? s ago\n$/);

      await worker.stop('SIGKILL');
      const down = await waitUntil(async () => {
        const h = await health();
        return h.status === 503 ? h : undefined;
      });
      expect(down.body).toMatchObject({ ok: false, sqlite: 'ok', queue: 'ok', worker: 'down' });
      expect(down.body.workerLastSeenSeconds).toBeGreaterThan(2);
      const failing = runScript('src/cli/healthcheck-worker.ts', env);
      expect(await failing.exited).toBe(1);
      expect(failing.output()).toMatch(/^\[healthcheck-worker\] the worker on \S+ was last seen \d+(\.\d+)? s ago \(limit 2 s\)\n$/);
    } finally {
      await queue.close();
      await bed.close();
    }
  });
});
