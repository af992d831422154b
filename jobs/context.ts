import type { Db } from '../src/db/connection';
import type { MailTransport } from '../src/domain/email/transport';

export interface JobContext {
  db: Db;
  transport: MailTransport;
}
