// Stops that always finish (issue 28 item 8): starts the built `npm start` (scripts/launch.mjs
// start) STOPS times (default 30) on one data folder, and each time sends a burst of requests
// (pages, a wrong password (argon2), an image upload (sharp), a password-reset e-mail (the
// worker's send)), then SIGTERM to the whole process group right after, as docker stop and
// systemd do. A stop passes when every process of the group and the embedded PostgreSQL are gone
// within 15 s and each child ended on its own (neither its 8 s deadline exit nor the launcher's
// 10 s SIGKILL was needed). A process still alive after 9 s has its threads' stacks printed (gdb,
// when installed) before it is killed.
// Usage: npm run bench:stops  (STOPS=5 for fewer)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, processAlive } from '../tests/helpers/processes';
import { burstImage, demoSession, groupMembers, startBurst, type DemoSession } from '../tests/helpers/stop-burst';

const ROOT = path.resolve(import.meta.dirname, '..');
const STOPS = Number(process.env.STOPS ?? 30);

function postmasterPid(dataDir: string): number | undefined {
  try {
    const cluster = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg.json'), 'utf8')) as { dir: string };
    return Number(fs.readFileSync(path.join(cluster.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

function stacks(pid: number): string {
  const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  const gdb = spawnSync('gdb', ['-p', String(pid), '-batch', '-ex', 'thread apply all bt 12'], { encoding: 'utf8', timeout: 60_000 });
  return `${pid} ${cmdline}\n${gdb.stdout ?? ''}${gdb.error ? gdb.error.message : ''}`;
}

async function main() {
  fs.mkdirSync(path.join(ROOT, 'data'), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(ROOT, 'data', 'bench-stops-'));
  const image = await burstImage();
  let session: DemoSession | undefined;
  let failures = 0;
  try {
    for (let i = 1; i <= STOPS; i++) {
      const port = await freePort();
      const base = `http://localhost:${port}`;
      const child = spawn(process.execPath, ['scripts/launch.mjs', 'start'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_REQUESTS: 'false',
          DATA_DIR: dataDir,
          PORT: String(port),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          ADMIN_PASSWORD: 'bench-stops-password',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      const started = Date.now();
      while (!output.includes('Vowly is running')) {
        if (child.exitCode !== null || Date.now() - started > 300_000) throw new Error(`start ${i} failed:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      session ??= await demoSession(dataDir);
      const postgres = postmasterPid(dataDir);
      startBurst(base, session, image);
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      const pgid = child.pid!;
      const stoppedAt = Date.now();
      process.kill(-pgid, 'SIGTERM');
      let stuck = '';
      while (groupMembers(pgid).length > 0 || (postgres && processAlive(postgres))) {
        const waited = Date.now() - stoppedAt;
        if (waited > 9_000 && !stuck) {
          stuck = groupMembers(pgid)
            .filter((pid) => pid !== pgid)
            .map(stacks)
            .join('\n');
        }
        if (waited > 15_000) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const leftover = groupMembers(pgid);
      const pgLeft = postgres && processAlive(postgres);
      const killed = /did not stop within|still busy/.test(output);
      const ok = leftover.length === 0 && !pgLeft && !killed;
      if (!ok) failures++;
      const line = `stop ${i}: ${ok ? 'ok' : 'FAILED'} in ${Date.now() - stoppedAt} ms${killed ? ' (a child had to be forced: deadline exit or SIGKILL)' : ''}${leftover.length ? `, left: ${leftover.join(' ')}` : ''}${pgLeft ? ', postgres left' : ''}`;
      console.log(line);
      if (stuck) console.log(stuck);
      if (!ok) console.log(output.split('\n').slice(-25).join('\n'));
      for (const pid of leftover) process.kill(pid, 'SIGKILL');
      if (pgLeft) process.kill(postgres, 'SIGKILL');
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${STOPS - failures}/${STOPS} stops finished cleanly on ${os.cpus().length} cores`);
  process.exitCode = failures ? 1 : 0;
}

await main();
