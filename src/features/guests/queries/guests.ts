// @deprecated The guests' synchronous reads on the SQLite Db, for the features not converted yet (issue 29
// item 4: the RSVP gate and summary, special requests, events' legacy path, the campaign send). The guests
// feature itself reads through its repository (domain/repository.ts).
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { guests, households, type GuestRow } from '../../../core/db/schema';

/** Db or a transaction of it: the queries below run in both. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** A guest with their household's name and tags (the tags every member carries; absent where not read). */
export type GuestWithHousehold = GuestRow & { householdName: string | null; householdTags?: string[] };

/** Select these with a left join on households, then map the rows with withHousehold. */
export const guestColumns = { guest: guests, householdName: households.name, householdTags: households.tags };

export function withHousehold(row: { guest: GuestRow; householdName: string | null; householdTags?: string[] | null }): GuestWithHousehold {
  return { ...row.guest, householdName: row.householdName, householdTags: row.householdTags ?? [] };
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

/** Name key + e-mail of every guest of the wedding (duplicate detection). */
export function guestIdentities(db: DbOrTx, weddingId: string) {
  return db.select({ id: guests.id, nameKey: guests.nameKey, email: guests.email }).from(guests).where(eq(guests.weddingId, weddingId)).all();
}
