// The seed's own SQL (issue 29 item 4): the admin and demo accounts and the demo wedding. One portable
// implementation for both engines. (The demo's guests and events are added through their features,
// still synchronous on SQLite.)
import { asc, eq } from 'drizzle-orm';
import type * as sqlite from '../core/db/schema';
import { first, portable } from '../core/db/store/portable';
import { publicPageChanged } from '../core/db/queries/page-generation';
import type { DataStore } from '../core/db/store/store';

type UserRow = typeof sqlite.users.$inferSelect;
type NewUser = typeof sqlite.users.$inferInsert;
type WeddingRow = typeof sqlite.weddings.$inferSelect;
type NewWedding = typeof sqlite.weddings.$inferInsert;
type Role = UserRow['role'];

export interface SeedRepository {
  userByEmail(email: string): Promise<UserRow | undefined>;
  setPassword(userId: string, passwordHash: string, role: Role): Promise<void>;
  insertUser(user: NewUser): Promise<UserRow>;
  /** The oldest wedding the person owns (a person may own several: issue 23 item 5). */
  weddingOf(ownerId: string): Promise<WeddingRow | undefined>;
  weddingById(weddingId: string): Promise<WeddingRow | undefined>;
  insertWedding(wedding: NewWedding): Promise<WeddingRow>;
  /** Replaces the wedding's content (its version moves on) and bumps its public page, in one transaction. */
  setContent(weddingId: string, content: Record<string, unknown>, version: number, languages?: string[]): Promise<void>;
}

export function seedRepository(store: DataStore): SeedRepository {
  const { t, sql, transaction } = portable(store);
  const { users, weddings } = t;
  return {
    userByEmail: async (email) => first(await sql().select().from(users).where(eq(users.email, email))),
    setPassword: (userId, passwordHash, role) =>
      transaction(async () => {
        await sql().update(users).set({ passwordHash, role }).where(eq(users.id, userId));
      }),
    insertUser: (user) => transaction(async () => first(await sql().insert(users).values(user).returning())!),
    weddingOf: async (ownerId) =>
      first(await sql().select().from(weddings).where(eq(weddings.ownerId, ownerId)).orderBy(asc(weddings.createdAt), asc(weddings.id)).limit(1)),
    weddingById: async (weddingId) => first(await sql().select().from(weddings).where(eq(weddings.id, weddingId))),
    insertWedding: (wedding) => transaction(async () => first(await sql().insert(weddings).values(wedding).returning())!),
    setContent: (weddingId, content, version, languages) =>
      transaction(async () => {
        await sql()
          .update(weddings)
          .set({ content, version, ...(languages ? { languages } : {}) })
          .where(eq(weddings.id, weddingId));
        await publicPageChanged(store, { weddingId });
      }),
  };
}
