// The couple's guest list, one page at a time: search (names matched by their key, accents and
// case aside), status filter, sort and keyset paging with an opaque cursor. The query itself is
// the repository's (guest-page-repository.ts).
import { nameKey } from '../../../shared/guests/names';
import type { GuestListQuery } from '../../../shared/guests/schemas';
import type { GuestSort } from '../../../shared/guests/sorts';
import type { GuestsRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

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
    throw new BadCursorError(appText('guests.error.cursor'));
  }
}

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** One page of the list in a stable order (keyset pagination: the cursor is the last row seen). */
export async function listGuestPage(repository: GuestsRepository, weddingId: string, query: GuestListQuery) {
  const sort: GuestSort = query.sort ?? 'newest';
  const cursor = query.cursor ? decodeCursor(query.cursor, sort) : null;
  let search = null;
  if (query.search) {
    const searchKey = nameKey(query.search);
    // Household names are matched like guest names (accents and case aside); a wedding has few.
    const householdIds = (await repository.households(weddingId)).filter((h) => nameKey(h.name).includes(searchKey)).map((h) => h.id);
    search = { nameKey: likePattern(searchKey), email: likePattern(query.search.toLowerCase()), householdIds };
  }
  const rows = await repository.page(weddingId, {
    sort,
    status: query.status,
    // The guest's own tags or their household's, case aside.
    tag: query.tag ? query.tag.replace(/\s+/g, ' ').toLowerCase() : null,
    search,
    after: cursor ? { value: typeof cursor.v === 'number' ? new Date(cursor.v) : cursor.v, id: cursor.id } : null,
    limit: query.limit + 1,
  });
  const byTime = sort === 'newest' || sort === 'oldest';
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ s: sort, v: byTime ? last.createdAt.getTime() : last.nameKey, id: last.id }) : null;
  return { guests: page, nextCursor };
}
