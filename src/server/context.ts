import type { Db } from '../db/connection';
import type { ValidSession } from '../domain/auth/sessions';
import type { Env as Config } from '../env';
import type { EventLogger } from '../log/logger';
import type { Queue } from '../queue/queue';
import type { AppState } from './app-state';

export interface AppDeps {
  db: Db;
  queue: Queue;
  config: Config;
  /** Where request logs go; by default stdout in the configured LOG_FORMAT. */
  logger?: EventLogger;
}

export type AppEnv = {
  Variables: AppDeps &
    AppState & {
      /** Set by loadSession on every request: the signed-in user, or null. */
      session: ValidSession | null;
    };
};
