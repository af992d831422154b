// The daily clean-up's SQL (issue 29 item 4): rows that can no longer do anything are deleted.
// One portable implementation for both engines.
import { lt } from 'drizzle-orm';
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export interface PurgeCounts {
  sessions: number;
  emailTokens: number;
  loginThrottle: number;
  webhookReceipts: number;
}

export interface MaintenanceRepository {
  /** Deletes, in one transaction, sessions and e-mail tokens expired before `now`, rate-limit rows untouched since `idleSince` and webhook receipts older than `receiptsBefore`. */
  purge(now: Date, idleSince: number, receiptsBefore: Date): Promise<PurgeCounts>;
}

export function maintenanceRepository(store: DataStore): MaintenanceRepository {
  const { t, sql, transaction } = portable(store);
  const { sessions, emailTokens, rateLimits, webhookReceipts } = t;
  return {
    purge: (now, idleSince, receiptsBefore) =>
      transaction(async () => ({
        sessions: (await sql().delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })).length,
        emailTokens: (await sql().delete(emailTokens).where(lt(emailTokens.expiresAt, now)).returning({ id: emailTokens.id })).length,
        loginThrottle: (await sql().delete(rateLimits).where(lt(rateLimits.updatedAt, idleSince)).returning({ key: rateLimits.key })).length,
        webhookReceipts: (await sql().delete(webhookReceipts).where(lt(webhookReceipts.createdAt, receiptsBefore)).returning({ id: webhookReceipts.id }))
          .length,
      })),
  };
}
