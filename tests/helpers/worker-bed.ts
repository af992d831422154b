import http from 'node:http';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { createTestPgDatabase } from './pg';
import { freePort, runScript, type RunningProcess } from './processes';
import { tempDir } from './tmp';

/**
 * A stand-in for Resend's POST /emails on a local port (msw cannot reach into the worker process),
 * honouring Idempotency-Key: a repeated key is not delivered again. `hold(key)` keeps the reply to
 * that key's next call (to any key's without one) open until `close`, as if the worker were killed
 * before it heard back; `drop(key)` cuts the connection of that key's next call (a lost reply).
 */
export async function startFakeResend() {
  const calls: { key: string; to: string; headers: Record<string, string> | undefined }[] = [];
  const deliveries = new Map<string, number>();
  const held: http.ServerResponse[] = [];
  const drops = new Set<string>();
  let holding: { key: string | undefined } | undefined;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      const body = JSON.parse(raw) as { to: string; headers?: Record<string, string> };
      calls.push({ key, to: body.to, headers: body.headers });
      if (!deliveries.has(key)) deliveries.set(key, 1);
      if (holding && (holding.key === undefined || holding.key === key)) {
        holding = undefined;
        held.push(res);
        return;
      }
      if (drops.delete(key)) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `re_${[...deliveries.keys()].indexOf(key) + 1}` }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** The keys of the calls, in order. */
    keys: () => calls.map((call) => call.key),
    deliveries,
    hold: (key?: string) => {
      holding = { key };
    },
    drop: (key: string) => drops.add(key),
    close: () => {
      for (const res of held) res.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * What a test of the real worker process (jobs/worker.ts) needs: a PostgreSQL database of its own, a
 * migrated SQLite file in a fresh data folder and a fake Resend. `startWorker` runs a worker and
 * waits until it is ready; `close` kills any worker still running and removes the rest.
 */
export async function createWorkerBed(name: string) {
  const pg = await createTestPgDatabase();
  const dataDir = tempDir(name);
  const db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
  const resend = await startFakeResend();
  const workers: RunningProcess[] = [];
  return {
    pg,
    db,
    dataDir,
    resend,
    /** The worker's environment: this bed's data folder, queue and Resend, plus `extra`. */
    env: (extra: Record<string, string> = {}) => ({ DATA_DIR: dataDir, DATABASE_URL: pg.url, RESEND_BASE_URL: resend.url, ...extra }),
    async startWorker(env: Record<string, string>) {
      const worker = runScript('jobs/worker.ts', env);
      workers.push(worker);
      await worker.waitFor(/\[worker\] ready/);
      return worker;
    },
    async close() {
      for (const worker of workers) await worker.stop('SIGKILL');
      db.$client.close();
      await resend.close();
      await pg.drop();
    },
  };
}
