/**
 * Each person's RSVP notice e-mails (issue 23 item 7): every member of a wedding chooses for
 * themselves whether a guest's answer is e-mailed to them. Until they choose, the owner and the
 * partner get them and the others (planner, viewer, caterer) do not. The wedding's RSVP setting
 * "notify the couple" still turns them off for everyone. The SQL is in ./notices-repository.ts.
 */
import type { WeddingRole } from '../../../core/auth/role-rules';
import type { DataStore } from '../../../core/db/store/store';
import { noticesRepository } from './notices-repository';

const ON_BY_DEFAULT: ReadonlySet<WeddingRole> = new Set<WeddingRole>(['owner', 'partner']);

export function rsvpNoticesByDefault(role: WeddingRole): boolean {
  return ON_BY_DEFAULT.has(role);
}

/** Whether this person gets the wedding's RSVP notices: their choice, else their role's default. */
export async function rsvpNoticesOf(store: DataStore, weddingId: string, userId: string, role: WeddingRole): Promise<boolean> {
  return (await noticesRepository(store).choice(weddingId, userId)) ?? rsvpNoticesByDefault(role);
}

export async function chooseRsvpNotices(store: DataStore, weddingId: string, userId: string, rsvpNotices: boolean): Promise<{ rsvpNotices: boolean }> {
  await noticesRepository(store).choose(weddingId, userId, rsvpNotices);
  return { rsvpNotices };
}

/** Who a guest's answer is e-mailed to: each member whose choice (or role's default) is on. */
export async function rsvpNoticeRecipients(store: DataStore, weddingId: string): Promise<{ id: string; email: string; name: string }[]> {
  const people = await noticesRepository(store).people(weddingId);
  return people
    .filter((person) => person.rsvpNotices ?? rsvpNoticesByDefault(person.memberRole ?? 'owner'))
    .map(({ id, email, name }) => ({ id, email, name }));
}
