import type { Db } from '../db/connection';
import type { Env as Config } from '../env';
import type { Queue } from '../queue/queue';

export interface AppDeps {
  db: Db;
  queue: Queue;
  config: Config;
}

export type AppEnv = { Variables: AppDeps };
