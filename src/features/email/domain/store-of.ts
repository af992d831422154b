import type { Db } from '../../../core/db/connection';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import type { DataStore } from '../../../core/db/store/store';

/**
 * The store behind a legacy caller's SQLite `Db` (the one store of that connection, shared with the
 * app's c.var.store), or the store itself. Only for the e-mail pipeline's deprecated `Db` entries,
 * kept while the features that call them are converted (issue 29 item 4).
 */
export function storeOf(target: DataStore | Db): DataStore {
  return isStore(target) ? target : sqliteStore(target);
}

/** True for the async store, false for a legacy caller's SQLite `Db`. */
export function isStore(target: DataStore | Db): target is DataStore {
  return 'executor' in target && typeof target.executor === 'function';
}
