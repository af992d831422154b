// The support messages' SQL (issue 29 item 4), one portable implementation for both engines.
import type * as sqlite from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export type NewSupportMessage = typeof sqlite.supportMessages.$inferInsert;
export type SupportMessageRow = typeof sqlite.supportMessages.$inferSelect;

export interface SupportRepository {
  /** Stores a message (the admin area counts them) and returns it as stored. */
  saveMessage(message: NewSupportMessage): Promise<SupportMessageRow>;
}

export function supportRepository(store: DataStore): SupportRepository {
  const { t, sql, transaction } = portable(store);
  return {
    saveMessage: (message) => transaction(async () => first(await sql().insert(t.supportMessages).values(message).returning())!),
  };
}
