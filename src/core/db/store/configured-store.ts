import { ConfigError, type Env } from '../../config/env';
import { connectQueueDatabase } from '../../queue/connect';
import { openStore } from './open-store';
import type { DataStore } from './store';

/**
 * The store the configuration chooses, migrated: SQLite at DATABASE_PATH, or PostgreSQL in the job
 * queue's own database (DATABASE_URL, else the embedded cluster under DATA_DIR that the queue starts),
 * so product rows and their jobs can commit in one transaction. `stop` also stops an embedded cluster
 * this call started.
 */
export async function openConfiguredStore(config: Env): Promise<{ store: DataStore; stop: () => Promise<void> }> {
  if (config.DATA_ENGINE === 'sqlite') {
    const store = await openStore({ engine: 'sqlite', databasePath: config.databasePath, synchronous: config.SQLITE_SYNCHRONOUS });
    return { store, stop: () => store.close() };
  }
  const database = await connectQueueDatabase(config);
  try {
    const store = await openStore({ engine: 'postgres', databaseUrl: database.url });
    return {
      store,
      stop: async () => {
        await store.close();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error instanceof ConfigError ? error : new ConfigError([`DATABASE_URL: cannot open the PostgreSQL database: ${(error as Error).message}`]);
  }
}
