// `npm start` with DATA_ENGINE=postgres (issue 29 item 4): the built app migrates the product schema into
// the queue's PostgreSQL (DATABASE_URL: the suite's embedded server standing in for the operator's), seeds
// the demo there, and serves it: the demo site, its RSVP page, the demo couple's login, and /healthz naming
// postgres. No SQLite file is made.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestPgDatabase } from '../helpers/pg';
import { freePort, groupAlive, runNode, runServerBuild, type RunningProcess } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

describe('npm start with DATA_ENGINE=postgres', () => {
  it('migrates, seeds the demo and serves it from PostgreSQL: /demo, /demo/rsvp, a login, /healthz', async () => {
    const pg = await createTestPgDatabase();
    const dataDir = tempDir('pg-start');
    const port = await freePort();
    const url = `http://localhost:${port}`;
    let start: RunningProcess | undefined;
    try {
      start = runNode(
        ['scripts/launch.mjs', 'start'],
        {
          DATA_ENGINE: 'postgres',
          DATABASE_URL: pg.url,
          DATA_DIR: dataDir,
          PORT: String(port),
          ADMIN_PASSWORD: 'pg-start-password',
          SERVER_BUILD_DIR: runServerBuild(),
        },
        { detached: true },
      );
      await start.waitFor(/Vowly is running at/, 240_000);
      const demoPassword = /Demo couple: {2}demo@vowly\.local {2}password (\S+)/.exec(start.output())?.[1];
      expect(demoPassword).toBeTruthy();

      expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ ok: true, postgres: 'ok', queue: 'ok' });
      const demo = await fetch(`${url}/demo`);
      expect(demo.status).toBe(200);
      expect(await demo.text()).toContain('Wedding');
      const rsvp = await fetch(`${url}/demo/rsvp`);
      expect(rsvp.status).toBe(200);
      expect(await rsvp.text()).toMatch(/<form/);
      const login = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email: 'demo@vowly.local', password: demoPassword }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const stats = await fetch(`${url}/api/v1/users/user-stats`, { headers: { cookie } });
      expect(stats.status).toBe(200);
      expect(await stats.json()).toMatchObject({ domainName: 'demo', totalGuests: 8 });
      expect(fs.existsSync(path.join(dataDir, 'vowly.db'))).toBe(false);

      start.signalGroup('SIGINT');
      expect(await start.exited).toBe(0);
      expect(start.output()).not.toMatch(/the SQLite Db was used|Unhandled/);
    } finally {
      if (start && groupAlive(start.child.pid!)) start.signalGroup('SIGKILL');
      await pg.drop();
    }
  }, 400_000);
});
