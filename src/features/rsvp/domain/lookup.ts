import { matchGuest, type MatchResult } from './match';
import type { RsvpRepositories } from './repositories';

/** Matches a typed name against every guest of the wedding (at most 350). */
export async function findGuestByName(repos: Pick<RsvpRepositories, 'guests'>, weddingId: string, typed: string): Promise<MatchResult> {
  return matchGuest(typed, await repos.guests.names(weddingId));
}
