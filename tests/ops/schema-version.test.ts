import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { assertDatabaseNotNewer, NewerDatabaseError } from '../../src/core/db/schema-version';
import { freePort, runScript } from '../helpers/processes';
import { tempDir } from '../helpers/tmp';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');

describe('a database from a newer version', () => {
  it('is refused with what to do; a current one passes', () => {
    const db = openDatabase(path.join(tempDir('newer'), 'vowly.db'));
    migrateDatabase(db);
    expect(() => assertDatabaseNotNewer(db.$client, MIGRATIONS)).not.toThrow();
    db.$client.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('from-the-future', Date.now() + 86_400_000 * 365);
    expect(() => assertDatabaseNotNewer(db.$client, MIGRATIONS)).toThrow(NewerDatabaseError);
    expect(() => assertDatabaseNotNewer(db.$client, MIGRATIONS)).toThrow(/newer version of Vowly.*restore the backup/);
    db.$client.close();
  });

  it('stops the web process at start with that message', { timeout: 90_000 }, async () => {
    const dataDir = tempDir('newer-web');
    const db = openDatabase(path.join(dataDir, 'vowly.db'));
    migrateDatabase(db);
    db.$client.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('from-the-future', Date.now() + 86_400_000 * 365);
    db.$client.close();
    const web = runScript('src/cli/web.ts', { DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await web.exited).toBe(1);
    expect(web.output()).toContain('upgraded by a newer version of Vowly');
  });
});
