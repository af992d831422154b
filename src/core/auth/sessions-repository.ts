// The sessions' SQL (issue 29 item 4): one portable implementation for SQLite and PostgreSQL.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SessionRow, UserRow } from '../db/schema';
import { first, portable } from '../db/store/portable';
import type { DataStore } from '../db/store/store';

export interface SessionsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it); each write below is one, or joins the open one. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  insert(row: { id: string; userId: string; expiresAt: Date; createdAt: Date }): Promise<SessionRow>;
  /** Sets the user's first login, unless it is set already. */
  markFirstLogin(userId: string, at: Date): Promise<void>;
  /** The session of this id with its user. */
  find(id: string): Promise<{ session: SessionRow; user: UserRow } | undefined>;
  setExpiry(id: string, expiresAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /** Deletes every session of the user, except `keepId` when given. */
  deleteOfUser(userId: string, keepId?: string): Promise<void>;
}

export function sessionsRepository(store: DataStore): SessionsRepository {
  const { t, sql, transaction } = portable(store);
  const { sessions, users } = t;
  return {
    transaction,
    insert: (row) => transaction(async () => first(await sql().insert(sessions).values(row).returning())!),
    markFirstLogin: (userId, at) =>
      transaction(async () => {
        await sql()
          .update(users)
          .set({ firstLoginAt: at })
          .where(and(eq(users.id, userId), isNull(users.firstLoginAt)));
      }),
    find: async (id) =>
      first(await sql().select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(sessions.userId, users.id)).where(eq(sessions.id, id))),
    setExpiry: (id, expiresAt) =>
      transaction(async () => {
        await sql().update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
      }),
    delete: (id) =>
      transaction(async () => {
        await sql().delete(sessions).where(eq(sessions.id, id));
      }),
    deleteOfUser: (userId, keepId) =>
      transaction(async () => {
        await sql()
          .delete(sessions)
          .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId));
      }),
  };
}
