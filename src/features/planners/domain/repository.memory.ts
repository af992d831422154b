// The planners' repository in memory (issue 29 item 7): the same interface as the SQL one (repository.ts), so
// the members' rules (roles, removals, the ownership transfer, leaving) are unit-tested without a database.
// A transaction puts back what its body changed when the body throws, as a rolled-back one does.
import type { MemberRole, UserRow, WeddingInvitationRow, WeddingMemberRow, WeddingRow } from '../../../core/db/schema';
import type { PlannersRepository } from './repository';
import { memoryTransaction } from '../../../core/db/store/memory-transaction';

type Person = Pick<UserRow, 'id' | 'name' | 'email'>;

export interface MemoryPlanners extends PlannersRepository {
  /** What is stored, for a test's arrangements and assertions. */
  readonly rows: { weddings: WeddingRow[]; users: Person[]; members: WeddingMemberRow[]; invitations: WeddingInvitationRow[] };
}

export function memoryPlannersRepository(start: { weddings: WeddingRow[]; users: Person[] }): MemoryPlanners {
  let weddings = start.weddings.map((wedding) => ({ ...wedding }));
  const users = start.users;
  let members: WeddingMemberRow[] = [];
  let invitations: WeddingInvitationRow[] = [];
  let nextId = 1;
  let clock = 0;
  const created = () => new Date(++clock * 1000);
  const userOf = (id: string) => users.find((user) => user.id === id);
  return {
    get rows() {
      return { weddings, users, members, invitations };
    },
    transaction: memoryTransaction(
      () => ({ weddings, members, invitations }),
      (saved) => {
        ({ weddings, members, invitations } = saved);
      },
    ),
    wedding: async (weddingId) => weddings.find((wedding) => wedding.id === weddingId),
    user: async (userId) => userOf(userId),
    userByEmail: async (email) => users.find((user) => user.email === email),
    members: async (weddingId) => members.filter((member) => member.weddingId === weddingId).map((member) => ({ member, user: userOf(member.userId)! })),
    member: async (weddingId, memberId) => members.find((member) => member.weddingId === weddingId && member.id === memberId),
    memberOfUser: async (weddingId, userId) => members.find((member) => member.weddingId === weddingId && member.userId === userId),
    addMember: async ({ weddingId, userId, role }) => {
      const member: WeddingMemberRow = { id: `m${nextId++}`, weddingId, userId, role, rsvpNotices: false, createdAt: created() };
      members = [...members, member];
      return member;
    },
    setMemberRole: async (memberId, role: MemberRole) => {
      members = members.map((member) => (member.id === memberId ? { ...member, role } : member));
    },
    removeMember: async (memberId) => {
      members = members.filter((member) => member.id !== memberId);
    },
    seatsTaken: async (weddingId) =>
      members.filter((member) => member.weddingId === weddingId).length + invitations.filter((row) => row.weddingId === weddingId).length,
    invitations: async (weddingId) => invitations.filter((row) => row.weddingId === weddingId),
    invitation: async (weddingId, invitationId) => invitations.find((row) => row.weddingId === weddingId && row.id === invitationId),
    invitationByTokenHash: async (tokenHash) => invitations.find((row) => row.tokenHash === tokenHash),
    putInvitation: async (row) => {
      const invitation: WeddingInvitationRow = { id: `i${nextId++}`, ...row, createdAt: created() };
      invitations = [...invitations.filter((old) => !(old.weddingId === row.weddingId && old.email === row.email)), invitation];
      return invitation;
    },
    setInvitationRole: async (invitationId, role) => {
      invitations = invitations.map((row) => (row.id === invitationId ? { ...row, role } : row));
    },
    deleteInvitation: async (invitationId) => {
      const before = invitations.length;
      invitations = invitations.filter((row) => row.id !== invitationId);
      return invitations.length < before;
    },
    setOwner: async (weddingId, userId) => {
      weddings = weddings.map((wedding) => (wedding.id === weddingId ? { ...wedding, ownerId: userId } : wedding));
    },
    ownWedding: async () => {
      throw new Error("A new person's wedding is made with the weddings' values: tests/contract runs it on both engines");
    },
  };
}
