import type { Db } from '../src/core/db/connection';
import { sqliteStore } from '../src/core/db/store/sqlite-store';
import type { DataStore } from '../src/core/db/store/store';
import type { Env } from '../src/core/config/env';
import type { MailTransport } from '../src/features/email';

export interface JobContext {
  /** The SQLite connection, for the tasks of features not converted yet (issue 29 item 4). */
  db: Db;
  /**
   * The async store the converted features' tasks (the e-mail pipeline's) read and write through: the
   * worker sets it; when absent (tests written before it), the store of `db` (see jobStore).
   */
  store?: DataStore;
  config: Env;
  transport: MailTransport;
}

/** The context's store, else the SQLite store of its `db` (the same one the web process uses for that file). */
export function jobStore(context: JobContext): DataStore {
  return context.store ?? sqliteStore(context.db);
}
