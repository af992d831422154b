// @deprecated The guest list's synchronous add on the SQLite Db, for the features not converted yet
// (issue 29 item 4): the seed, the RSVP's guest requests and the special requests' visitors add guests
// inside their own synchronous transactions. The rules are guest-list.ts's (same values, same errors);
// only the reads and writes are better-sqlite3's. Remove when those callers use addGuest(repository, …).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { guests, households } from '../../../core/db/schema';
import { duplicateKey, nameKey, tidyName } from '../../../shared/guests/names';
import type { NewGuestInput } from '../../../shared/guests/schemas';
import { findGuest, guestIdentities, seatsUsed, type DbOrTx, type GuestWithHousehold } from '../queries/guests';
import { duplicateError, limitError, newGuestValues, type GuestListOwner } from './guest-list';
import { guestLimitFor, seatsOf } from './limits';

function householdIdFor(db: DbOrTx, weddingId: string, name: string): string {
  const key = nameKey(name);
  const existing = db.select({ id: households.id, name: households.name }).from(households).where(eq(households.weddingId, weddingId)).all();
  const match = existing.find((h) => nameKey(h.name) === key);
  if (match) return match.id;
  return db
    .insert(households)
    .values({ weddingId, name: tidyName(name) })
    .returning({ id: households.id })
    .get().id;
}

/** @deprecated legacy synchronous add for features not converted yet (issue 29 item 4): use addGuest(repository, …). */
export function addGuestSync(db: Db, owner: GuestListOwner, input: NewGuestInput, now = new Date()): GuestWithHousehold {
  return db.transaction(
    (tx) => {
      const used = seatsUsed(tx, owner.weddingId);
      if (used + seatsOf({ plusOneAllowed: input.plusOneAllowed ?? Boolean(input.plusOneName) }) > guestLimitFor(owner.role)) throw limitError(owner, used);
      const key = duplicateKey(input.name, input.email);
      if (guestIdentities(tx, owner.weddingId).some((g) => duplicateKey(g.nameKey, g.email) === key)) throw duplicateError(input.email);
      const householdId = input.household ? householdIdFor(tx, owner.weddingId, input.household) : null;
      if (householdId && input.householdTags !== undefined)
        tx.update(households)
          .set({ tags: input.householdTags })
          .where(and(eq(households.weddingId, owner.weddingId), eq(households.id, householdId)))
          .run();
      const { id } = tx
        .insert(guests)
        .values(newGuestValues(owner.weddingId, input, householdId, now))
        .returning({ id: guests.id })
        .get();
      return findGuest(tx, owner.weddingId, id)!;
    },
    { behavior: 'immediate' },
  );
}
