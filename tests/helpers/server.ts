import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase, type Db } from '../../src/core/db/connection';
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

export interface WebServerOptions {
  /** The data folder (SQLite file, uploads); the server's database is `vowly.db` in it. */
  dataDir: string;
  /** The queue database (one of its own on the run's embedded PostgreSQL). */
  pgUrl: string;
  env?: Record<string, string>;
  /** The /demo wedding gets its drawn pictures in this server's uploads store, as under npm start. */
  demoPictures?: boolean;
}

/** The real web process on a free port, migrated and seeded; the caller owns `db` and stops both. */
export async function launchWebServer(options: WebServerOptions): Promise<{ url: string; db: Db; dbPath: string; process: RunningProcess }> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const dbPath = path.join(options.dataDir, 'vowly.db');
  const db = openDatabase(dbPath);
  try {
    migrateDatabase(db);
    await seed(db, { adminPassword: 'admin-password-for-tests', uploadsDir: options.demoPictures ? path.join(options.dataDir, 'uploads') : undefined });
  } catch (error) {
    db.$client.close();
    throw error;
  }
  const port = await freePort();
  // Like npm start (the first-try command): the labelled test checkout is on without Stripe keys…
  const web = runScript('src/cli/web.ts', {
    DATA_DIR: options.dataDir,
    PORT: String(port),
    DATABASE_URL: options.pgUrl,
    ALLOW_TEST_CHECKOUT: 'true',
    // …and e-mail kept in the local outbox on purpose, so couples' sends go through (issue 28 item 2).
    EMAIL_TRANSPORT: 'outbox',
    ...options.env,
  });
  try {
    // Generous: a busy two-core machine can take a while to start the server.
    await web.waitFor(/listening on/, 90_000);
  } catch (error) {
    await web.stop();
    db.$client.close();
    throw error;
  }
  return { url: `http://localhost:${port}`, db, dbPath, process: web };
}

/** The real web process on a free port with its own data dir and queue database, seeded. */
export async function startTestServer(env: Record<string, string> = {}, options: { demoPictures?: boolean } = {}): Promise<TestServer> {
  const pg = await createTestPgDatabase();
  try {
    const web = await launchWebServer({ dataDir: tempDir('server'), pgUrl: pg.url, env, demoPictures: options.demoPictures });
    return {
      url: web.url,
      db: web.db,
      process: web.process,
      stop: async () => {
        await web.process.stop();
        web.db.$client.close();
        await pg.drop();
      },
    };
  } catch (error) {
    await pg.drop();
    throw error;
  }
}
