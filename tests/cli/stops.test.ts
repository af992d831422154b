// Stops that always finish (issue 28 items 8 and 9). The loop of 30 full `npm start` stops is
// bench/stops.ts (npm run bench:stops); here: the web and the worker stopped three times right after work
// of every kind (each stop at another moment of the burst), and one `npm start` whose worker never stops, ended by a
// SIGTERM to npm alone.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPgDatabase } from '../helpers/pg';
import { freePort, processAlive, runNode, runServerBuild, waitUntil, type RunningProcess } from '../helpers/processes';
import { burstImage, demoSession, groupGone, groupMembers, startBurst } from '../helpers/stop-burst';
import { tempDir } from '../helpers/tmp';

let buildDir: string;
const started: RunningProcess[] = [];

beforeAll(() => {
  buildDir = runServerBuild();
});

afterAll(() => {
  for (const run of started) for (const pid of groupMembers(run.child.pid!)) process.kill(pid, 'SIGKILL');
});

function launch(entry: string, env: Record<string, string>) {
  const run = runNode(['scripts/launch.mjs', entry], { SERVER_BUILD_DIR: buildDir, ...env }, { detached: true });
  started.push(run);
  return run;
}

describe('stopping', () => {
  it('the web and the worker end on their own, with nothing left, when stopped right after pages, a login, an upload and a send', async () => {
    const pg = await createTestPgDatabase();
    const dataDir = tempDir('stops');
    const image = await burstImage();
    const env = { DATA_DIR: dataDir, DATABASE_URL: pg.url, SEED_DEMO: 'true', ADMIN_PASSWORD: 'stops-admin-password' };
    try {
      for (let rounds = 0; rounds < 3; rounds++) {
        const port = await freePort();
        const base = `http://localhost:${port}`;
        const web = launch('web', { ...env, PORT: String(port), PUBLIC_URL: base, VITE_DEV_URL: 'http://127.0.0.1:9' });
        const worker = launch('worker', env);
        await Promise.all([web.waitFor(/\[web\] listening on/, 180_000), worker.waitFor(/\[worker\] ready/, 120_000)]);
        startBurst(base, await demoSession(dataDir), image);
        await new Promise((r) => setTimeout(r, [0, 150, 400][rounds % 3]));
        web.signalGroup('SIGTERM');
        worker.signalGroup('SIGTERM');
        // Within the launcher's 10 s, and by themselves (not the 8 s deadline's exit).
        expect(await groupGone(web.child.pid!, 9000)).toEqual([]);
        expect(await groupGone(worker.child.pid!, 9000)).toEqual([]);
        expect(await web.exited).toBe(0);
        expect(await worker.exited).toBe(0);
        for (const run of [web, worker]) expect(run.output()).not.toMatch(/still busy|unclean/);
      }
    } finally {
      await pg.drop();
    }
  }, 600_000);

  it('npm start: a SIGTERM to npm alone stops everything; a child that never stops is killed after 10 s and PostgreSQL stops last', async () => {
    const dataDir = tempDir('stops-npm');
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const bin = path.dirname(process.execPath);
    const npm = spawn('npm', ['start'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        NODE_ENV: 'production',
        PUBLIC_URL: `http://localhost:${port}`,
        EMAIL_TRANSPORT: 'outbox',
        LOG_REQUESTS: 'false',
        DATA_DIR: dataDir,
        PORT: String(port),
        ADMIN_PASSWORD: 'stops-admin-password',
        SERVER_BUILD_DIR: buildDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    npm.stdout.on('data', (d) => (output += d));
    npm.stderr.on('data', (d) => (output += d));
    const pgid = npm.pid!;
    let postgres: number | undefined;
    try {
      await waitUntil(() => output.includes('Vowly is running') || npm.exitCode !== null || undefined, 240_000);
      expect(output).toContain('Vowly is running');
      const worker = Number(/\[worker\] ready \(pid (\d+)/.exec(output)![1]);
      const cluster = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg.json'), 'utf8')) as { dir: string };
      postgres = Number(fs.readFileSync(path.join(cluster.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      startBurst(base, await demoSession(dataDir), await burstImage());

      process.kill(worker, 'SIGSTOP'); // a worker that will never act on its SIGTERM
      process.kill(npm.pid!, 'SIGTERM'); // npm alone, not its group
      // The web stops at once and answers no more; PostgreSQL waits for the stuck worker.
      await waitUntil(async () => ((await fetch(`${base}/healthz`).catch(() => undefined)) ? undefined : true), 30_000);
      expect(processAlive(postgres)).toBe(true);
      await waitUntil(() => (output.includes('[vowly] worker did not stop within 10 s of SIGTERM; killing it (SIGKILL)') ? true : undefined), 30_000);
      expect(await groupGone(pgid, 15_000)).toEqual([]);
      expect(processAlive(postgres)).toBe(false);
    } finally {
      for (const pid of groupMembers(pgid)) process.kill(pid, 'SIGKILL');
      if (postgres && processAlive(postgres)) process.kill(postgres, 'SIGKILL'); // in a group of its own
    }
  }, 400_000);
});
