// The members' and invitations' SQL (issue 23 items 2 and 5): one portable implementation for SQLite
// and PostgreSQL. The owner is weddings.owner_id; the other members are rows of wedding_members;
// pending invitations rows of wedding_invitations (the token's SHA-256 only).
import { and, asc, count, eq } from 'drizzle-orm';
import type { MemberRole, UserRow, WeddingInvitationRow, WeddingMemberRow, WeddingRow } from '../../../core/db/schema';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { newWeddingValues } from '../../weddings';

export interface MemberWithUser {
  member: WeddingMemberRow;
  user: Pick<UserRow, 'id' | 'name' | 'email'>;
}

export interface PlannersRepository {
  /** Runs `fn` as one transaction (SQLite IMMEDIATE, PostgreSQL SERIALIZABLE); the calls below join it. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  wedding(weddingId: string): Promise<WeddingRow | undefined>;
  user(userId: string): Promise<Pick<UserRow, 'id' | 'name' | 'email'> | undefined>;
  userByEmail(email: string): Promise<Pick<UserRow, 'id' | 'name' | 'email'> | undefined>;
  /** The wedding's members other than the owner, oldest first, with their names and addresses. */
  members(weddingId: string): Promise<MemberWithUser[]>;
  member(weddingId: string, memberId: string): Promise<WeddingMemberRow | undefined>;
  memberOfUser(weddingId: string, userId: string): Promise<WeddingMemberRow | undefined>;
  addMember(row: { weddingId: string; userId: string; role: MemberRole }): Promise<WeddingMemberRow>;
  setMemberRole(memberId: string, role: MemberRole): Promise<void>;
  removeMember(memberId: string): Promise<void>;
  /** Members (not the owner) plus pending invitations of the wedding. */
  seatsTaken(weddingId: string): Promise<number>;
  invitations(weddingId: string): Promise<WeddingInvitationRow[]>;
  invitation(weddingId: string, invitationId: string): Promise<WeddingInvitationRow | undefined>;
  invitationByTokenHash(tokenHash: string): Promise<WeddingInvitationRow | undefined>;
  /** Replaces any pending invitation of this address to this wedding (a new token, role and expiry). */
  putInvitation(row: {
    weddingId: string;
    email: string;
    role: MemberRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  }): Promise<WeddingInvitationRow>;
  setInvitationRole(invitationId: string, role: MemberRole): Promise<void>;
  /** Deletes the invitation; false when it was gone already (used or withdrawn). */
  deleteInvitation(invitationId: string): Promise<boolean>;
  setOwner(weddingId: string, userId: string): Promise<void>;
  /** The person's own wedding: one they own (the oldest), else a new empty one (as registration makes). */
  ownWedding(userId: string): Promise<WeddingRow>;
}

export function plannersRepository(store: DataStore): PlannersRepository {
  const { t, sql, transaction } = portable(store);
  const { weddings, weddingMembers, weddingInvitations, users } = t;
  const person = { id: users.id, name: users.name, email: users.email };
  return {
    transaction,
    wedding: async (weddingId) => first(await sql().select().from(weddings).where(eq(weddings.id, weddingId))),
    user: async (userId) => first(await sql().select(person).from(users).where(eq(users.id, userId))),
    userByEmail: async (email) => first(await sql().select(person).from(users).where(eq(users.email, email))),
    members: async (weddingId) =>
      sql()
        .select({ member: weddingMembers, user: person })
        .from(weddingMembers)
        .innerJoin(users, eq(users.id, weddingMembers.userId))
        .where(eq(weddingMembers.weddingId, weddingId))
        .orderBy(asc(weddingMembers.createdAt), asc(weddingMembers.id)),
    member: async (weddingId, memberId) =>
      first(
        await sql()
          .select()
          .from(weddingMembers)
          .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.id, memberId))),
      ),
    memberOfUser: async (weddingId, userId) =>
      first(
        await sql()
          .select()
          .from(weddingMembers)
          .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, userId))),
      ),
    addMember: (row) => transaction(async () => first(await sql().insert(weddingMembers).values(row).returning())!),
    setMemberRole: (memberId, role) =>
      transaction(async () => {
        await sql().update(weddingMembers).set({ role }).where(eq(weddingMembers.id, memberId));
      }),
    removeMember: (memberId) =>
      transaction(async () => {
        await sql().delete(weddingMembers).where(eq(weddingMembers.id, memberId));
      }),
    seatsTaken: async (weddingId) => {
      const [members] = await sql().select({ n: count() }).from(weddingMembers).where(eq(weddingMembers.weddingId, weddingId));
      const [invited] = await sql().select({ n: count() }).from(weddingInvitations).where(eq(weddingInvitations.weddingId, weddingId));
      return (members?.n ?? 0) + (invited?.n ?? 0);
    },
    invitations: async (weddingId) =>
      sql()
        .select()
        .from(weddingInvitations)
        .where(eq(weddingInvitations.weddingId, weddingId))
        .orderBy(asc(weddingInvitations.createdAt), asc(weddingInvitations.id)),
    invitation: async (weddingId, invitationId) =>
      first(
        await sql()
          .select()
          .from(weddingInvitations)
          .where(and(eq(weddingInvitations.weddingId, weddingId), eq(weddingInvitations.id, invitationId))),
      ),
    invitationByTokenHash: async (tokenHash) => first(await sql().select().from(weddingInvitations).where(eq(weddingInvitations.tokenHash, tokenHash))),
    putInvitation: (row) =>
      transaction(async () => {
        await sql()
          .delete(weddingInvitations)
          .where(and(eq(weddingInvitations.weddingId, row.weddingId), eq(weddingInvitations.email, row.email)));
        return first(await sql().insert(weddingInvitations).values(row).returning())!;
      }),
    setInvitationRole: (invitationId, role) =>
      transaction(async () => {
        await sql().update(weddingInvitations).set({ role }).where(eq(weddingInvitations.id, invitationId));
      }),
    deleteInvitation: (invitationId) =>
      transaction(
        async () => (await sql().delete(weddingInvitations).where(eq(weddingInvitations.id, invitationId)).returning({ id: weddingInvitations.id })).length > 0,
      ),
    setOwner: (weddingId, userId) =>
      transaction(async () => {
        await sql().update(weddings).set({ ownerId: userId, updatedAt: new Date() }).where(eq(weddings.id, weddingId));
      }),
    ownWedding: (userId) =>
      transaction(async () => {
        const owned = first(
          await sql().select().from(weddings).where(eq(weddings.ownerId, userId)).orderBy(asc(weddings.createdAt), asc(weddings.id)).limit(1),
        );
        return owned ?? first(await sql().insert(weddings).values(newWeddingValues(userId)).returning())!;
      }),
  };
}
