// Notes from visitors who could not find themselves on the RSVP page. The couple approves one
// (the guest is added like any other, so the plan's limit and the duplicate rule apply) or
// dismisses it. A repeated note (same name and e-mail, still pending) is not stored twice.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import type { DbOrTx, GuestWithHousehold } from '../../guests';
import { guestRequests } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { addGuest, type GuestListOwner } from '../../guests';
import { duplicateKey } from '../../../shared/guests/names';
import { NOTES_MAX } from '../../../shared/guests/schemas';
import type { GuestRequestInput } from '../../../shared/rsvp/schemas';
import { REQUEST_NOT_FOUND } from '../../../shared/rsvp/texts';

/** A wedding keeps at most this many pending notes; more are refused until the couple catches up. */
export const PENDING_REQUESTS_MAX = 200;

export type GuestRequestRow = typeof guestRequests.$inferSelect;

export function requestJson(row: GuestRequestRow) {
  return { id: row.id, name: row.name, email: row.email, message: row.message, status: row.status, createdAt: row.createdAt.toISOString() };
}

export function pendingRequests(db: DbOrTx, weddingId: string): GuestRequestRow[] {
  return db
    .select()
    .from(guestRequests)
    .where(and(eq(guestRequests.weddingId, weddingId), eq(guestRequests.status, 'pending')))
    .orderBy(desc(guestRequests.createdAt))
    .all();
}

export function createGuestRequest(db: Db, weddingId: string, input: GuestRequestInput): GuestRequestRow {
  return db.transaction(
    (tx) => {
      const pending = pendingRequests(tx, weddingId);
      const key = duplicateKey(input.name, input.email);
      const same = pending.find((row) => duplicateKey(row.name, row.email) === key);
      if (same) {
        if (input.message && input.message !== same.message) {
          return tx.update(guestRequests).set({ message: input.message }).where(eq(guestRequests.id, same.id)).returning().get();
        }
        return same;
      }
      if (pending.length >= PENDING_REQUESTS_MAX)
        throw new UserError('rsvp.notes-waiting', 'The couple has many notes waiting already. Please contact them directly.');
      return tx
        .insert(guestRequests)
        .values({ weddingId, name: input.name, email: input.email ?? null, message: input.message || null })
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
}

function claim(db: Db, weddingId: string, id: string, to: 'approved' | 'dismissed'): GuestRequestRow {
  const row = db
    .update(guestRequests)
    .set({ status: to })
    .where(and(eq(guestRequests.weddingId, weddingId), eq(guestRequests.id, id), eq(guestRequests.status, 'pending')))
    .returning()
    .get();
  if (!row) throw new UserError('rsvp.note-not-found', REQUEST_NOT_FOUND);
  return row;
}

/** Adds the visitor as a guest (their note becomes the guest's notes) and closes the request. */
export function approveGuestRequest(db: Db, owner: GuestListOwner, id: string, options: { household?: string | null } = {}): GuestWithHousehold {
  const row = claim(db, owner.weddingId, id, 'approved');
  try {
    return addGuest(db, owner, {
      name: row.name,
      email: row.email,
      household: options.household ?? null,
      notes: row.message ? row.message.slice(0, NOTES_MAX) : null,
    });
  } catch (error) {
    // Over the limit or already listed: the request stays for the couple to decide again.
    db.update(guestRequests).set({ status: 'pending' }).where(eq(guestRequests.id, id)).run();
    throw error;
  }
}

export function dismissGuestRequest(db: Db, weddingId: string, id: string) {
  claim(db, weddingId, id, 'dismissed');
}
