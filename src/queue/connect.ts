import type { Env } from '../env';
import { startEmbeddedPostgres, type QueueDatabase } from './embedded-postgres';

/** DATABASE_URL when set; otherwise the embedded cluster under DATA_DIR (started if needed). */
export async function connectQueueDatabase(config: Env): Promise<QueueDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, dir: '', owned: false, stop: async () => {} };
  return startEmbeddedPostgres({ dataDir: config.dataDir, pgDir: config.pgDir, detached: true });
}
