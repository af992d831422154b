import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';

/** The database was migrated by a newer Vowly than this one: running on it could corrupt data. */
export class NewerDatabaseError extends Error {}

/**
 * drizzle's migrator records each applied migration's journal time in __drizzle_migrations and
 * silently skips what it does not know, so a rolled-back binary would run against a schema it
 * has never seen. Refuse instead, with what to do.
 */
export function assertDatabaseNotNewer(sqlite: Database.Database, migrationsFolder: string, file = sqlite.name) {
  const hasTable = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  if (!hasTable) return;
  const applied = sqlite.prepare('select max(created_at) as newest, count(*) as count from __drizzle_migrations').get() as {
    newest: number | null;
    count: number;
  };
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const known = Math.max(0, ...journal.entries.map((entry) => entry.when));
  if ((applied.newest ?? 0) > known || applied.count > journal.entries.length) {
    throw new NewerDatabaseError(
      `The database at ${file} was upgraded by a newer version of Vowly (${applied.count} migrations applied; this version knows ${journal.entries.length}). ` +
        'Start the newer version again, or restore the backup taken before the upgrade (npm run restore) to run this one.',
    );
  }
}
