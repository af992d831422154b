/**
 * Each person's RSVP notice e-mails (issue 23 item 7): every member of a wedding chooses for
 * themselves whether a guest's answer is e-mailed to them. Until they choose, the owner and the
 * partner get them and the others (planner, viewer, caterer) do not. The wedding's RSVP setting
 * "notify the couple" still turns them off for everyone. The SQL is in ./notices-repository.ts
 * (./notices-repository.memory.ts in the unit tests); other features ask ./notice-recipients.ts.
 */
import type { WeddingRole } from '../../../core/auth/role-rules';
import type { NoticesRepository } from './notices-repository';

const ON_BY_DEFAULT: ReadonlySet<WeddingRole> = new Set<WeddingRole>(['owner', 'partner']);

export function rsvpNoticesByDefault(role: WeddingRole): boolean {
  return ON_BY_DEFAULT.has(role);
}

/** Whether this person gets the wedding's RSVP notices: their choice, else their role's default. */
export async function rsvpNoticesOf(notices: NoticesRepository, weddingId: string, userId: string, role: WeddingRole): Promise<boolean> {
  return (await notices.choice(weddingId, userId)) ?? rsvpNoticesByDefault(role);
}

export async function chooseRsvpNotices(
  notices: NoticesRepository,
  weddingId: string,
  userId: string,
  rsvpNotices: boolean,
): Promise<{ rsvpNotices: boolean }> {
  await notices.choose(weddingId, userId, rsvpNotices);
  return { rsvpNotices };
}

/** Who a guest's answer is e-mailed to: each member whose choice (or role's default) is on. */
export async function noticeRecipients(notices: NoticesRepository, weddingId: string): Promise<{ id: string; email: string; name: string }[]> {
  const people = await notices.people(weddingId);
  return people
    .filter((person) => person.rsvpNotices ?? rsvpNoticesByDefault(person.memberRole ?? 'owner'))
    .map(({ id, email, name }) => ({ id, email, name }));
}
