// The current-wedding lookup's SQL (issue 23): which weddings a person belongs to and as what. The
// owner is weddings.owner_id; the other members are rows of wedding_members. One portable
// implementation for SQLite and PostgreSQL.
import { and, asc, eq, or } from 'drizzle-orm';
import type { MemberRole, WeddingRow } from '../db/schema';
import { portable } from '../db/store/portable';
import type { DataStore } from '../db/store/store';

export interface MembershipRow {
  wedding: WeddingRow;
  /** The member's row role; null for the owner. */
  memberRole: MemberRole | null;
}

export interface MembersRepository {
  /** The weddings the person owns or is a member of, oldest first (only `weddingId` when given). */
  of(userId: string, weddingId?: string): Promise<MembershipRow[]>;
  /** Remembers the session's chosen wedding. */
  choose(sessionId: string, weddingId: string): Promise<void>;
}

export function membersRepository(store: DataStore): MembersRepository {
  const { t, sql, transaction } = portable(store);
  const { weddings, weddingMembers, sessions } = t;
  return {
    of: async (userId, weddingId) =>
      sql()
        .select({ wedding: weddings, memberRole: weddingMembers.role })
        .from(weddings)
        .leftJoin(weddingMembers, and(eq(weddingMembers.weddingId, weddings.id), eq(weddingMembers.userId, userId)))
        .where(and(weddingId === undefined ? undefined : eq(weddings.id, weddingId), or(eq(weddings.ownerId, userId), eq(weddingMembers.userId, userId))))
        .orderBy(asc(weddings.createdAt), asc(weddings.id)),
    choose: (sessionId, weddingId) =>
      transaction(async () => {
        await sql().update(sessions).set({ weddingId }).where(eq(sessions.id, sessionId));
      }),
  };
}
