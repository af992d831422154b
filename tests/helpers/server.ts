import path from 'node:path';
import { migrateDatabase, openDatabase, type Db } from '../../src/db/connection';
import { seed } from '../../src/seed/seed';
import { createTestPgDatabase } from './pg';
import { freePort, runScript, type RunningProcess } from './processes';
import { tempDir } from './tmp';

export interface TestServer {
  url: string;
  db: Db;
  process: RunningProcess;
  stop: () => Promise<void>;
}

/** The real web process on a free port with its own data dir and queue database, seeded. */
export async function startTestServer(env: Record<string, string> = {}, options: { demoPictures?: boolean } = {}): Promise<TestServer> {
  const dataDir = tempDir('server');
  const db = openDatabase(path.join(dataDir, 'vowly.db'));
  migrateDatabase(db);
  // demoPictures: the /demo wedding gets its drawn pictures in this server's uploads store, as under npm start.
  await seed(db, { adminPassword: 'admin-password-for-tests', uploadsDir: options.demoPictures ? path.join(dataDir, 'uploads') : undefined });
  const pg = await createTestPgDatabase();
  const port = await freePort();
  // Like npm start (the first-try command): the labelled test checkout is on without Stripe keys.
  const web = runScript('src/cli/web.ts', { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: pg.url, ALLOW_TEST_CHECKOUT: 'true', ...env });
  await web.waitFor(/listening on/);
  return {
    url: `http://localhost:${port}`,
    db,
    process: web,
    stop: async () => {
      await web.stop();
      db.$client.close();
      await pg.drop();
    },
  };
}
