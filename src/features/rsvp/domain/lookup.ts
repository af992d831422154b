import type { DataStore } from '../../../core/db/store/store';
import { guestsRepository } from '../../guests';
import { matchGuest, type MatchResult } from './match';

/** Matches a typed name against every guest of the wedding (at most 350). */
export async function findGuestByName(store: DataStore, weddingId: string, typed: string): Promise<MatchResult> {
  return matchGuest(typed, await guestsRepository(store).names(weddingId));
}
