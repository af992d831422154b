// SQLite behind the async store. better-sqlite3's own transactions cannot span an `await`, so the
// store opens BEGIN IMMEDIATE itself (the write lock at once, so a read-then-write never works on a
// stale snapshot: src/core/db/transaction.ts) and holds a per-connection mutex until COMMIT or ROLLBACK:
// no other store transaction's statements can land inside an open one on the same connection.
// Reads outside transactions use a second, read-only connection to the same file: in WAL mode they
// never wait for the writer and see only committed rows (on the writing connection they would also see
// an open transaction's uncommitted writes while its body awaits).
import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { Db } from '../connection';
import * as schema from '../schema';
import { Mutex } from './mutex';
import type { SqliteStore } from './store';

const stores = new WeakMap<Db, SqliteStore>();

/** The one store of a connection (one mutex per connection, however many apps share it). */
export function sqliteStore(db: Db): SqliteStore {
  let store = stores.get(db);
  if (!store) {
    store = createSqliteStore(db);
    stores.set(db, store);
  }
  return store;
}

function openReader(db: Db): Db {
  const reader = new Database(db.$client.name, { readonly: true, fileMustExist: true });
  reader.pragma('busy_timeout = 20000');
  return drizzle(reader, { schema }) as Db;
}

function createSqliteStore(db: Db): SqliteStore {
  const mutex = new Mutex();
  const inTransaction = new AsyncLocalStorage<true>();
  let reader: Db | undefined;
  let closed = false;
  return {
    engine: 'sqlite',
    executor: () => {
      if (closed) throw new Error('the SQLite store is closed');
      if (inTransaction.getStore()) return db;
      reader ??= openReader(db);
      return reader;
    },
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTransaction.getStore()) return fn(db);
      return mutex.runExclusive(() =>
        inTransaction.run(true, async () => {
          db.$client.exec('BEGIN IMMEDIATE');
          try {
            const result = await fn(db);
            db.$client.exec('COMMIT');
            return result;
          } catch (error) {
            if (db.$client.inTransaction) db.$client.exec('ROLLBACK');
            throw error;
          }
        }),
      );
    },
    close: async () => {
      closed = true;
      stores.delete(db);
      reader?.$client.close();
      db.$client.close();
    },
  };
}
