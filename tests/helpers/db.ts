import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase, type Db } from '../../src/core/db/connection';
import { tempDir } from './tmp';

let migrated: string | undefined;

/**
 * This test process's database migrated from migrations/, once: every test database is a copy of it (migrating a
 * new file for each test app cost more than many of the tests).
 */
function migratedTemplate(): string {
  if (migrated && fs.existsSync(migrated)) return migrated;
  const file = path.join(tempDir('sqlite-template'), 'vowly.db');
  const db = openDatabase(file);
  migrateDatabase(db);
  // Closing the only connection folds the write-ahead log into the file, so the file alone is the whole database.
  db.$client.close();
  migrated = file;
  return file;
}

/** A real SQLite file, migrated from migrations/, private to the caller. */
export function createTestDb(): Db & { path: string } {
  const file = path.join(tempDir('sqlite'), 'vowly.db');
  fs.copyFileSync(migratedTemplate(), file);
  const db = openDatabase(file);
  return Object.assign(db, { path: file });
}
