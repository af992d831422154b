import path from 'node:path';
import { migrateDatabase, openDatabase, type Db } from '../../src/core/db/connection';
import { tempDir } from './tmp';

/** A real SQLite file, migrated from migrations/, private to the caller. */
export function createTestDb(): Db & { path: string } {
  const file = path.join(tempDir('sqlite'), 'vowly.db');
  const db = openDatabase(file);
  migrateDatabase(db);
  return Object.assign(db, { path: file });
}
