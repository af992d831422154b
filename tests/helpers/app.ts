import { openDatabase } from '../../src/core/db/connection';
import { noSqliteDb } from '../../src/core/db/store/data-stores';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import type { DataStore } from '../../src/core/db/store/store';
import { parseEnv } from '../../src/core/config/env';
import type { Queue } from '../../src/core/queue/queue';
import { createApp } from '../../src/app';
import { createTestDb } from './db';
import { recordingQueue } from './recording-queue';
import { pgTestStore, testEngine } from './test-engine';
import { tempDir } from './tmp';

interface SameDatabase {
  db: { path?: string };
  store: DataStore;
  config: { dataDir: string };
}

/**
 * An app on a fresh migrated database of the run's engine (a SQLite file; with VOWLY_TEST_ENGINE=postgres a
 * PostgreSQL database, `db` then refusing any use), or (`sameDatabaseAs`) a second web process's app on
 * another's database: its own connection, caches and settings, the same data directory. Arrange and assert
 * through `store` (portable(store), tests/helpers/auth.ts) for a test that runs on both engines.
 */
export function createTestApp(options: { queue?: Queue; env?: Record<string, string>; sameDatabaseAs?: SameDatabase } = {}) {
  const other = options.sameDatabaseAs;
  const engine = testEngine();
  let db: ReturnType<typeof createTestDb>;
  let store: DataStore;
  if (engine === 'postgres') {
    db = Object.assign(noSqliteDb(), { path: '' });
    store = other?.store ?? pgTestStore();
  } else {
    const path = other?.db.path;
    db = path ? Object.assign(openDatabase(path), { path }) : createTestDb();
    store = sqliteStore(db);
  }
  const recorded = recordingQueue();
  const queue = options.queue ?? recorded.queue;
  // The run's shared client build (tests/setup/global-setup.ts): pages name its scripts and styles.
  const build = process.env.CLIENT_BUILD_DIR ? { CLIENT_BUILD_DIR: process.env.CLIENT_BUILD_DIR } : {};
  // app.request() asks http://localhost/…: the listening address, so e-mailed links are on it too.
  const config = parseEnv({
    NODE_ENV: 'test',
    LOG_REQUESTS: 'false',
    DATA_DIR: other?.config.dataDir ?? tempDir('data'),
    PORT: '80',
    ...build,
    ...options.env,
  });
  const app = createApp({ db, store, queue, config });
  return { app, db, store, engine, queue, jobs: recorded.jobs, config };
}
