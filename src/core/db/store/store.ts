// The async kernel every repository is written against (issue 29 item 4): one `transaction()` for
// both engines. Inside a transaction every repository call of the same async flow joins it (an
// AsyncLocalStorage holds it), so a domain function groups repository calls without passing `tx`.
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Db } from '../connection';
import type * as pgSchema from '../postgres/schema';

export type DataEngine = 'sqlite' | 'postgres';

/** What SQL runs on: the SQLite connection (inside a transaction too: it is one connection). */
export type SqliteExecutor = Db;
/** The PostgreSQL pool's database, or the transaction's connection inside `transaction()`. */
export type PostgresExecutor = PgDatabase<NodePgQueryResultHKT, typeof pgSchema>;

export interface Store<Engine extends DataEngine, Executor> {
  readonly engine: Engine;
  /** The current transaction's executor inside `transaction()`, else the database (reads outside transactions). */
  executor(): Executor;
  /**
   * Runs `fn` as one transaction: committed when it resolves, rolled back when it throws. Writes never
   * interleave: SQLite runs one at a time per process (BEGIN IMMEDIATE behind a mutex); PostgreSQL runs
   * them SERIALIZABLE and retries on a serialization failure, so `fn` must touch nothing but the database.
   * Called inside a transaction, it joins it.
   */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type SqliteStore = Store<'sqlite', SqliteExecutor>;
export type PostgresStore = Store<'postgres', PostgresExecutor>;
export type DataStore = SqliteStore | PostgresStore;
