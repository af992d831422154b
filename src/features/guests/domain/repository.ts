// The guests' SQL (issue 29 item 4): guests with their household's name and tags, a household's
// members, and the writes of an answer to a guest's row. One portable implementation for both
// engines; every call joins the caller's store transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { GuestRow } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { withHousehold, type GuestWithHousehold } from '../queries/guests';

export type GuestChanges = Partial<Omit<GuestRow, 'id' | 'weddingId' | 'createdAt'>>;

export interface GuestsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  find(weddingId: string, guestId: string): Promise<GuestWithHousehold | undefined>;
  /** The household's members, oldest first. */
  householdMembers(weddingId: string, householdId: string): Promise<GuestRow[]>;
  /** Every guest of the wedding with their household, oldest first. */
  all(weddingId: string): Promise<GuestWithHousehold[]>;
  /** Guest id, household and name of every guest of the wedding (finding a guest by name). */
  names(weddingId: string): Promise<{ guestId: string; householdId: string | null; name: string }[]>;
  update(guestId: string, changes: GuestChanges): Promise<void>;
}

export function guestsRepository(store: DataStore): GuestsRepository {
  const { t, sql, transaction } = portable(store);
  const { guests, households } = t;
  const columns = { guest: guests, householdName: households.name, householdTags: households.tags };
  return {
    transaction,
    find: async (weddingId, guestId) => {
      const row = first(
        await sql()
          .select(columns)
          .from(guests)
          .leftJoin(households, eq(households.id, guests.householdId))
          .where(and(eq(guests.weddingId, weddingId), eq(guests.id, guestId))),
      );
      return row ? withHousehold(row) : undefined;
    },
    householdMembers: (weddingId, householdId) =>
      sql()
        .select()
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), eq(guests.householdId, householdId)))
        .orderBy(asc(guests.createdAt), asc(guests.id)),
    all: async (weddingId) =>
      (
        await sql()
          .select(columns)
          .from(guests)
          .leftJoin(households, eq(households.id, guests.householdId))
          .where(eq(guests.weddingId, weddingId))
          .orderBy(asc(guests.createdAt), asc(guests.id))
      ).map(withHousehold),
    names: (weddingId) =>
      sql().select({ guestId: guests.id, householdId: guests.householdId, name: guests.name }).from(guests).where(eq(guests.weddingId, weddingId)),
    update: (guestId, changes) =>
      transaction(async () => {
        await sql().update(guests).set(changes).where(eq(guests.id, guestId));
      }),
  };
}
