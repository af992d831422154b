// One repository for both engines (issue 29 item 4). A query is written once, typed against the SQLite
// schema, and runs on the current engine's own tables and executor: the PostgreSQL schema is the SQLite
// one's twin (same table and column names, same JavaScript types: Date, boolean, parsed JSON — checked by
// src/core/db/postgres/schema-parity.test.ts), so drizzle builds each dialect's SQL from the same code.
//
// Only what both drivers do is portable, and src/core/db/store/portable-scan.test.ts enforces it in every
// repository: await the query (never better-sqlite3's .get() / .all() / .run() / .values()), take one row
// with `first(await …)`, count with drizzle's count() (PostgreSQL's count(*) is a string), and write
// anything dialect-specific (case-insensitive search, JSON paths, date arithmetic) behind `engine`.
import type { Db } from '../connection';
import * as pgTables from '../postgres/schema';
import * as sqliteTables from '../schema';
import type { DataEngine, DataStore } from './store';

export type Tables = typeof sqliteTables;

/** The query builder repositories use: the engine's executor, typed as SQLite's (await it; see above). */
export type Sql = Omit<Db, '$client' | 'run' | 'all' | 'get' | 'values' | 'transaction'>;

export interface Portable {
  readonly engine: DataEngine;
  /** The engine's tables under the SQLite schema's names and types. */
  readonly t: Tables;
  /** The executor of the current transaction inside `transaction()`, else the database (SQLite: a read-only connection). */
  sql(): Sql;
  /** One transaction: every repository call made inside it joins it (SQLite: BEGIN IMMEDIATE). Await only the database inside. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
}

const portables = new WeakMap<DataStore, Portable>();

export function portable(store: DataStore): Portable {
  let found = portables.get(store);
  if (!found) {
    found = {
      engine: store.engine,
      t: store.engine === 'sqlite' ? sqliteTables : (pgTables as unknown as Tables),
      sql: () => store.executor() as unknown as Sql,
      transaction: (fn) => store.transaction(() => fn()),
    };
    portables.set(store, found);
  }
  return found;
}

/** The first row of a result, or undefined: `first(await sql().select()….limit(1))`. */
export function first<Row>(rows: readonly Row[]): Row | undefined {
  return rows[0];
}
