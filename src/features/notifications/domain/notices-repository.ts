// Each member's choice of RSVP notice e-mails (issue 23 item 7): member_notices, one row per person
// who chose; no row means the role's default. One portable implementation for SQLite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import type { MemberRole } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';

export interface NoticePerson {
  id: string;
  email: string;
  name: string;
  /** null for the owner. */
  memberRole: MemberRole | null;
  /** Their own choice; null when they never chose (the role's default applies). */
  rsvpNotices: boolean | null;
}

export interface NoticesRepository {
  choice(weddingId: string, userId: string): Promise<boolean | null>;
  choose(weddingId: string, userId: string, rsvpNotices: boolean): Promise<void>;
  /** The wedding's owner and members with their choices. */
  people(weddingId: string): Promise<NoticePerson[]>;
}

export function noticesRepository(store: DataStore): NoticesRepository {
  const { t, sql, transaction } = portable(store);
  const { memberNotices, weddings, weddingMembers, users } = t;
  const ofPerson = (weddingId: string, userId: string) => and(eq(memberNotices.weddingId, weddingId), eq(memberNotices.userId, userId));
  return {
    choice: async (weddingId, userId) =>
      first(await sql().select({ on: memberNotices.rsvpNotices }).from(memberNotices).where(ofPerson(weddingId, userId)))?.on ?? null,
    choose: (weddingId, userId, rsvpNotices) =>
      transaction(async () => {
        await sql()
          .insert(memberNotices)
          .values({ weddingId, userId, rsvpNotices, updatedAt: new Date() })
          .onConflictDoUpdate({ target: [memberNotices.weddingId, memberNotices.userId], set: { rsvpNotices, updatedAt: new Date() } });
      }),
    people: async (weddingId) => {
      const person = { id: users.id, email: users.email, name: users.name, rsvpNotices: memberNotices.rsvpNotices };
      const owner = await sql()
        .select(person)
        .from(weddings)
        .innerJoin(users, eq(users.id, weddings.ownerId))
        .leftJoin(memberNotices, and(eq(memberNotices.weddingId, weddings.id), eq(memberNotices.userId, users.id)))
        .where(eq(weddings.id, weddingId));
      const members = await sql()
        .select({ ...person, memberRole: weddingMembers.role })
        .from(weddingMembers)
        .innerJoin(users, eq(users.id, weddingMembers.userId))
        .leftJoin(memberNotices, and(eq(memberNotices.weddingId, weddingMembers.weddingId), eq(memberNotices.userId, users.id)))
        .where(eq(weddingMembers.weddingId, weddingId));
      return [...owner.map((row) => ({ ...row, memberRole: null })), ...members];
    },
  };
}
