// The scale bench's own reads of the seeded database (who to sign in as, which weddings and guests to ask
// for), on either engine: SQL written once with `?` parameters and double-quoted aliases, which both read.
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../src/core/db/connection';
import { migratePostgres } from '../../src/core/db/postgres/migrate';
import { createPostgresStore } from '../../src/core/db/store/postgres-store';
import { sqliteStore } from '../../src/core/db/store/sqlite-store';
import type { DataStore } from '../../src/core/db/store/store';

export interface BenchDb {
  all<Row>(statement: string, params?: unknown[]): Promise<Row[]>;
  /** The app's store on the same database (sessions are made through it). */
  store: DataStore;
  /** The database's size in bytes (SQLite: the file and its WAL are measured by the caller). */
  size(): Promise<number | null>;
  close(): Promise<void>;
}

/** The seeded SQLite file, brought up to date first (a database seeded by an older checkout, with --reuse). */
export function sqliteBenchDb(file: string): BenchDb {
  const db = openDatabase(file);
  migrateDatabase(db);
  return {
    all: async <Row>(statement: string, params: unknown[] = []) => db.$client.prepare(statement).all(...params) as Row[],
    store: sqliteStore(db),
    size: async () => null,
    close: async () => {
      db.$client.close();
    },
  };
}

/** The seeded PostgreSQL database, brought up to date first (as sqliteBenchDb). */
export async function postgresBenchDb(url: string): Promise<BenchDb> {
  const store = createPostgresStore(url, { poolSize: 4 });
  await migratePostgres(store);
  return {
    all: async <Row>(statement: string, params: unknown[] = []) => {
      let n = 0;
      return (
        await store.pool.query(
          statement.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as Row[];
    },
    store,
    size: async () => Number((await store.pool.query('select pg_database_size(current_database()) as n')).rows[0].n),
    close: () => store.close(),
  };
}

/** A plain connection to run statements one by one (create or drop a database) on the server of `url`. */
export async function onServer(url: string, ...statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
