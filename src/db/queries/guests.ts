import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { GuestListQuery, GuestSort } from '../../domain/guests/schemas';
import { nameKey } from '../../domain/guests/names';
import type { Db } from '../connection';
import { guests, households, rsvpAnswers, rsvpQuestions, type GuestRow } from '../schema';

/** Db or a transaction of it: the queries below run in both. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export type GuestWithHousehold = GuestRow & { householdName: string | null };

const guestColumns = { guest: guests, householdName: households.name };

function withHousehold(row: { guest: GuestRow; householdName: string | null }): GuestWithHousehold {
  return { ...row.guest, householdName: row.householdName };
}

export function findGuest(db: DbOrTx, weddingId: string, guestId: string): GuestWithHousehold | undefined {
  const row = db
    .select(guestColumns)
    .from(guests)
    .leftJoin(households, eq(households.id, guests.householdId))
    .where(and(eq(guests.weddingId, weddingId), eq(guests.id, guestId)))
    .get();
  return row ? withHousehold(row) : undefined;
}

/** Seats taken: one per guest plus one per allowed plus-one. */
export function seatsUsed(db: DbOrTx, weddingId: string): number {
  const row = db
    .select({ guests: count(), plusOnes: sql<number>`coalesce(sum(${guests.plusOneAllowed}), 0)` })
    .from(guests)
    .where(eq(guests.weddingId, weddingId))
    .get();
  return (row?.guests ?? 0) + Number(row?.plusOnes ?? 0);
}

export function countGuests(db: DbOrTx, weddingId: string) {
  const rows = db.select({ status: guests.status, n: count(), plusOnes: sql<number>`coalesce(sum(${guests.plusOneAllowed}), 0)` }).from(guests).where(eq(guests.weddingId, weddingId)).groupBy(guests.status).all();
  const byStatus = new Map(rows.map((row) => [row.status, row.n]));
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    plusOnes: rows.reduce((sum, row) => sum + Number(row.plusOnes), 0),
    Awaiting: byStatus.get('Awaiting') ?? 0,
    Accepted: byStatus.get('Accepted') ?? 0,
    Declined: byStatus.get('Declined') ?? 0,
  };
}

/** Name key + e-mail of every guest of the wedding (duplicate detection). */
export function guestIdentities(db: DbOrTx, weddingId: string) {
  return db.select({ id: guests.id, nameKey: guests.nameKey, email: guests.email }).from(guests).where(eq(guests.weddingId, weddingId)).all();
}

/** The wedding's household of that name (accents, case and spacing aside), created when new. */
export function householdIdFor(db: DbOrTx, weddingId: string, name: string): string {
  const key = nameKey(name);
  const existing = db.select({ id: households.id, name: households.name }).from(households).where(eq(households.weddingId, weddingId)).all();
  const match = existing.find((h) => nameKey(h.name) === key);
  if (match) return match.id;
  return db.insert(households).values({ weddingId, name: name.replace(/\s+/g, ' ').trim() }).returning({ id: households.id }).get().id;
}

/** Households nobody belongs to any more. */
export function deleteEmptyHouseholds(db: DbOrTx, weddingId: string) {
  db.delete(households)
    .where(and(eq(households.weddingId, weddingId), sql`not exists (select 1 from ${guests} where ${guests.householdId} = ${households.id})`))
    .run();
}

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
    rows.length > query.limit && last
      ? encodeCursor({ s: sort, v: column === guests.createdAt ? last.createdAt.getTime() : last.nameKey, id: last.id })
      : null;
  return { guests: page, nextCursor };
}

/** Every guest of the wedding, oldest first (export). */
export function allGuests(db: DbOrTx, weddingId: string): GuestWithHousehold[] {
  return db
    .select(guestColumns)
    .from(guests)
    .leftJoin(households, eq(households.id, guests.householdId))
    .where(eq(guests.weddingId, weddingId))
    .orderBy(asc(guests.createdAt), asc(guests.id))
    .all()
    .map(withHousehold);
}

export function rsvpQuestionsOf(db: DbOrTx, weddingId: string) {
  return db.select().from(rsvpQuestions).where(eq(rsvpQuestions.weddingId, weddingId)).orderBy(asc(rsvpQuestions.position), asc(rsvpQuestions.createdAt)).all();
}

/** Answers by guest id, then question id. */
export function answersOf(db: DbOrTx, guestIds: string[]): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  for (let i = 0; i < guestIds.length; i += 500) {
    const chunk = guestIds.slice(i, i + 500);
    for (const row of db.select().from(rsvpAnswers).where(inArray(rsvpAnswers.guestId, chunk)).all()) {
      if (!result.has(row.guestId)) result.set(row.guestId, new Map());
      result.get(row.guestId)!.set(row.questionId, row.value);
    }
  }
  return result;
}

export function householdNames(db: DbOrTx, weddingId: string): string[] {
  return db.select({ name: households.name }).from(households).where(eq(households.weddingId, weddingId)).orderBy(asc(households.name)).all().map((h) => h.name);
}
