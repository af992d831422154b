// The support messages' SQL (issue 29 item 4), one implementation per engine.
import * as pg from '../../../core/db/postgres/schema';
import type { DataStore } from '../../../core/db/store/store';
import * as sqlite from '../../../core/db/schema';

export type NewSupportMessage = typeof sqlite.supportMessages.$inferInsert;
export type SupportMessageRow = typeof sqlite.supportMessages.$inferSelect;

export interface SupportRepository {
  /** Stores a message (the admin area counts them) and returns it as stored. */
  saveMessage(message: NewSupportMessage): Promise<SupportMessageRow>;
}

export function supportRepository(store: DataStore): SupportRepository {
  if (store.engine === 'sqlite') {
    return {
      saveMessage: (message) => store.transaction(async (tx) => tx.insert(sqlite.supportMessages).values(message).returning().get()),
    };
  }
  return {
    saveMessage: (message) =>
      store.transaction(async (tx) => {
        const [row] = await tx.insert(pg.supportMessages).values(message).returning();
        return row!;
      }),
  };
}
