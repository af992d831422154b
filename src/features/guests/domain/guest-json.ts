import type { GuestWithHousehold } from '../queries/guests';
import { emailProblemOf } from '../../../shared/email/email-problem';
import { rsvpToken } from './rsvp-link';

type SecretConfig = { SESSION_SECRET?: string; dataDir: string };

/**
 * A guest as the owner's API returns it (product.md §3: guestId, name, optional email). The
 * status is passed through as stored; the page shows any value outside the three as ERROR.
 */
export function guestJson(config: SecretConfig, guest: GuestWithHousehold) {
  return {
    guestId: guest.id,
    name: guest.name,
    ...(guest.email ? { email: guest.email } : {}),
    status: guest.status,
    householdId: guest.householdId,
    household: guest.householdName,
    plusOneAllowed: guest.plusOneAllowed,
    plusOneName: guest.plusOneName,
    plusOneStatus: guest.plusOneStatus,
    notes: guest.notes,
    /** The guest's own tags, their household's, and all that apply (which events they are invited to). */
    tags: guest.tags,
    householdTags: guest.householdTags ?? [],
    unsubscribed: guest.unsubscribed,
    /** The guest's preferred language (a code such as 'es'), or null. */
    language: guest.language,
    /** 'bounced' or 'complained' while the provider's report is about the guest's current address. */
    emailProblem: emailProblemOf(guest),
    respondedAt: guest.respondedAt ? guest.respondedAt.toISOString() : null,
    createdAt: guest.createdAt.toISOString(),
    updatedAt: guest.updatedAt.toISOString(),
    /** The personal RSVP link's token: /{weddingUrl}/rsvp?token=… */
    rsvpToken: rsvpToken(config, guest),
  };
}
