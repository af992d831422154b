// A guest finding their invitation by name, with its limits (src/core/rate-limit): one client
// waits after too many lookups (per address, IPv6 per /64); the wedding's ceiling over all
// addresses never refuses: once it is full the wedding is under attack and a name alone finds
// nothing; the guest is asked for the e-mail address their invitation went to as well, and the
// two must belong to the same household (issue 28 item 14). A guesser has names at best.
import type { DataStore } from '../../../core/db/store/store';
import { guestLimitState, lookupBuckets, RateLimitedError, recordFailure, throttledMessage } from '../../../core/rate-limit';
import { rsvpRepositories } from './repositories';
import { findGuestByName } from './lookup';
import { matchKey } from './match';

export type GuestLookup =
  | { kind: 'match'; guestId: string }
  /** Not found, more than one household, or (under attack) an e-mail not of that household: all read the same. */
  | { kind: 'none' }
  /** One word typed and nothing found: ask for the whole name (issue 22 item 15). */
  | { kind: 'full-name' }
  /** Under attack and no e-mail given: ask for it (nothing looked up, nothing counted). */
  | { kind: 'email-needed' };

/** Does the household of this guest (or the guest alone) have this e-mail address? */
async function householdHasEmail(store: DataStore, weddingId: string, guestId: string, email: string): Promise<boolean> {
  const wanted = email.trim().toLowerCase();
  if (wanted === '') return false;
  const repos = rsvpRepositories(store);
  const guest = await repos.guests.find(weddingId, guestId);
  return guest ? repos.rsvp.householdHasEmail(weddingId, guest, wanted) : false;
}

/** Throws RateLimitedError (429) when this client must wait. */
export async function lookupGuest(
  store: DataStore,
  weddingId: string,
  clientIp: string | undefined,
  typed: { name: string; email?: string },
  now = Date.now(),
): Promise<GuestLookup> {
  const buckets = lookupBuckets(weddingId, clientIp);
  const { wait, underAttack } = await guestLimitState(store, buckets, now);
  if (wait > 0) throw new RateLimitedError('rsvp.lookup-rate-limited', throttledMessage(wait), wait);
  const email = typed.email?.trim() ?? '';
  if (underAttack && email === '') return { kind: 'email-needed' };
  // Every lookup counts, found or not: a hit tells a guesser as much as a miss.
  await recordFailure(store, buckets, now);
  const match = await findGuestByName(rsvpRepositories(store), weddingId, typed.name);
  if (match.kind === 'match' && (!underAttack || (await householdHasEmail(store, weddingId, match.guestId, email)))) return match;
  return matchKey(typed.name).includes(' ') ? { kind: 'none' } : { kind: 'full-name' };
}
