// The couple's guest list, one page at a time: search (names matched by their key, accents and
// case aside), status filter, sort and keyset paging with an opaque cursor.
import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { guestColumns, withHousehold, type DbOrTx } from '../queries/guests';
import { guests, households } from '../../../core/db/schema';
import { nameKey } from '../../../shared/guests/names';
import type { GuestListQuery, GuestSort } from '../../../shared/guests/schemas';

interface Cursor {
  s: GuestSort;
  v: string | number;
  id: string;
}

export class BadCursorError extends Error {}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(value: string, sort: GuestSort): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    const byTime = sort === 'newest' || sort === 'oldest';
    if (cursor.s !== sort || typeof cursor.id !== 'string' || typeof cursor.v !== (byTime ? 'number' : 'string')) throw new Error();
    return cursor;
  } catch {
    throw new BadCursorError('Invalid cursor');
  }
}

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** One page of the list in a stable order (keyset pagination: the cursor is the last row seen). */
export function listGuestPage(db: DbOrTx, weddingId: string, query: GuestListQuery) {
  const sort: GuestSort = query.sort ?? 'newest';
  const conditions: (SQL | undefined)[] = [eq(guests.weddingId, weddingId)];
  if (query.status) conditions.push(eq(guests.status, query.status));
  if (query.tag) {
    // The guest's own tags or their household's, case aside.
    const tag = query.tag.replace(/\s+/g, ' ').toLowerCase();
    conditions.push(
      or(
        sql`exists (select 1 from json_each(${guests.tags}) where lower(json_each.value) = ${tag})`,
        sql`exists (select 1 from ${households} h, json_each(h.tags) where h.id = ${guests.householdId} and lower(json_each.value) = ${tag})`,
      ),
    );
  }
  if (query.search) {
    const searchKey = nameKey(query.search);
    const key = likePattern(searchKey);
    const text = likePattern(query.search.toLowerCase());
    // Household names are matched like guest names (accents and case aside); a wedding has few.
    const householdIds = db
      .select({ id: households.id, name: households.name })
      .from(households)
      .where(eq(households.weddingId, weddingId))
      .all()
      .filter((h) => nameKey(h.name).includes(searchKey))
      .map((h) => h.id);
    conditions.push(
      or(
        sql`${guests.nameKey} like ${key} escape '\\'`,
        sql`lower(${guests.email}) like ${text} escape '\\'`,
        householdIds.length > 0 ? inArray(guests.householdId, householdIds) : undefined,
      ),
    );
  }
  const column = sort === 'newest' || sort === 'oldest' ? guests.createdAt : guests.nameKey;
  const descending = sort === 'newest' || sort === 'z-a';
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, sort);
    const value = typeof cursor.v === 'number' ? new Date(cursor.v) : cursor.v;
    const past = descending ? lt : gt;
    conditions.push(or(past(column, value), and(eq(column, value), past(guests.id, cursor.id))));
  }
  const direction = descending ? desc : asc;
  const rows = db
    .select(guestColumns)
    .from(guests)
    .leftJoin(households, eq(households.id, guests.householdId))
    .where(and(...conditions))
    .orderBy(direction(column), direction(guests.id))
    .limit(query.limit + 1)
    .all()
    .map(withHousehold);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ s: sort, v: column === guests.createdAt ? last.createdAt.getTime() : last.nameKey, id: last.id }) : null;
  return { guests: page, nextCursor };
}
