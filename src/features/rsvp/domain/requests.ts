// Notes from visitors who could not find themselves on the RSVP page. The couple approves one
// (the guest is added like any other, so the plan's limit and the duplicate rule apply) or
// dismisses it. A repeated note (same name and e-mail, still pending) is not stored twice.
import { UserError } from '../../../core/errors';
import { duplicateKey } from '../../../shared/guests/names';
import type { GuestRequestInput } from '../../../shared/rsvp/schemas';
import { appText } from '../../../shared/i18n/app';
import type { GuestRequestRow } from './requests-repository';
import { translator } from '../../../shared/i18n';
import type { RsvpRepositories } from './repositories';

export type { GuestRequestRow };

type Requests = Pick<RsvpRepositories, 'requests'>;

/** A wedding keeps at most this many pending notes; more are refused until the couple catches up. */
export const PENDING_REQUESTS_MAX = 200;

export function requestJson(row: GuestRequestRow) {
  return { id: row.id, name: row.name, email: row.email, message: row.message, status: row.status, createdAt: row.createdAt.toISOString() };
}

export function pendingRequests(repos: Requests, weddingId: string): Promise<GuestRequestRow[]> {
  return repos.requests.pending(weddingId);
}

/** Stores the note, or finds the same pending one (its message updated): read and written in one transaction. */
export function createGuestRequest(repos: Requests, weddingId: string, input: GuestRequestInput): Promise<GuestRequestRow> {
  const { requests } = repos;
  return requests.transaction(async () => {
    const pending = await requests.pending(weddingId);
    const key = duplicateKey(input.name, input.email);
    const same = pending.find((row) => duplicateKey(row.name, row.email) === key);
    if (same) return input.message && input.message !== same.message ? requests.setMessage(same.id, input.message) : same;
    if (pending.length >= PENDING_REQUESTS_MAX) throw new UserError('rsvp.notes-waiting', translator('en')('rsvp.error.notesWaiting'));
    return requests.insert(weddingId, { name: input.name, email: input.email ?? null, message: input.message || null });
  });
}

/** Moves a pending note to `to`; refused when the wedding has no such pending note. */
export async function claimRequest(repos: Requests, weddingId: string, id: string, to: 'approved' | 'dismissed'): Promise<GuestRequestRow> {
  const row = await repos.requests.claim(weddingId, id, to);
  if (!row) throw new UserError('rsvp.note-not-found', appText('rsvp.request.notFound'));
  return row;
}

export async function dismissGuestRequest(repos: Requests, weddingId: string, id: string): Promise<void> {
  await claimRequest(repos, weddingId, id, 'dismissed');
}
