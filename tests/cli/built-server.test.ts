// `npm run web` / `npm run worker` run built JavaScript with plain node (scripts/launch.mjs builds
// dist/server when it is missing or older than the source); paths to migrations/ and public/ still
// resolve from there.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPgDatabase } from '../helpers/pg';
import { freePort, runNode, type RunningProcess } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

let pg: Awaited<ReturnType<typeof createTestPgDatabase>>;
let buildDir: string;
const running: RunningProcess[] = [];

beforeAll(async () => {
  pg = await createTestPgDatabase();
  buildDir = path.join(tempDir('built'), 'server'); // inside the project, so node_modules resolve
});

afterAll(async () => {
  for (const process of running) await process.stop('SIGKILL');
  await pg.drop();
});

function launch(entry: string, env: Record<string, string>) {
  const started = runNode(['scripts/launch.mjs', entry], { SERVER_BUILD_DIR: buildDir, DATABASE_URL: pg.url, ...env });
  running.push(started);
  return started;
}

describe('the built server', () => {
  it('builds dist once, then the web and the worker run from it with plain node', async () => {
    const dataDir = tempDir('built-data');
    const port = await freePort();
    // No client build needed for this: pages point at a (never contacted) Vite dev server.
    const web = launch('web', { DATA_DIR: dataDir, PORT: String(port), VITE_DEV_URL: 'http://127.0.0.1:9' });
    await web.waitFor(/\[web\] listening on/, 120_000);
    expect(web.output()).toContain('[build] building the server');
    for (const entry of ['start', 'web', 'worker', 'build', 'admin', 'healthcheck-worker'])
      expect(fs.existsSync(path.join(buildDir, `${entry}.js`))).toBe(true);
    expect(fs.readFileSync(path.join(buildDir, 'web.js'), 'utf8')).not.toMatch(/from ["']tsx/);

    // Migrations ran from the built files (the database has its tables), pages and public files are served.
    expect(await (await fetch(`http://localhost:${port}/healthz`)).json()).toMatchObject({ ok: true, sqlite: 'ok', queue: 'ok', worker: 'starting' });
    expect((await fetch(`http://localhost:${port}/login`)).status).toBe(200);
    expect((await fetch(`http://localhost:${port}/favicon.svg`)).status).toBe(200);

    // The worker runs from the same build and stops cleanly.
    const worker = launch('worker', { DATA_DIR: dataDir });
    await worker.waitFor(/\[worker\] ready/, 60_000);
    // The worker container's health check, as compose.yaml runs it.
    const check = runNode([path.join(buildDir, 'healthcheck-worker.js')], { DATA_DIR: dataDir, DATABASE_URL: pg.url });
    expect(await check.exited, check.output()).toBe(0);
    expect(check.output()).toContain('was last seen');
    expect(await worker.stop('SIGTERM')).toBe(0);
    expect(worker.output()).toContain('[worker] stopped');

    expect(await web.stop('SIGTERM')).toBe(0);
  }, 240_000);

  it('on an unsupported Node, the launcher and the built entries say which Node is needed before loading anything native', async () => {
    const root = path.join(import.meta.dirname, '../..');
    const supported = /export const SUPPORTED = '([^']+)'/.exec(fs.readFileSync(path.join(root, 'scripts/node-version.mjs'), 'utf8'))![1];
    expect(supported).toBe(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node);
    // Node 24 posing as Node 20 (the real Node 20 crashes in better-sqlite3 with 'Segmentation fault').
    const node20 = `--import=data:text/javascript,Object.defineProperty(process.versions, 'node', { value: '20.19.0' })`;
    for (const args of [
      [node20, 'scripts/launch.mjs', 'web'],
      [node20, path.join(buildDir, 'web.js')],
    ]) {
      const dataDir = tempDir('old-node');
      const run = runNode(args, { DATA_DIR: dataDir, SERVER_BUILD_DIR: buildDir });
      running.push(run);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('Vowly needs Node.js 22.18 or a later 22.x, or Node.js 24 or newer (^22.18.0 || >=24); this is Node.js 20.19.0');
      expect(fs.readdirSync(dataDir)).toEqual([]); // nothing opened, nothing built
      expect(run.output()).not.toContain('[build]');
    }
  });

  it('launchers started together on a missing build build it once and each runs from it', async () => {
    // npm start, compose and the tests start the web and the worker at the same moment: each saw the build missing and
    // built it, and one swapped its folder in while the other was importing from it (ERR_MODULE_NOT_FOUND, CI stop 27).
    const sharedDir = path.join(tempDir('built-together'), 'server');
    const runs = [0, 1, 2].map(() => {
      const run = runNode(['scripts/launch.mjs', 'admin'], { SERVER_BUILD_DIR: sharedDir });
      running.push(run);
      return run;
    });
    for (const run of runs) {
      expect(await run.exited, run.output()).toBe(2);
      expect(run.output()).toContain('Usage: npm run admin');
    }
    expect(runs.filter((run) => run.output().includes('[build] building the server'))).toHaveLength(1);
  }, 240_000);

  it('an unknown entry prints the usage', async () => {
    const bad = launch('nonsense', {});
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toContain('usage: node scripts/launch.mjs <start|web|worker|build');
  });
});
