import type { Db } from '../src/core/db/connection';
import type { Env } from '../src/core/config/env';
import type { MailTransport } from '../src/features/email';

export interface JobContext {
  db: Db;
  config: Env;
  transport: MailTransport;
}
