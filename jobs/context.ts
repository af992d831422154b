import type { Db } from '../src/db/connection';
import type { Env } from '../src/env';
import type { MailTransport } from '../src/domain/email/transport';

export interface JobContext {
  db: Db;
  config: Env;
  transport: MailTransport;
}
