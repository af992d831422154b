/**
 * The activity log (issue 23 item 6): who did what on a wedding and when. Other features record a
 * change with `recordActivity` — inside the change's own store transaction where it is one (the
 * entry then commits or rolls back with it), else right after it. Kept for the life of the wedding
 * (the rows go only with the wedding). The SQL is in ./repository.ts (both engines).
 */
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { UserError } from '../../../core/errors';
import { agoText } from './ago';
import { type ActivityKind, activityText } from './kinds';
import { type ActivityCursor, activityRepository } from './repository';

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_PAGE_MAX = 100;

export interface ActivityEntry {
  id: string;
  kind: ActivityKind;
  detail: string;
  at: string;
  by: { id: string; name: string } | null;
  text: string;
}

export interface ActivityRecord {
  weddingId: string;
  /** Who did it; null for the system (a payment the provider confirmed). */
  userId: string | null;
  kind: ActivityKind;
  detail?: string;
}

/** Records one change (joins the caller's transaction when one is open). */
export async function recordActivity(store: DataStore, entry: ActivityRecord): Promise<void> {
  await activityRepository(store).add(entry);
}

/**
 * Runs a change that is a store transaction (its own joins this one) and records its entry inside
 * the same transaction: both commit, or neither. `change` must await only the database.
 */
export function withActivity<T>(store: DataStore, change: () => Promise<T>, entryOf: (result: T) => ActivityRecord): Promise<T> {
  return portable(store).transaction(async () => {
    const result = await change();
    await recordActivity(store, entryOf(result));
    return result;
  });
}

/** The cursor of the next page: the last entry shown, as "{milliseconds}.{id}". */
function cursorOf(entry: { at: Date; id: string }): string {
  return `${entry.at.getTime()}.${entry.id}`;
}

function readCursor(cursor: string): ActivityCursor {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(cursor);
  if (!match) throw new UserError('input.invalid', 'cursor is not valid');
  return { at: new Date(Number(match[1])), id: match[2]! };
}

const SOMEONE = 'Someone';

/** One page of the log, newest first, and the cursor of the next (null on the last page). */
export async function listActivity(
  store: DataStore,
  weddingId: string,
  options: { cursor?: string; limit?: number } = {},
): Promise<{ entries: ActivityEntry[]; nextCursor: string | null }> {
  const limit = options.limit ?? ACTIVITY_PAGE_SIZE;
  const rows = await activityRepository(store).page(weddingId, limit + 1, options.cursor ? readCursor(options.cursor) : undefined);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    entries: shown.map((row) => {
      const who = row.userName ?? SOMEONE;
      return {
        id: row.id,
        kind: row.kind as ActivityKind,
        detail: row.detail,
        at: row.at.toISOString(),
        by: row.userId ? { id: row.userId, name: who } : null,
        text: activityText(row.kind, row.detail, who),
      };
    }),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
}

/** Who last saved the site and when, in words (the builder's conflict: "Saved by Leo 2 minutes ago"). */
export async function lastSiteSave(store: DataStore, weddingId: string, now = new Date()): Promise<{ name: string; at: string; text: string } | null> {
  const row = await activityRepository(store).latest(weddingId, ['site.saved']);
  if (!row) return null;
  const name = row.userName ?? SOMEONE;
  return { name, at: row.at.toISOString(), text: `Saved by ${name} ${agoText(row.at, now)}` };
}
