// The two schemas cannot drift: every SQLite table has a PostgreSQL twin with the same columns
// (name, nullability, primary key, default, a type that means the same), indexes and foreign keys,
// and the other way round. A schema change touches both files (and both db:generate scripts).
import { getTableName, is, type Table } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as sqlite from '../schema';
import * as postgres from './schema';

/** What a SQLite column type stands for, and the PostgreSQL types that store the same thing. */
const SAME_MEANING: Record<string, string[]> = {
  SQLiteText: ['PgText'],
  SQLiteTextJson: ['PgJsonb'],
  SQLiteInteger: ['PgInteger', 'PgBigInt53'],
  SQLiteTimestamp: ['PgTimestamp'],
  SQLiteBoolean: ['PgBoolean'],
  SQLiteReal: ['PgDoublePrecision'],
};

function tablesOf(module: Record<string, unknown>, kind: typeof SQLiteTable | typeof PgTable): Map<string, Table> {
  const tables = Object.values(module).filter((value): value is Table => is(value, kind));
  return new Map(tables.map((table) => [getTableName(table), table]));
}

const sqliteTables = tablesOf(sqlite, SQLiteTable);
const pgTables = tablesOf(postgres, PgTable);

function describeTable(config: ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>) {
  const primaryKeys = config.primaryKeys.map((pk) => pk.columns.map((c) => c.name).join(','));
  return {
    columns: Object.fromEntries(
      config.columns.map((c) => [
        c.name,
        { notNull: c.notNull, primary: c.primary, hasDefault: c.hasDefault, default: c.default, enumValues: c.enumValues ?? null },
      ]),
    ),
    primaryKeys,
    indexes: config.indexes
      .map((i) => `${i.config.name}${i.config.unique ? ' unique' : ''} (${i.config.columns.map((c) => ('name' in c ? c.name : '?')).join(',')})`)
      .sort(),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return `${ref.columns.map((c) => c.name).join(',')} -> ${getTableName(ref.foreignTable)}(${ref.foreignColumns.map((c) => c.name).join(',')}) on delete ${fk.onDelete ?? 'no action'}`;
      })
      .sort(),
    checks: config.checks.map((c) => c.name).sort(),
    uniqueColumns: config.columns.filter((c) => c.isUnique).map((c) => c.name),
  };
}

describe('the PostgreSQL schema is the SQLite schema (issue 29 item 4)', () => {
  it('has the same tables', () => {
    expect(sqliteTables.size).toBeGreaterThan(20);
    expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
  });

  for (const [name, sqliteTable] of sqliteTables) {
    it(`${name}: same columns, keys, indexes, foreign keys and checks; types of the same meaning`, () => {
      const pgTable = pgTables.get(name);
      if (!pgTable) throw new Error(`${name} has no PostgreSQL table in src/core/db/postgres/schema`);
      const a = sqliteConfig(sqliteTable as SQLiteTable);
      const b = pgConfig(pgTable as PgTable);
      expect(describeTable(b)).toEqual(describeTable(a));
      for (const column of a.columns) {
        const twin = b.columns.find((c) => c.name === column.name)!;
        expect(SAME_MEANING[column.columnType], `${name}.${column.name}: ${column.columnType}`).toContain(twin.columnType);
      }
    });
  }
});
