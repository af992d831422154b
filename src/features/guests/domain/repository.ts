// The guests' SQL (issue 29 item 4): guests with their household's name and tags, households, the
// seat and status counts, the couple's writes (add, change, delete, import) and the writes of an
// answer to a guest's row. One portable implementation for both engines; every call joins the
// caller's store transaction.
import { and, asc, count, eq, sql as raw } from 'drizzle-orm';
import type { GuestRow } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { newId } from '../../../shared/ids';
import { withHousehold, type GuestWithHousehold } from '../queries/guests';
import { guestPageQuery, type GuestPage, type GuestPageFilter } from './guest-page-repository';

export type GuestChanges = Partial<Omit<GuestRow, 'id' | 'weddingId' | 'createdAt'>>;
export type NewGuestRow = Omit<GuestChanges, 'updatedAt'> & { weddingId: string; name: string; nameKey: string; createdAt: Date; updatedAt: Date };

export interface GuestCounts {
  total: number;
  plusOnes: number;
  Awaiting: number;
  Accepted: number;
  Declined: number;
}

/** Rows per INSERT of an import: well under both engines' bound-parameter limits (about 15 columns a row). */
const INSERT_CHUNK = 500;

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
  /** One page of the couple's list (search, status, tag, sort, keyset); `limit + 1` rows tell whether more follow. */
  page(weddingId: string, filter: GuestPageFilter): Promise<GuestPage>;
  /** Seats taken: one per guest plus one per allowed plus-one. */
  seatsUsed(weddingId: string): Promise<number>;
  /** Guests by status and the plus-ones allowed. */
  counts(weddingId: string): Promise<GuestCounts>;
  /** Name key + e-mail of every guest of the wedding (duplicate detection). */
  identities(weddingId: string): Promise<{ id: string; nameKey: string; email: string | null }[]>;
  /** The wedding's households (id, name, tags), oldest first. */
  households(weddingId: string): Promise<{ id: string; name: string; tags: string[] }[]>;
  /** New households, ids in the order of the names. */
  addHouseholds(weddingId: string, names: string[]): Promise<string[]>;
  setHouseholdTags(weddingId: string, householdId: string, tags: string[]): Promise<void>;
  /** New guests (chunked INSERTs inside one transaction), ids in the order given. */
  insert(rows: NewGuestRow[]): Promise<string[]>;
  /** Changes a guest of this wedding; false when there is none. */
  change(weddingId: string, guestId: string, changes: GuestChanges): Promise<boolean>;
  /** Deletes a guest of this wedding; false when there is none. */
  remove(weddingId: string, guestId: string): Promise<boolean>;
  /** Households nobody belongs to any more. */
  deleteEmptyHouseholds(weddingId: string): Promise<void>;
  /** Events that named this guest no longer do. */
  forgetInvitedGuest(weddingId: string, guestId: string): Promise<void>;
}

export function guestsRepository(store: DataStore): GuestsRepository {
  const { t, sql, transaction } = portable(store);
  const { guests, households, weddingEvents } = t;
  const columns = { guest: guests, householdName: households.name, householdTags: households.tags };
  const page = guestPageQuery(store);
  /** Counted by count(): one per guest allowed a plus-one (a boolean on PostgreSQL, 0/1 on SQLite). */
  const plusOneAllowed = raw`case when ${guests.plusOneAllowed} then 1 end`;
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
    page,
    seatsUsed: async (weddingId) => {
      const row = first(
        await sql()
          .select({ guests: count(), plusOnes: count(plusOneAllowed) })
          .from(guests)
          .where(eq(guests.weddingId, weddingId)),
      );
      return (row?.guests ?? 0) + (row?.plusOnes ?? 0);
    },
    counts: async (weddingId) => {
      const rows = await sql()
        .select({ status: guests.status, n: count(), plusOnes: count(plusOneAllowed) })
        .from(guests)
        .where(eq(guests.weddingId, weddingId))
        .groupBy(guests.status);
      const byStatus = new Map(rows.map((row) => [row.status, row.n]));
      return {
        total: rows.reduce((total, row) => total + row.n, 0),
        plusOnes: rows.reduce((total, row) => total + row.plusOnes, 0),
        Awaiting: byStatus.get('Awaiting') ?? 0,
        Accepted: byStatus.get('Accepted') ?? 0,
        Declined: byStatus.get('Declined') ?? 0,
      };
    },
    identities: (weddingId) =>
      sql().select({ id: guests.id, nameKey: guests.nameKey, email: guests.email }).from(guests).where(eq(guests.weddingId, weddingId)),
    households: (weddingId) =>
      sql()
        .select({ id: households.id, name: households.name, tags: households.tags })
        .from(households)
        .where(eq(households.weddingId, weddingId))
        .orderBy(asc(households.createdAt), asc(households.id)),
    addHouseholds: async (weddingId, names) => {
      const rows = names.map((name) => ({ id: newId(), weddingId, name }));
      if (rows.length > 0) await transaction(async () => void (await sql().insert(households).values(rows)));
      return rows.map((row) => row.id);
    },
    setHouseholdTags: (weddingId, householdId, tags) =>
      transaction(async () => {
        await sql()
          .update(households)
          .set({ tags })
          .where(and(eq(households.weddingId, weddingId), eq(households.id, householdId)));
      }),
    insert: async (rows) => {
      const withIds = rows.map((row) => ({ ...row, id: newId() }));
      await transaction(async () => {
        for (let start = 0; start < withIds.length; start += INSERT_CHUNK)
          await sql()
            .insert(guests)
            .values(withIds.slice(start, start + INSERT_CHUNK));
      });
      return withIds.map((row) => row.id);
    },
    change: (weddingId, guestId, changes) =>
      transaction(async () => {
        const changed = await sql()
          .update(guests)
          .set(changes)
          .where(and(eq(guests.weddingId, weddingId), eq(guests.id, guestId)))
          .returning({ id: guests.id });
        return changed.length > 0;
      }),
    remove: (weddingId, guestId) =>
      transaction(async () => {
        const removed = await sql()
          .delete(guests)
          .where(and(eq(guests.weddingId, weddingId), eq(guests.id, guestId)))
          .returning({ id: guests.id });
        return removed.length > 0;
      }),
    deleteEmptyHouseholds: (weddingId) =>
      transaction(async () => {
        await sql()
          .delete(households)
          .where(and(eq(households.weddingId, weddingId), raw`not exists (select 1 from ${guests} where ${guests.householdId} = ${households.id})`));
      }),
    forgetInvitedGuest: (weddingId, guestId) =>
      transaction(async () => {
        const events = await sql()
          .select({ id: weddingEvents.id, inviteGuestIds: weddingEvents.inviteGuestIds })
          .from(weddingEvents)
          .where(eq(weddingEvents.weddingId, weddingId));
        for (const event of events) {
          if (!event.inviteGuestIds.includes(guestId)) continue;
          await sql()
            .update(weddingEvents)
            .set({ inviteGuestIds: event.inviteGuestIds.filter((id) => id !== guestId) })
            .where(eq(weddingEvents.id, event.id));
        }
      }),
  };
}
