// Migration tests: a copy of migrations/ that stops at one migration, to fill a database as an
// older release held it before migrating it to the current schema.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { tempDir } from './tmp';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');

/** A copy of an engine's migrations that stops at `last` (drizzle applies what its journal lists). */
export function migrationsUpTo(last: string, engine: 'sqlite' | 'postgres' = 'sqlite'): string {
  const dir = tempDir('migrations');
  fs.cpSync(engine === 'sqlite' ? MIGRATIONS : path.join(MIGRATIONS, 'postgres'), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === last);
  expect(stop).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, stop + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
