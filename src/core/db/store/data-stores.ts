import type { Env } from '../../config/env';
import { migrateDatabase, openDatabase, type Db } from '../connection';
import { openConfiguredStore } from './configured-store';
import { sqliteStore } from './sqlite-store';
import type { DataStore } from './store';

/**
 * What the web process and the worker open at start (issue 29 item 4): the configured engine's store,
 * migrated, and the SQLite `Db` code not yet on the store still takes. With DATA_ENGINE=postgres there is
 * no SQLite file: that `db` refuses any use, naming what touched it, so a path still on the synchronous
 * SQLite code fails loudly instead of reading an empty file.
 */
export async function openDataStores(config: Env): Promise<{ db: Db; store: DataStore; stop: () => Promise<void> }> {
  if (config.DATA_ENGINE === 'postgres') {
    const opened = await openConfiguredStore(config);
    return { db: noSqliteDb(), store: opened.store, stop: opened.stop };
  }
  const db = openDatabase(config.databasePath, { synchronous: config.SQLITE_SYNCHRONOUS });
  migrateDatabase(db);
  // The store of the same connection: one writer per process, and synchronous code joins its transactions.
  return {
    db,
    store: sqliteStore(db),
    stop: async () => {
      db.$client.close();
    },
  };
}

/** The `db` of an app whose data lives in PostgreSQL: any use throws (see openDataStores). */
export function noSqliteDb(): Db {
  return new Proxy({} as Db, {
    get(_target, property) {
      if (property === 'then' || typeof property === 'symbol') return undefined;
      throw new Error(
        `the SQLite Db was used (.${property}) with DATA_ENGINE=postgres: this path still runs on the synchronous SQLite code (docs/scaling.md, "What does not work on PostgreSQL yet")`,
      );
    },
  });
}
