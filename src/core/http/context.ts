import type { DataStore } from '../db/store/store';
import type { Db } from '../db/connection';
import type { WeddingRow } from '../db/schema';
import type { ValidSession } from '../auth/sessions';
import type { WeddingRole } from '../auth/role-rules';
import type { Env as Config } from '../config/env';
import type { EventLogger } from '../log/logger';
import type { Queue } from '../queue/queue';
import type { AppState } from './app-state';

export interface AppDeps {
  db: Db;
  /** The async store the converted features use (issue 29 item 4); by default the store of `db`. */
  store?: DataStore;
  queue: Queue;
  config: Config;
  /** Where request logs go; by default stdout in the configured LOG_FORMAT. */
  logger?: EventLogger;
}

export type AppEnv = {
  Variables: AppDeps &
    AppState & {
      store: DataStore;
      /** Set by loadSession on every request: the signed-in user, or null. */
      session: ValidSession | null;
    };
};

export type SessionUser = ValidSession['user'];

/** Routes behind a user guard (src/core/http/middleware/guards.ts): `c.var.user` is the signed-in user. */
export type UserEnv = { Variables: AppEnv['Variables'] & { user: SessionUser } };

/**
 * Routes behind a member guard (requireApiOwner, requirePageOwner): `c.var.wedding` is the session's
 * current wedding, `c.var.role` the person's role on it (its route rule allowed the request) and
 * `c.var.pro` whether the wedding has Pro (issue 23: Pro belongs to the wedding).
 */
export type OwnerEnv = { Variables: UserEnv['Variables'] & { wedding: WeddingRow; role: WeddingRole; pro: boolean } };
