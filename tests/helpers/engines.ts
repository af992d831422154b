// The contract suite's two engines (issue 29 item 4): the same tests run against a real SQLite file
// and a real PostgreSQL database (one of its own on the run's embedded cluster), each migrated by
// openStore as the app migrates at start.
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import * as pgSchema from '../../src/core/db/postgres/schema';
import { openStore } from '../../src/core/db/store/open-store';
import type { DataEngine, DataStore } from '../../src/core/db/store/store';
import * as sqliteSchema from '../../src/core/db/schema';
import { createMigratedTestPgDatabase, createTestPgDatabase } from './pg';
import { tempDir } from './tmp';

export const ENGINES: readonly DataEngine[] = ['sqlite', 'postgres'];

/**
 * A migrated store of `engine`, private to the caller; `close` also deletes the PostgreSQL database. On PostgreSQL the
 * database is a copy of the run's migrated template unless `fresh` asks for an empty one that openStore migrates.
 */
export async function openTestStore(
  engine: DataEngine,
  options: { fresh?: boolean } = {},
): Promise<{ store: DataStore; close: () => Promise<void>; databaseUrl?: string }> {
  if (engine === 'sqlite') {
    const store = await openStore({ engine, databasePath: path.join(tempDir('store'), 'vowly.db') });
    return { store, close: () => store.close() };
  }
  const database = options.fresh ? await createTestPgDatabase() : await createMigratedTestPgDatabase();
  const store = await openStore({ engine, databaseUrl: database.url });
  return {
    store,
    databaseUrl: database.url,
    close: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** `body` once per engine, each with a store of its own for the whole block. */
export function describeEachEngine(
  title: string,
  body: (context: {
    engine: DataEngine;
    store: () => DataStore /** PostgreSQL's address (undefined on SQLite). */;
    databaseUrl: () => string | undefined;
  }) => void,
) {
  describe.each(ENGINES)(`${title} (%s)`, (engine) => {
    let opened: Awaited<ReturnType<typeof openTestStore>> | undefined;
    beforeAll(async () => {
      opened = await openTestStore(engine);
    });
    afterAll(async () => {
      await opened?.close();
    });
    body({
      engine,
      store: () => {
        if (!opened) throw new Error('the store opens in beforeAll');
        return opened.store;
      },
      databaseUrl: () => opened?.databaseUrl,
    });
  });
}

type TableKey = keyof typeof sqliteSchema & keyof typeof pgSchema;
const sqliteTables: Record<string, unknown> = { ...sqliteSchema };
const pgTables: Record<string, unknown> = { ...pgSchema };

/** Rows written straight into `table` on either engine (test setup; the code under test goes through its repository). */
export async function insertRows<T extends TableKey>(
  store: DataStore,
  table: T,
  rows: (typeof sqliteSchema)[T] extends { $inferInsert: infer R } ? R[] : never,
) {
  await store.transaction(async () => {
    if (store.engine === 'sqlite')
      store
        .executor()
        .insert(sqliteTables[table] as never)
        .values(rows as never)
        .run();
    else
      await store
        .executor()
        .insert(pgTables[table] as never)
        .values(rows as never);
  });
}
