import { migrateDatabase, openDatabase } from '../connection';
import { migratePostgres } from '../postgres/migrate';
import { createPostgresStore } from './postgres-store';
import { sqliteStore } from './sqlite-store';
import type { DataStore } from './store';

export type StoreOptions =
  | { engine: 'sqlite'; databasePath: string; synchronous?: 'NORMAL' | 'FULL' }
  | { engine: 'postgres'; databaseUrl: string; poolSize?: number };

/** Opens the chosen engine's database and brings its schema up to date (each engine has its own migrations). */
export async function openStore(options: StoreOptions): Promise<DataStore> {
  if (options.engine === 'sqlite') {
    const db = openDatabase(options.databasePath, { synchronous: options.synchronous });
    migrateDatabase(db);
    return sqliteStore(db);
  }
  const store = createPostgresStore(options.databaseUrl, { poolSize: options.poolSize });
  try {
    await migratePostgres(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
