import { openDatabase } from '../../src/core/db/connection';
import { parseEnv } from '../../src/core/config/env';
import type { Queue } from '../../src/core/queue/queue';
import { createApp } from '../../src/app';
import { createTestDb } from './db';
import { recordingQueue } from './recording-queue';
import { tempDir } from './tmp';

/**
 * An app on a fresh migrated SQLite file, or (`sameDatabaseAs`) a second web process's app on another's
 * file: its own connection, caches and settings, the same data directory.
 */
export function createTestApp(
  options: { queue?: Queue; env?: Record<string, string>; sameDatabaseAs?: { db: { path: string }; config: { dataDir: string } } } = {},
) {
  const other = options.sameDatabaseAs;
  const db = other ? Object.assign(openDatabase(other.db.path), { path: other.db.path }) : createTestDb();
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
  const app = createApp({ db, queue, config });
  return { app, db, queue, jobs: recorded.jobs, config };
}
