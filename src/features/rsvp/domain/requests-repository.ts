// The SQL of the visitors' notes (guest_requests, issue 29 item 4): one portable implementation for both
// engines; every call joins the caller's store transaction (a write outside one is a transaction of its own).
import { and, desc, eq } from 'drizzle-orm';
import type { guestRequests } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export type GuestRequestRow = typeof guestRequests.$inferSelect;

export interface GuestRequestsRepository {
  /** Runs `fn` as one transaction (the calls it makes join it). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** The wedding's pending notes, newest first. */
  pending(weddingId: string): Promise<GuestRequestRow[]>;
  insert(weddingId: string, values: { name: string; email: string | null; message: string | null }): Promise<GuestRequestRow>;
  setMessage(id: string, message: string): Promise<GuestRequestRow>;
  /** Moves a pending note of the wedding to `to`; undefined when there is none (unknown, or decided already). */
  claim(weddingId: string, id: string, to: 'approved' | 'dismissed'): Promise<GuestRequestRow | undefined>;
}

export function guestRequestsRepository(store: DataStore): GuestRequestsRepository {
  const { t, sql, transaction } = portable(store);
  const { guestRequests } = t;
  return {
    transaction,
    pending: (weddingId) =>
      sql()
        .select()
        .from(guestRequests)
        .where(and(eq(guestRequests.weddingId, weddingId), eq(guestRequests.status, 'pending')))
        .orderBy(desc(guestRequests.createdAt), desc(guestRequests.id)),
    insert: (weddingId, values) =>
      transaction(
        async () =>
          first(
            await sql()
              .insert(guestRequests)
              .values({ weddingId, ...values })
              .returning(),
          )!,
      ),
    setMessage: (id, message) =>
      transaction(async () => first(await sql().update(guestRequests).set({ message }).where(eq(guestRequests.id, id)).returning())!),
    claim: (weddingId, id, to) =>
      transaction(async () =>
        first(
          await sql()
            .update(guestRequests)
            .set({ status: to })
            .where(and(eq(guestRequests.weddingId, weddingId), eq(guestRequests.id, id), eq(guestRequests.status, 'pending')))
            .returning(),
        ),
      ),
  };
}
