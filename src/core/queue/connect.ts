import { ConfigError, type Env } from '../config/env';
import { embeddedPostgresInstalled, recordedEmbeddedUrl, startEmbeddedPostgres, type QueueDatabase } from './embedded-postgres';

/** DATABASE_URL when set; otherwise the embedded cluster under DATA_DIR (started if needed). */
export async function connectQueueDatabase(config: Env): Promise<QueueDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, dir: '', owned: false, stop: async () => {} };
  if (!embeddedPostgresInstalled()) {
    throw new ConfigError([
      'DATABASE_URL: required here: this installation has no embedded PostgreSQL (the container image leaves it out). Set DATABASE_URL to your PostgreSQL.',
    ]);
  }
  return startEmbeddedPostgres({ dataDir: config.dataDir, pgDir: config.pgDir, detached: true });
}

/** The queue database's address without starting anything (for checks): DATABASE_URL or the embedded cluster's recorded one. */
export function queueDatabaseUrl(config: Env): string | null {
  return config.DATABASE_URL ?? recordedEmbeddedUrl(config.dataDir);
}
