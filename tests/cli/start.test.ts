import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runScript } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start', () => {
  it('starts web + worker on an embedded Postgres in DATA_DIR, serves /healthz and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir('start');
    const port = await freePort();
    const start = runScript('src/cli/start.ts', { DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: 'start-test-password' });
    await start.waitFor(/Vowly is running at http:\/\/localhost:\d+/, 60_000);
    expect(start.output()).toContain('Admin login:  admin@vowly.local');

    const health = await fetch(`http://localhost:${port}/healthz`);
    expect(await health.json()).toEqual({ ok: true, sqlite: 'ok', queue: 'ok' });
    expect(fs.existsSync(path.join(dataDir, 'vowly.db'))).toBe(true);
    const cluster = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg.json'), 'utf8')) as { dir: string };
    const postmasterPid = Number(fs.readFileSync(path.join(cluster.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(processAlive(postmasterPid)).toBe(true);

    expect(await start.stop('SIGTERM')).toBe(0);
    expect(start.output()).toContain('[worker] stopped');
    expect(processAlive(postmasterPid)).toBe(false);
    expect(start.output()).not.toMatch(/unclean|Unhandled|ECONNREFUSED/);
  }, 90_000);
});
