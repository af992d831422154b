// The current-wedding lookup's SQL (issue 23): which weddings a person belongs to and as what. The
// owner is weddings.owner_id; the other members are rows of wedding_members. One portable
// implementation for SQLite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
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

/**
 * The two lookups `of` runs, each through an index (weddings_owner_idx; wedding_members_user_idx then the
 * weddings' key), so a signed-in request reads the person's own rows whatever the number of weddings. One
 * query with `owner_id = ? or wedding_members.user_id = ?` over a left join read every wedding instead
 * (100-370 ms per request at 100,000 weddings on PostgreSQL, bench/scale). Exported for the contract test's plans.
 */
export function membershipQueries(store: DataStore, userId: string, weddingId?: string) {
  const { t, sql } = portable(store);
  const { weddings, weddingMembers } = t;
  const only = weddingId === undefined ? undefined : eq(weddings.id, weddingId);
  return {
    owned: sql()
      .select({ wedding: weddings })
      .from(weddings)
      .where(and(eq(weddings.ownerId, userId), only)),
    joined: sql()
      .select({ wedding: weddings, memberRole: weddingMembers.role })
      .from(weddingMembers)
      .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
      .where(and(eq(weddingMembers.userId, userId), only)),
  };
}

export function membersRepository(store: DataStore): MembersRepository {
  const { t, sql, transaction } = portable(store);
  const { sessions } = t;
  return {
    of: async (userId, weddingId) => {
      const { owned, joined } = membershipQueries(store, userId, weddingId);
      const [own, member] = await Promise.all([owned, joined]);
      // One row per wedding: an owner who also has a member row keeps that row's role, as the join gave.
      const roles = new Map(member.map((row) => [row.wedding.id, row.memberRole]));
      const rows: MembershipRow[] = [
        ...own.map((row) => ({ wedding: row.wedding, memberRole: roles.get(row.wedding.id) ?? null })),
        ...member.filter((row) => row.wedding.ownerId !== userId),
      ];
      return rows.sort(
        (a, b) => a.wedding.createdAt.getTime() - b.wedding.createdAt.getTime() || (a.wedding.id < b.wedding.id ? -1 : a.wedding.id > b.wedding.id ? 1 : 0),
      );
    },
    choose: (sessionId, weddingId) =>
      transaction(async () => {
        await sql().update(sessions).set({ weddingId }).where(eq(sessions.id, sessionId));
      }),
  };
}
