// The current wedding (issue 23 item 3): a person may belong to several weddings; each session
// works on one (sessions.wedding_id, set by the switcher and by accepting an invitation). Without a
// choice, or when the chosen one is no longer theirs, it is the wedding they own, else the first they
// joined. Read on every request, so removing a member ends their access on their next request.
import type { WeddingRow } from '../db/schema';
import type { DataStore } from '../db/store/store';
import { membersRepository, type MembershipRow } from './members-repository';
import type { WeddingRole } from './role-rules';

export interface Membership {
  wedding: WeddingRow;
  role: WeddingRole;
}

function toMemberships(userId: string, rows: MembershipRow[]): Membership[] {
  return rows.flatMap(({ wedding, memberRole }) => {
    const role = wedding.ownerId === userId ? 'owner' : memberRole;
    return role ? [{ wedding, role }] : [];
  });
}

/** Every wedding the person belongs to, oldest first (the switcher's list). */
export async function listMemberships(store: DataStore, userId: string): Promise<Membership[]> {
  return toMemberships(userId, await membersRepository(store).of(userId));
}

/** The wedding this session works on, or undefined when the person belongs to none. */
export async function findCurrentMembership(store: DataStore, userId: string, chosenWeddingId: string | null): Promise<Membership | undefined> {
  const repository = membersRepository(store);
  if (chosenWeddingId) {
    const [chosen] = toMemberships(userId, await repository.of(userId, chosenWeddingId));
    if (chosen) return chosen;
  }
  const all = toMemberships(userId, await repository.of(userId));
  return all.find((membership) => membership.role === 'owner') ?? all[0];
}

/** Makes `weddingId` the session's current wedding (the caller has checked the person belongs to it). */
export async function chooseWedding(store: DataStore, sessionId: string, weddingId: string): Promise<void> {
  await membersRepository(store).choose(sessionId, weddingId);
}
