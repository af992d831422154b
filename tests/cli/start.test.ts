import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/core/db/connection';
import { users } from '../../src/core/db/schema';
import { verifyPassword } from '../../src/features/accounts/domain/password';
import { freePort, groupAlive, processAlive, runNode, runScript, waitUntil, type RunningProcess } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';
import { THEME_PREVIEWS_DIR } from '../../src/seed/theme-previews-render';
import { THEME_CATALOGUE, THEME_KEYS } from '../../src/shared/wedding';

function postmasterPid(dataDir: string): number {
  const cluster = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg.json'), 'utf8')) as { dir: string };
  return Number(fs.readFileSync(path.join(cluster.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Whatever a failed test left running: the whole process group and the detached postgres. */
function cleanUp(start: RunningProcess | undefined, dataDir: string) {
  if (start && groupAlive(start.child.pid!)) start.signalGroup('SIGKILL');
  try {
    process.kill(postmasterPid(dataDir), 'SIGKILL');
  } catch {}
}

function workerPids(output: string): number[] {
  return [...output.matchAll(/\[worker\] ready \(pid (\d+)/g)].map((m) => Number(m[1]));
}

/**
 * The catalogue right after a cold start (issue 25 item 5): every design's picture was drawn by the start, before
 * any visit, and they answer within 200 ms (the median; each under 1 s) when the page asks for all of them, six at
 * a time as a browser does.
 */
async function catalogueAnswersAtOnce(url: string) {
  for (const key of THEME_KEYS) expect(fs.existsSync(path.join(THEME_PREVIEWS_DIR, `${key}.webp`)), key).toBe(true);
  const page = await (await fetch(`${url}/designs`)).text();
  const images = [...new Set([...page.matchAll(/<img class="design-preview__img" src="([^"]+)"/g)].map((m) => m[1]!))];
  expect(images).toHaveLength(THEME_CATALOGUE.length);
  // As a browser asks: six connections to the host at once, each taking the next picture.
  const answers: { image: string; status: number; type: string | null; bytes: number; ms: number }[] = [];
  const queue = [...images];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        const started = performance.now();
        const res = await fetch(`${url}${image}`);
        const bytes = (await res.arrayBuffer()).byteLength;
        answers.push({ image, status: res.status, type: res.headers.get('content-type'), bytes, ms: performance.now() - started });
      }
    }),
  );
  expect(answers).toHaveLength(THEME_CATALOGUE.length);
  for (const answer of answers) {
    expect(answer, answer.image).toMatchObject({ status: 200, type: 'image/webp' });
    expect(answer.bytes, answer.image).toBeGreaterThan(2000);
    // A picture drawn on the visit took up to 10 s; a stored one under 200 ms, though one of 33 can pass that
    // while the full suite loads both cores (240 ms once in stop 27's run): each under 1 s, the median under 200 ms.
    expect(answer.ms, answer.image).toBeLessThan(1000);
  }
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  expect(times[Math.floor(times.length / 2)]).toBeLessThan(200);
}

describe('npm start', () => {
  it('starts web + worker on an embedded Postgres in DATA_DIR, serves /healthz and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir('start');
    const port = await freePort();
    // The first try: no NODE_ENV, no PUBLIC_URL, no e-mail service (undefined drops the helper's defaults).
    const firstTry = { NODE_ENV: undefined, PUBLIC_URL: undefined } as unknown as Record<string, string>;
    const start = runScript('src/cli/start.ts', { ...firstTry, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: 'start-test-password' }, [], {
      detached: true,
    });
    try {
      await start.waitFor(/Vowly is running at http:\/\/localhost:\d+/, 240_000);
      // E-mail is kept in the local outbox on purpose, so the demo couple can try every send (issue 28 item 2).
      expect(start.output()).not.toContain('e-mail is not sent');
      expect(start.output()).toContain('Admin login:  admin@vowly.local');
      // The demo couple's password is shown once; the line says how to get a new one.
      expect(start.output()).toMatch(
        /Demo couple: {2}demo@vowly\.local {2}password \S+ {3}\(shown once; `npm run admin -- reset-password demo@vowly\.local` prints a new one\)/,
      );
      // The first-try command keeps the labelled $0 checkout so Pro can be tried without Stripe.
      expect(start.output()).toContain('[payments] checkout: test checkout, Pro for $0');

      const health = await fetch(`http://localhost:${port}/healthz`);
      expect(await health.json()).toMatchObject({ ok: true, sqlite: 'ok', queue: 'ok', worker: 'ok' });
      await catalogueAnswersAtOnce(`http://localhost:${port}`);
      expect(fs.existsSync(path.join(dataDir, 'vowly.db'))).toBe(true);
      const postgres = postmasterPid(dataDir);
      expect(processAlive(postgres)).toBe(true);

      expect(await start.stop('SIGTERM')).toBe(0);
      expect(start.output()).toContain('[worker] stopped');
      expect(processAlive(postgres)).toBe(false);
      expect(start.output()).not.toMatch(/unclean|Unhandled|ECONNREFUSED/);

      // `npm run admin -- reset-password demo@vowly.local` prints a new password that logs in.
      const reset = runScript('src/cli/admin.ts', { DATA_DIR: dataDir }, ['reset-password', 'demo@vowly.local']);
      expect(await reset.exited).toBe(0);
      const password = /Password: (\S+)/.exec(reset.output())![1]!;
      const db = openDatabase(path.join(dataDir, 'vowly.db'));
      const demo = db.select().from(users).where(eq(users.email, 'demo@vowly.local')).get()!;
      db.$client.close();
      expect(await verifyPassword(demo.passwordHash!, password)).toBe(true);
    } finally {
      cleanUp(start, dataDir);
    }
  }, 300_000);

  it('built: restarts a worker killed with -9 while the web keeps serving, and Ctrl-C (SIGINT to the group) stops everything cleanly, postgres last', async () => {
    const dataDir = tempDir('start');
    const port = await freePort();
    let start: RunningProcess | undefined;
    try {
      // As `npm start` runs it: built JavaScript with plain node (in a build folder of this test's own).
      const buildDir = path.join(tempDir('start-build'), 'server');
      start = runNode(
        ['scripts/launch.mjs', 'start'],
        { DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: 'start-test-password', SERVER_BUILD_DIR: buildDir },
        { detached: true },
      );
      await start.waitFor(/Vowly is running at/, 240_000);
      const postgres = postmasterPid(dataDir);
      const [worker] = workerPids(start.output());
      expect(worker).toBeGreaterThan(0);
      // The children run the built files, not the TypeScript source.
      expect(fs.readFileSync(`/proc/${worker}/cmdline`, 'utf8').split('\0')).toContain(path.join(buildDir, 'worker.js'));

      process.kill(worker!, 'SIGKILL');
      await start.waitFor(/\[vowly\] worker stopped unexpectedly \(signal SIGKILL\); restarting it in 1 s/);
      // The web never stopped.
      expect((await fetch(`http://localhost:${port}/healthz`)).status).toBe(200);
      await waitUntil(() => (workerPids(start!.output()).length === 2 ? true : undefined), 60_000);
      await start.waitFor(/\[vowly\] worker is running again/);
      expect(await (await fetch(`http://localhost:${port}/healthz`)).json()).toMatchObject({ ok: true, sqlite: 'ok', queue: 'ok', worker: 'ok' });

      // Ctrl-C in a terminal: SIGINT to every process of the group.
      start.signalGroup('SIGINT');
      expect(await start.exited).toBe(0);
      const output = start.output();
      expect(output).toContain('[worker] stopped');
      expect(output).not.toMatch(/unclean|Unhandled|ECONNREFUSED|terminating connection due to administrator command/);
      expect(processAlive(postgres)).toBe(false);
      expect(fs.existsSync(path.join(JSON.parse(fs.readFileSync(path.join(dataDir, 'pg.json'), 'utf8')).dir, 'postmaster.pid'))).toBe(false);
      await waitUntil(() => (groupAlive(start!.child.pid!) ? undefined : true), 10_000);
    } finally {
      cleanUp(start, dataDir);
    }
  }, 400_000);
});
