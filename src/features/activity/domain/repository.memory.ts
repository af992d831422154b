// The activity log's repository in memory (issue 29 item 7): the same interface as ./repository.ts, so
// the log's rules (paging with its cursor, the words, "Saved by …") are unit-tested without a database.
// Order as the SQL's: newest first by time, then by id.
import type { ActivityEntryRow, ActivityRepository, NewActivity } from './repository';

interface StoredActivity extends ActivityEntryRow {
  weddingId: string;
}

export interface MemoryActivity extends ActivityRepository {
  readonly rows: StoredActivity[];
}

/** `users`: user id → name (the SQL joins the users table; a user not in it has no name). */
export function memoryActivityRepository(users: Record<string, string> = {}): MemoryActivity {
  const rows: StoredActivity[] = [];
  let nextId = 1;
  const newestFirst = (a: StoredActivity, b: StoredActivity) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  const olderThan = (row: StoredActivity, before: { at: Date; id: string }) =>
    row.at < before.at || (row.at.getTime() === before.at.getTime() && row.id < before.id);
  return {
    rows,
    add: async (entry: NewActivity) => {
      rows.push({
        id: `a${String(nextId++).padStart(4, '0')}`,
        weddingId: entry.weddingId,
        kind: entry.kind,
        detail: entry.detail ?? '',
        at: entry.at ?? new Date(),
        userId: entry.userId,
        userName: entry.userId ? (users[entry.userId] ?? null) : null,
      });
    },
    page: async (weddingId, limit, before) =>
      rows
        .filter((row) => row.weddingId === weddingId && (!before || olderThan(row, before)))
        .sort(newestFirst)
        .slice(0, limit),
    latest: async (weddingId, kinds) => rows.filter((row) => row.weddingId === weddingId && kinds.includes(row.kind)).sort(newestFirst)[0],
  };
}
