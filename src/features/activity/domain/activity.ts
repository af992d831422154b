/**
 * The activity log (issue 23 item 6): who did what on a wedding and when. Other features record a
 * change with `recordActivity` — inside the change's own store transaction where it is one (the
 * entry then commits or rolls back with it), else right after it. Kept for the life of the wedding
 * (the rows go only with the wedding). The SQL is in ./repository.ts (both engines);
 * reading it is ./log.ts.
 */
import { portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import type { ActivityKind } from './kinds';
import { activityRepository } from './repository';

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
