// Both engines' migrations build the same tables and columns (issue 29 item 4): a migration written
// for one engine only, or a PostgreSQL schema change without `npm run db:generate:postgres`, fails here.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableName, is, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as pgSchema from '../../src/core/db/postgres/schema';
import { openTestStore } from '../helpers/engines';

type Columns = Record<string, Record<string, { nullable: boolean }>>;

let sqliteStore: Awaited<ReturnType<typeof openTestStore>>;
let pgStore: Awaited<ReturnType<typeof openTestStore>>;
beforeAll(async () => {
  [sqliteStore, pgStore] = await Promise.all([openTestStore('sqlite'), openTestStore('postgres', { fresh: true })]);
});
afterAll(async () => {
  await Promise.all([sqliteStore?.close(), pgStore?.close()]);
});

function sqliteColumns(): Columns {
  if (sqliteStore.store.engine !== 'sqlite') throw new Error('not SQLite');
  const client = sqliteStore.store.executor().$client;
  const tables = client.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'").all() as {
    name: string;
  }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      Object.fromEntries(
        (client.pragma(`table_info(${name})`) as { name: string; notnull: number; pk: number }[]).map((c) => [
          c.name,
          { nullable: c.notnull === 0 && c.pk === 0 },
        ]),
      ),
    ]),
  );
}

async function pgColumns(): Promise<Columns> {
  if (pgStore.store.engine !== 'postgres') throw new Error('not PostgreSQL');
  const { rows } = await pgStore.store
    .executor()
    .execute<{ table_name: string; column_name: string; is_nullable: string }>(
      sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
  const result: Columns = {};
  for (const row of rows) (result[row.table_name] ??= {})[row.column_name] = { nullable: row.is_nullable === 'YES' };
  return result;
}

it('the migrated SQLite and PostgreSQL databases have the same tables and columns, nullable alike', async () => {
  const sqlite = sqliteColumns();
  expect(Object.keys(sqlite).length).toBeGreaterThan(20);
  expect(await pgColumns()).toEqual(sqlite);
});

it('the PostgreSQL migrations build what src/core/db/postgres/schema declares', async () => {
  const declared: Columns = {};
  for (const table of (Object.values(pgSchema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))) {
    declared[getTableName(table)] = Object.fromEntries(getTableConfig(table).columns.map((c) => [c.name, { nullable: !c.notNull }]));
  }
  expect(await pgColumns()).toEqual(declared);
});
