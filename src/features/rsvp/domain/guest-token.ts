// A guest known by their personal token (the RSVP link's), and the RSVP's guest as the API returns it with that token.
import type { DataStore } from '../../../core/db/store/store';
import { guestIdOfToken, guestsRepository, rsvpToken, rsvpTokenMatches, type GuestWithHousehold } from '../../guests';
import type { HouseholdView } from './household';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

/** The guest a personal token belongs to, when it is valid for this wedding now. */
export async function guestOfToken(store: DataStore, config: SecretConfig, weddingId: string, token: string): Promise<GuestWithHousehold | null> {
  const guestId = guestIdOfToken(token);
  if (!guestId) return null;
  const guest = await guestsRepository(store).find(weddingId, guestId);
  if (!guest || !rsvpTokenMatches(config, guest, token)) return null;
  return guest;
}

/** `guest` of GET/PATCH /{public|private}/{id}/rsvp: the respondent with the household members. */
export function rsvpGuestJson(config: SecretConfig, view: HouseholdView) {
  const self = view.members[0]!;
  return {
    guestId: self.guestId,
    name: self.name,
    token: rsvpToken(config, view.respondent),
    household: view.householdName,
    status: self.status,
    plusOneAllowed: self.plusOneAllowed,
    plusOneName: self.plusOneName,
    plusOneStatus: self.plusOneStatus,
    answers: self.answers,
    plusOneAnswers: self.plusOneAnswers ?? {},
    householdAnswers: view.householdAnswers,
    responded: self.responded,
    locked: self.locked,
    members: view.members,
    /** The events the household answers for (each member's `eventIds` and `events` answers). */
    events: view.events,
  };
}
