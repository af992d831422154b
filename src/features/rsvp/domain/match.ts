// Finding a guest by the name they type. Guests type names the way they write them, not the way
// the couple did: case, accents, spacing, punctuation and one slip of the finger must not matter.
// But the answer is one household or nothing: a list of near names would tell a stranger who is
// invited. So a match needs the whole name (first and last), a typo is tolerated only on names
// long enough that one edit cannot turn one guest into another, and when the best matches belong
// to more than one household the answer is "ambiguous", which the caller shows as "not found".
import { nameKey } from '../../../shared/guests/names';

/** Typo tolerance starts at this many characters (e.g. 'ann lee'). */
export const TYPO_MIN_LENGTH = 7;

export interface MatchCandidate {
  guestId: string;
  householdId: string | null;
  name: string;
}

export type MatchResult = { kind: 'match'; guestId: string } | { kind: 'none' } | { kind: 'ambiguous' };

/** The name key with punctuation as spaces: "O'Brien-Smith" and "obrien smith" agree. */
export function matchKey(name: string): string {
  return nameKey(name)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insert, delete, substitute, swap two
 * neighbours), computed only up to `max`: anything further returns max + 1.
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]![b.length]!, max + 1);
}

/** The full key and, with middle names, first + last. */
function variants(key: string): string[] {
  const words = key.split(' ');
  return words.length >= 3 ? [key, `${words[0]} ${words.at(-1)}`] : [key];
}

/** 0 the same name, 1 the same first and last name, 2 one typo apart, null no match. */
export function nameScore(query: string, guest: string): number | null {
  if (query === '' || guest === '') return null;
  if (query === guest) return 0;
  // A first name alone is not enough (unless the couple listed the guest under one name).
  if (!query.includes(' ') || !guest.includes(' ')) return null;
  const ours = variants(guest);
  const theirs = variants(query);
  if (ours.some((a) => theirs.includes(a))) return 1;
  for (const a of ours) {
    for (const b of theirs) {
      if (a.length >= TYPO_MIN_LENGTH && b.length >= TYPO_MIN_LENGTH && editDistance(a, b, 1) <= 1) return 2;
    }
  }
  return null;
}

/** The one household whose guest best matches the typed name, or none / ambiguous. */
export function matchGuest(typed: string, candidates: MatchCandidate[]): MatchResult {
  const query = matchKey(typed);
  if (query === '') return { kind: 'none' };
  let bestScore = Infinity;
  let best: MatchCandidate[] = [];
  for (const candidate of candidates) {
    const score = nameScore(query, matchKey(candidate.name));
    if (score === null || score > bestScore) continue;
    if (score < bestScore) {
      bestScore = score;
      best = [];
    }
    best.push(candidate);
  }
  if (best.length === 0) return { kind: 'none' };
  const households = new Set(best.map((c) => c.householdId ?? `guest:${c.guestId}`));
  if (households.size > 1) return { kind: 'ambiguous' };
  return { kind: 'match', guestId: best[0]!.guestId };
}
