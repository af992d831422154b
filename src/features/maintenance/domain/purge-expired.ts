// Daily clean-up (jobs/tasks/purge_expired.ts): rows that can no longer do anything are deleted.
import { lt } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { emailTokens, sessions, webhookReceipts } from '../../../core/db/schema';
import { writeTransaction } from '../../../core/db/transaction';
import { WEBHOOK_RECEIPT_TTL_MS } from '../../email';

/** Rate-limit rows untouched for a day (and not locked) count nothing any more. */
export const THROTTLE_ROW_IDLE_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  sessions: number;
  emailTokens: number;
  loginThrottle: number;
  webhookReceipts: number;
}

/**
 * Login-throttle rows, by table name: the throttle's table is being replaced (login_throttle by
 * rate_limits, issue 17), and the purge must work on a database of either shape.
 */
function purgeThrottleRows(client: Db['$client'], now: number): number {
  const tables = new Set(
    (client.prepare("select name from sqlite_master where type = 'table' and name in ('login_throttle', 'rate_limits')").all() as { name: string }[]).map(
      (r) => r.name,
    ),
  );
  const idleSince = now - THROTTLE_ROW_IDLE_MS;
  let removed = 0;
  if (tables.has('login_throttle')) {
    removed += client.prepare('delete from login_throttle where window_start < ? and (locked_until is null or locked_until < ?)').run(idleSince, now).changes;
  }
  if (tables.has('rate_limits')) {
    removed += client.prepare('delete from rate_limits where updated_at < ?').run(idleSince).changes;
  }
  return removed;
}

export function purgeExpired(db: Db, now = new Date()): PurgeCounts {
  return writeTransaction(db, (tx) => ({
    sessions: tx.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes,
    emailTokens: tx.delete(emailTokens).where(lt(emailTokens.expiresAt, now)).run().changes,
    loginThrottle: purgeThrottleRows(db.$client, now.getTime()), // same connection, same transaction
    webhookReceipts: tx
      .delete(webhookReceipts)
      .where(lt(webhookReceipts.createdAt, new Date(now.getTime() - WEBHOOK_RECEIPT_TTL_MS)))
      .run().changes,
  }));
}
