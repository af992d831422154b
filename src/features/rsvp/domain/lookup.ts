import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../guests';
import { guests } from '../../../core/db/schema';
import { matchGuest, type MatchResult } from './match';

/** Matches a typed name against every guest of the wedding (at most 350). */
export function findGuestByName(db: DbOrTx, weddingId: string, typed: string): MatchResult {
  const candidates = db
    .select({ guestId: guests.id, householdId: guests.householdId, name: guests.name })
    .from(guests)
    .where(eq(guests.weddingId, weddingId))
    .all();
  return matchGuest(typed, candidates);
}
