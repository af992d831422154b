// The activity log's SQL (issue 23 item 6): one row per change, read newest first by (created_at, id)
// with a cursor. One portable implementation for SQLite and PostgreSQL.
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export interface NewActivity {
  weddingId: string;
  /** Who did it (null: the system, e.g. a payment confirmed by the payment provider with no session). */
  userId: string | null;
  kind: string;
  detail?: string;
  at?: Date;
}

export interface ActivityEntryRow {
  id: string;
  kind: string;
  detail: string;
  at: Date;
  userId: string | null;
  userName: string | null;
}

/** Where a page starts: strictly older than this entry. */
export interface ActivityCursor {
  at: Date;
  id: string;
}

export interface ActivityRepository {
  /** Records one entry; joins the caller's transaction when one is open. */
  add(entry: NewActivity): Promise<void>;
  /** At most `limit` entries of the wedding, newest first, older than `before` when given. */
  page(weddingId: string, limit: number, before?: ActivityCursor): Promise<ActivityEntryRow[]>;
  /** The newest entry of one of these kinds (the builder's "Saved by …"). */
  latest(weddingId: string, kinds: string[]): Promise<ActivityEntryRow | undefined>;
}

export function activityRepository(store: DataStore): ActivityRepository {
  const { t, sql, transaction } = portable(store);
  const { activity, users } = t;
  const columns = {
    id: activity.id,
    kind: activity.kind,
    detail: activity.detail,
    at: activity.createdAt,
    userId: activity.userId,
    userName: users.name,
  };
  const newestFirst = [desc(activity.createdAt), desc(activity.id)];
  return {
    add: (entry) =>
      transaction(async () => {
        await sql()
          .insert(activity)
          .values({ weddingId: entry.weddingId, userId: entry.userId, kind: entry.kind, detail: entry.detail ?? '', createdAt: entry.at ?? new Date() });
      }),
    page: (weddingId, limit, before) =>
      sql()
        .select(columns)
        .from(activity)
        .leftJoin(users, eq(users.id, activity.userId))
        .where(
          and(
            eq(activity.weddingId, weddingId),
            before ? or(lt(activity.createdAt, before.at), and(eq(activity.createdAt, before.at), lt(activity.id, before.id))) : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit),
    latest: async (weddingId, kinds) =>
      first(
        await sql()
          .select(columns)
          .from(activity)
          .leftJoin(users, eq(users.id, activity.userId))
          .where(and(eq(activity.weddingId, weddingId), inArray(activity.kind, kinds)))
          .orderBy(...newestFirst)
          .limit(1),
      ),
  };
}
