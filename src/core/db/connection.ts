import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';
import { assertDatabaseNotNewer } from './schema-version';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../migrations');

export class DatabaseOpenError extends Error {}

/**
 * The database holds every guest's name, e-mail and answers: owner-only (0600). SQLite gives the
 * -wal and -shm files the main file's mode. A file an older version created readable by others is
 * tightened when we own it.
 */
function ownerOnly(file: string) {
  if (!fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (fs.statSync(each).mode & 0o077) fs.chmodSync(each, 0o600);
    } catch {
      // Absent, or another user's file that we may only use: SQLite says so when it opens it.
    }
  }
}

/**
 * WAL lets readers (the public pages) run while a writer commits. synchronous=NORMAL in WAL mode
 * can lose the last commits on power loss but never corrupts the file; FULL is available via
 * SQLITE_SYNCHRONOUS for operators who prefer durability over write speed (docs/decisions.md).
 */
export function openDatabase(file: string, options: { synchronous?: 'NORMAL' | 'FULL' } = {}): Db {
  let sqlite: Database.Database;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    ownerOnly(file);
    sqlite = new Database(file);
    sqlite.pragma('journal_mode = WAL');
  } catch (error) {
    throw new DatabaseOpenError(`Cannot open the SQLite database at ${file}: ${(error as Error).message}`);
  }
  sqlite.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  // Writers queue rather than fail: several processes (web, worker, tools) share the file, and a
  // burst of RSVPs on a busy machine can hold a waiter for seconds. A slow answer beats 'database is locked'.
  sqlite.pragma('busy_timeout = 20000');
  const db = drizzle(sqlite, { schema }) as Db;
  // A transaction that reads and then writes must start IMMEDIATE (the store's transaction() does,
  // src/core/db/store/sqlite-store.ts); this default covers the synchronous calls still left.
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn, config) => transaction(fn, { behavior: 'immediate', ...config })) as Db['transaction'];
  return db;
}

/**
 * Applies migrations/ with foreign keys off: a migration that rebuilds a table (drizzle-kit's copy,
 * drop and rename) would otherwise cascade-delete the rows referring to it when it drops the old
 * table, and the migration's own PRAGMA does nothing inside the migrator's transaction.
 */
export function migrateDatabase(db: Db, migrationsFolder = MIGRATIONS_DIR) {
  assertDatabaseNotNewer(db.$client, migrationsFolder);
  db.$client.pragma('foreign_keys = OFF');
  try {
    migrateOnce(db, migrationsFolder);
    const broken = db.$client.pragma('foreign_key_check') as { table: string; parent: string }[];
    if (broken.length > 0) {
      const tables = [...new Set(broken.map((r) => `${r.table} → ${r.parent}`))].join(', ');
      console.warn(`[db] ${broken.length} row(s) refer to missing rows after migrating (${tables})`);
    }
  } finally {
    db.$client.pragma('foreign_keys = ON');
  }
}

/**
 * drizzle reads which migrations are applied before its BEGIN, so a second process migrating the same new file at
 * the same moment (the web process and the worker of `npm start`) can read "none" and then find the first one's
 * tables ("table users already exists"). Its transaction is rolled back by then: reading again sees them applied.
 */
function migrateOnce(db: Db, migrationsFolder: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      migrate(db, { migrationsFolder });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
