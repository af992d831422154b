import type { Db } from './connection';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every transaction that writes starts IMMEDIATE: it takes SQLite's write lock at BEGIN, so it
 * waits (busy_timeout) for another process's writer instead of reading a snapshot that a
 * commit in between makes stale, which fails at once with SQLITE_BUSY ('database is locked').
 */
export function writeTransaction<T>(db: Db, fn: (tx: Tx) => T): T {
  return db.transaction(fn, { behavior: 'immediate' });
}
