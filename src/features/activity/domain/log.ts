// Reading the activity log (issue 23 item 6): a page of entries newest first with the cursor of the next,
// and who last saved the site, in words. Takes the repository (./repository.ts on both engines, or
// ./repository.memory.ts in the unit tests).
import { UserError } from '../../../core/errors';
import { agoText } from './ago';
import { type ActivityKind, activityText } from './kinds';
import type { ActivityCursor, ActivityRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

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

/** The cursor of the next page: the last entry shown, as "{milliseconds}.{id}". */
function cursorOf(entry: { at: Date; id: string }): string {
  return `${entry.at.getTime()}.${entry.id}`;
}

function readCursor(cursor: string): ActivityCursor {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(cursor);
  if (!match) throw new UserError('input.invalid', appText('activity.badCursor'));
  return { at: new Date(Number(match[1])), id: match[2]! };
}

const SOMEONE = appText('activity.someone');

/** One page of the log, newest first, and the cursor of the next (null on the last page). */
export async function listActivity(
  repository: ActivityRepository,
  weddingId: string,
  options: { cursor?: string; limit?: number } = {},
): Promise<{ entries: ActivityEntry[]; nextCursor: string | null }> {
  const limit = options.limit ?? ACTIVITY_PAGE_SIZE;
  const rows = await repository.page(weddingId, limit + 1, options.cursor ? readCursor(options.cursor) : undefined);
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
export async function lastSiteSave(
  repository: ActivityRepository,
  weddingId: string,
  now = new Date(),
): Promise<{ name: string; at: string; text: string } | null> {
  const row = await repository.latest(weddingId, ['site.saved']);
  if (!row) return null;
  const name = row.userName ?? SOMEONE;
  return { name, at: row.at.toISOString(), text: appText('activity.savedBy', { name, ago: agoText(row.at, now) }) };
}
