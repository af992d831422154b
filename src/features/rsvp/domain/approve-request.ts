// A visitor's note approved: they join the guest list (requests.ts has the notes' other rules).
import { addGuestToList, type GuestListOwner, type GuestWithHousehold } from '../../guests';
import { NOTES_MAX } from '../../../shared/guests/schemas';
import type { RsvpRepositories } from './repositories';
import { claimRequest } from './requests';

/**
 * Adds the visitor as a guest through the guest list's own add (their note becomes the guest's notes)
 * and closes the request, in one transaction: over the limit or already listed, the request stays
 * pending for the couple to decide again.
 */
export function approveGuestRequest(
  repos: RsvpRepositories,
  owner: GuestListOwner,
  id: string,
  options: { household?: string | null } = {},
): Promise<GuestWithHousehold> {
  return repos.requests.transaction(async () => {
    const row = await claimRequest(repos, owner.weddingId, id, 'approved');
    return addGuestToList(repos.guests, owner, {
      name: row.name,
      email: row.email,
      household: options.household ?? null,
      notes: row.message ? row.message.slice(0, NOTES_MAX) : null,
    });
  });
}
