// Notes from visitors who could not find themselves on the RSVP page. The couple approves one
// (the guest is added like any other, so the plan's limit and the duplicate rule apply) or
// dismisses it. A repeated note (same name and e-mail, still pending) is not stored twice.
import type { DataStore } from '../../../core/db/store/store';
import type { GuestWithHousehold } from '../../guests';
import { UserError } from '../../../core/errors';
import { addGuestToList, guestsRepository, type GuestListOwner } from '../../guests';
import { duplicateKey } from '../../../shared/guests/names';
import { NOTES_MAX } from '../../../shared/guests/schemas';
import type { GuestRequestInput } from '../../../shared/rsvp/schemas';
import { appText } from '../../../shared/i18n/app';
import { guestRequestsRepository, type GuestRequestRow } from './requests-repository';
import { translator } from '../../../shared/i18n';

export type { GuestRequestRow };

/** A wedding keeps at most this many pending notes; more are refused until the couple catches up. */
export const PENDING_REQUESTS_MAX = 200;

export function requestJson(row: GuestRequestRow) {
  return { id: row.id, name: row.name, email: row.email, message: row.message, status: row.status, createdAt: row.createdAt.toISOString() };
}

export function pendingRequests(store: DataStore, weddingId: string): Promise<GuestRequestRow[]> {
  return guestRequestsRepository(store).pending(weddingId);
}

/** Stores the note, or finds the same pending one (its message updated): read and written in one transaction. */
export function createGuestRequest(store: DataStore, weddingId: string, input: GuestRequestInput): Promise<GuestRequestRow> {
  const requests = guestRequestsRepository(store);
  return requests.transaction(async () => {
    const pending = await requests.pending(weddingId);
    const key = duplicateKey(input.name, input.email);
    const same = pending.find((row) => duplicateKey(row.name, row.email) === key);
    if (same) return input.message && input.message !== same.message ? requests.setMessage(same.id, input.message) : same;
    if (pending.length >= PENDING_REQUESTS_MAX) throw new UserError('rsvp.notes-waiting', translator('en')('rsvp.error.notesWaiting'));
    return requests.insert(weddingId, { name: input.name, email: input.email ?? null, message: input.message || null });
  });
}

async function claim(store: DataStore, weddingId: string, id: string, to: 'approved' | 'dismissed'): Promise<GuestRequestRow> {
  const row = await guestRequestsRepository(store).claim(weddingId, id, to);
  if (!row) throw new UserError('rsvp.note-not-found', appText('rsvp.request.notFound'));
  return row;
}

/**
 * Adds the visitor as a guest through the guest list's own add (their note becomes the guest's notes)
 * and closes the request, in one transaction: over the limit or already listed, the request stays
 * pending for the couple to decide again.
 */
export function approveGuestRequest(
  store: DataStore,
  owner: GuestListOwner,
  id: string,
  options: { household?: string | null } = {},
): Promise<GuestWithHousehold> {
  return guestRequestsRepository(store).transaction(async () => {
    const row = await claim(store, owner.weddingId, id, 'approved');
    return addGuestToList(guestsRepository(store), owner, {
      name: row.name,
      email: row.email,
      household: options.household ?? null,
      notes: row.message ? row.message.slice(0, NOTES_MAX) : null,
    });
  });
}

export async function dismissGuestRequest(store: DataStore, weddingId: string, id: string): Promise<void> {
  await claim(store, weddingId, id, 'dismissed');
}
