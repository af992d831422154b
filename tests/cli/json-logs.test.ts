// Issue 28 item 4: in production every stdout line of the web and worker processes is one JSON
// object (requests, start-up, jobs, the outbox, graphile-worker's own messages), written at once:
// a request's line is out within a second of its answer, and after kill -9 none is missing.
import { describe, expect, it } from 'vitest';
import { createTestPgDatabase } from '../helpers/pg';
import { freePort, runScript, waitUntil, type RunningProcess } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

type Line = Record<string, unknown> & { msg?: string; level?: number; path?: string };

/** Every stdout line of `process`, parsed as JSON as it arrives (a line that is not JSON fails the test). */
function jsonLines(running: RunningProcess) {
  const lines: Line[] = [];
  const bad: string[] = [];
  let partial = '';
  running.child.stdout!.on('data', (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const complete = partial.split('\n');
    partial = complete.pop()!;
    for (const text of complete) {
      try {
        lines.push(JSON.parse(text) as Line);
      } catch {
        bad.push(text);
      }
    }
  });
  return { lines, bad, rest: () => partial };
}

describe('production logs', { timeout: 180_000 }, () => {
  it('web and worker write one JSON object per stdout line, each request logged within a second, none lost to kill -9', async () => {
    const pg = await createTestPgDatabase();
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const env = { DATA_DIR: tempDir('json-logs'), DATABASE_URL: pg.url, PORT: String(port), PUBLIC_URL: origin, LOG_REQUESTS: 'true', NODE_ENV: 'production' };
    const web = runScript('src/cli/web.ts', env);
    const webOut = jsonLines(web);
    let worker: RunningProcess | undefined;
    try {
      await web.waitFor(/listening on/, 90_000);
      expect(webOut.lines.some((l) => l.msg?.includes('listening on') && l.service === 'web' && typeof l.time === 'string')).toBe(true);
      worker = runScript('jobs/worker.ts', env);
      const workerOut = jsonLines(worker);
      await worker.waitFor(/\[worker\] ready/, 60_000);

      // Each request's line is on stdout within a second of its answer.
      for (const path of ['/healthz', '/login', '/no-such-page']) {
        const answered = await fetch(origin + path);
        await answered.arrayBuffer();
        const at = Date.now();
        await waitUntil(() => webOut.lines.some((l) => l.msg === 'request' && l.path === path), 1000);
        expect(Date.now() - at).toBeLessThan(1000);
      }

      // A job: the confirmation e-mail of a registration, kept by the outbox.
      const email = 'json.logs@example.com';
      const registered = await fetch(`${origin}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ name: 'Json Logs', email, password: 'a long enough password', confirmPassword: 'a long enough password' }),
      });
      expect(registered.status).toBe(201);
      await waitUntil(() => workerOut.lines.find((l) => l.msg === 'job' && l.task === 'send_email' && l.outcome === 'success'), 30_000);
      expect(workerOut.lines.some((l) => l.component === 'outbox' && l.msg?.includes(`to ${email}`))).toBe(true);
      // graphile-worker's own messages come through the same logger.
      expect(workerOut.lines.some((l) => l.component === 'graphile-worker')).toBe(true);

      // A burst of requests, then kill -9 the moment the last is answered: every one is logged.
      const burst = Array.from({ length: 12 }, (_, i) => `/burst-${i}`);
      for (const path of burst) await (await fetch(origin + path)).arrayBuffer();
      web.child.kill('SIGKILL');
      await web.exited;
      const logged = new Set(webOut.lines.filter((l) => l.msg === 'request').map((l) => l.path));
      expect(burst.filter((path) => !logged.has(path))).toEqual([]);

      await worker.stop();
      expect(workerOut.lines.some((l) => l.msg === '[worker] stopped')).toBe(true);
      for (const out of [webOut, workerOut]) {
        expect(out.bad).toEqual([]);
        expect(out.rest()).toBe('');
      }
    } finally {
      await web.stop('SIGKILL');
      await worker?.stop('SIGKILL');
      await pg.drop();
    }
  });
});
