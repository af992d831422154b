// The configuration's choice of engine, migrated at start (issue 29 item 4). DATA_ENGINE=postgres is
// still refused by parseEnv, so the PostgreSQL case sets it on a parsed configuration.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openConfiguredStore } from '../../src/core/db/store/configured-store';
import { parseEnv } from '../../src/core/config/env';
import { createTestPgDatabase } from '../helpers/pg';
import { tempDir } from '../helpers/tmp';

it('sqlite: the SQLite file at DATABASE_PATH, migrated', async () => {
  const databasePath = path.join(tempDir('configured'), 'product.db');
  const { store, stop } = await openConfiguredStore(parseEnv({ DATABASE_PATH: databasePath }));
  try {
    expect(store.engine).toBe('sqlite');
    if (store.engine !== 'sqlite') return;
    expect(store.executor().$client.name).toBe(databasePath);
    expect(store.executor().$client.prepare("select count(*) as n from sqlite_master where name = 'notification_markers'").get()).toEqual({ n: 1 });
  } finally {
    await stop();
  }
});

it("postgres: the queue's database (DATABASE_URL), migrated; a database that cannot be reached is a configuration error", async () => {
  const database = await createTestPgDatabase();
  try {
    const { store, stop } = await openConfiguredStore({ ...parseEnv({ DATABASE_URL: database.url }), DATA_ENGINE: 'postgres' });
    try {
      expect(store.engine).toBe('postgres');
      if (store.engine !== 'postgres') return;
      const { rows } = await store
        .executor()
        .execute<{ n: number }>(sql`select count(*)::int as n from information_schema.tables where table_name = 'notification_markers'`);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await stop();
    }
    const unreachable = { ...parseEnv({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/vowly' }), DATA_ENGINE: 'postgres' as const };
    await expect(openConfiguredStore(unreachable)).rejects.toThrow(/DATABASE_URL: cannot open the PostgreSQL database/);
  } finally {
    await database.drop();
  }
});
