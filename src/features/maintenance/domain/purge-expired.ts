// Daily clean-up (jobs/tasks/purge_expired.ts): rows that can no longer do anything are deleted.
import { WEBHOOK_RECEIPT_TTL_MS } from '../../email';
import type { MaintenanceRepository, PurgeCounts } from './repository';

/** Rate-limit rows untouched for a day count nothing any more. */
export const THROTTLE_ROW_IDLE_MS = 24 * 60 * 60 * 1000;

/** Expired sessions and e-mail tokens, idle rate-limit rows and webhook receipts past their time, in one transaction. */
export function purgeExpired(maintenance: MaintenanceRepository, now = new Date()): Promise<PurgeCounts> {
  return maintenance.purge(now, now.getTime() - THROTTLE_ROW_IDLE_MS, new Date(now.getTime() - WEBHOOK_RECEIPT_TTL_MS));
}
