// Planning together (issue 23 items 2, 3 and 5): inviting people to a wedding by e-mail with a role,
// their list, role changes and removals, accepting an invitation (logged in, or registering there),
// choosing the current wedding, transferring ownership and leaving. Every write is one store
// transaction; the invitation e-mail is queued after commit, through the one e-mail pipeline.
import type { MemberRole, WeddingInvitationRow, WeddingRow } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import type { Queue } from '../../../core/queue/queue';
import { createSession, generateSessionToken, hashToken } from '../../../core/auth/sessions';
import { chooseWedding, findCurrentMembership, listMemberships } from '../../../core/auth/membership';
import type { WeddingRole } from '../../../core/auth/role-rules';
import { UserError } from '../../../core/errors';
import { memberInvitationBuckets, RateLimitedError, takeRoom, waitFor, waitText } from '../../../core/rate-limit';
import { accountsRepository, EMAIL_TAKEN } from '../../accounts';
import { queueEmail, renderMessage, type RenderEmail } from '../../email';
import { weddingDeletedEmail } from './deletion-email';
import { invitationEmail } from './invitation-email';
import { plannersRepository, type PlannersRepository } from './repository';
import { weddingName, weddingRepository } from '../../weddings';
import { appText } from '../../../shared/i18n/app';
import { WEDDING_NOT_FOUND } from '../../../shared/email/texts';

/** A wedding's people: the owner, the members and the pending invitations together (issue 23 item 2). */
export const MEMBER_LIMIT = 20;
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const PLANNER_MESSAGES = {
  invited: (email: string) => appText('planners.invited', { email }),
  roleChanged: appText('planners.roleChanged'),
  removed: appText('planners.removed'),
  withdrawn: appText('planners.withdrawn'),
  self: appText('planners.self'),
  alreadyMember: (email: string) => appText('planners.alreadyMember', { email }),
  limit: appText('planners.limit', { max: MEMBER_LIMIT }),
  rateLimited: (wait: string) => appText('planners.rateLimited', { wait }),
  notFound: appText('planners.notFound'),
  ownerFixed: appText('planners.ownerFixed'),
  notPartner: appText('planners.notPartner'),
  transferred: (name: string) => appText('planners.transferred', { name }),
  ownerCannotLeave: appText('planners.ownerCannotLeave'),
  left: (name: string) => appText('planners.left', { name }),
  invalid: appText('planners.invitation.invalid'),
  expired: appText('planners.invitation.expired'),
  otherAddress: (email: string) => appText('planners.invitation.otherAddress', { email }),
  joined: (name: string) => appText('planners.joined', { name }),
  switched: (name: string) => appText('planners.switched', { name }),
  deleted: (name: string) => appText('planners.deleted', { name }),
  deleteUnconfirmed: (word: string) => appText('planners.deleteUnconfirmed', { word }),
} as const;

export interface PlannerEntry {
  id: string;
  kind: 'owner' | 'member' | 'invitation';
  role: WeddingRole;
  name: string | null;
  email: string;
  /** An invitation's expiry; null for members. */
  expiresAt: string | null;
  you: boolean;
}

/** Members (the owner first) and pending invitations of the wedding, as the API answers them. */
export async function listPlanners(repository: PlannersRepository, wedding: WeddingRow, userId: string): Promise<PlannerEntry[]> {
  const [owner, members, invitations] = await Promise.all([
    repository.user(wedding.ownerId),
    repository.members(wedding.id),
    repository.invitations(wedding.id),
  ]);
  const entries: PlannerEntry[] = [];
  if (owner) entries.push({ id: owner.id, kind: 'owner', role: 'owner', name: owner.name, email: owner.email, expiresAt: null, you: owner.id === userId });
  for (const { member, user } of members)
    entries.push({ id: member.id, kind: 'member', role: member.role, name: user.name, email: user.email, expiresAt: null, you: user.id === userId });
  for (const invitation of invitations)
    entries.push({
      id: invitation.id,
      kind: 'invitation',
      role: invitation.role,
      name: null,
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
      you: false,
    });
  return entries;
}

export interface InviteDeps {
  store: DataStore;
  queue: Queue;
  /** Origin of the e-mailed link. */
  origin: string;
  renderEmail: RenderEmail;
}

/**
 * Invites `email` to the wedding with `role`: a random token, stored hashed, single use, 14 days,
 * bound to the address. Re-inviting a pending address replaces its invitation (a new link; the old
 * one stops working). Each invitation e-mail counts against the wedding's limit (no amplification).
 */
export async function invitePlanner(
  deps: InviteDeps,
  wedding: WeddingRow,
  inviter: { id: string; name: string; email: string },
  input: { email: string; role: MemberRole },
  now = new Date(),
): Promise<WeddingInvitationRow> {
  const email = input.email.trim().toLowerCase();
  if (email === inviter.email.toLowerCase()) throw new UserError('planners.invite-self', PLANNER_MESSAGES.self);
  const repository = plannersRepository(deps.store);
  const token = generateSessionToken();
  const buckets = memberInvitationBuckets(wedding.id);
  const invitation = await repository.transaction(async () => {
    const existing = await repository.userByEmail(email);
    if (existing && (existing.id === wedding.ownerId || (await repository.memberOfUser(wedding.id, existing.id))))
      throw new UserError('planners.already-member', PLANNER_MESSAGES.alreadyMember(email));
    const pending = (await repository.invitations(wedding.id)).some((row) => row.email === email);
    if (!pending && 1 + (await repository.seatsTaken(wedding.id)) >= MEMBER_LIMIT) throw new UserError('planners.member-limit', PLANNER_MESSAGES.limit);
    if (!(await takeRoom(deps.store, buckets, now.getTime()))) {
      const wait = await waitFor(deps.store, buckets, now.getTime());
      throw new RateLimitedError('planners.rate-limited', PLANNER_MESSAGES.rateLimited(waitText(wait)), wait);
    }
    return repository.putInvitation({
      weddingId: wedding.id,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
  });
  const link = `${deps.origin}/planners/accept?token=${encodeURIComponent(token)}`;
  await queueEmail(deps.store, deps.queue, renderMessage(deps.renderEmail, invitationEmail({ invitation, inviter, weddingName: weddingName(wedding), link })));
  return invitation;
}

/** Changes a member's or a pending invitation's role (never the owner's: that is a transfer). */
export async function changePlannerRole(repository: PlannersRepository, wedding: WeddingRow, id: string, role: MemberRole): Promise<void> {
  await repository.transaction(async () => {
    if (id === wedding.ownerId) throw new UserError('planners.owner-fixed', PLANNER_MESSAGES.ownerFixed);
    if (await repository.member(wedding.id, id)) return repository.setMemberRole(id, role);
    if (await repository.invitation(wedding.id, id)) return repository.setInvitationRole(id, role);
    throw new UserError('planners.not-found', PLANNER_MESSAGES.notFound);
  });
}

/** Removes a member (their access ends on their next request) or withdraws an invitation (its link stops working). */
export async function removePlanner(repository: PlannersRepository, wedding: WeddingRow, id: string): Promise<'removed' | 'withdrawn'> {
  return repository.transaction(async () => {
    if (id === wedding.ownerId) throw new UserError('planners.owner-fixed', PLANNER_MESSAGES.ownerFixed);
    if (await repository.member(wedding.id, id)) {
      await repository.removeMember(id);
      return 'removed' as const;
    }
    if ((await repository.invitation(wedding.id, id)) && (await repository.deleteInvitation(id))) return 'withdrawn' as const;
    throw new UserError('planners.not-found', PLANNER_MESSAGES.notFound);
  });
}

export interface InvitationView {
  invitation: WeddingInvitationRow;
  weddingName: string;
  inviterName: string | null;
}

/** The invitation a link's token names, still valid (not used, withdrawn or expired); else the refusal. */
export async function openInvitation(store: DataStore, token: string, now = new Date()): Promise<InvitationView> {
  const repository = plannersRepository(store);
  const invitation = await validInvitation(store, token, now);
  const [wedding, inviter] = await Promise.all([
    repository.wedding(invitation.weddingId),
    invitation.invitedBy ? repository.user(invitation.invitedBy) : undefined,
  ]);
  if (!wedding) throw new UserError('planners.invitation-invalid', PLANNER_MESSAGES.invalid);
  return { invitation, weddingName: weddingName(wedding), inviterName: inviter?.name ?? null };
}

async function validInvitation(store: DataStore, token: string, now: Date): Promise<WeddingInvitationRow> {
  const invitation = token ? await plannersRepository(store).invitationByTokenHash(hashToken(token)) : undefined;
  if (!invitation) throw new UserError('planners.invitation-invalid', PLANNER_MESSAGES.invalid);
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new UserError('planners.invitation-expired', PLANNER_MESSAGES.expired);
  return invitation;
}

/**
 * Accepts the invitation for the signed-in person, whose address must be the invited one: they become
 * a member with its role (one already on the wedding keeps their place), the invitation is used up,
 * and the joined wedding becomes the session's current one. One transaction. Returns the wedding's name.
 */
export async function acceptInvitation(
  store: DataStore,
  token: string,
  person: { userId: string; email: string; sessionId: string | null },
  now = new Date(),
): Promise<{ weddingId: string; weddingName: string }> {
  const repository = plannersRepository(store);
  return repository.transaction(async () => {
    const invitation = await validInvitation(store, token, now);
    if (invitation.email !== person.email.trim().toLowerCase())
      throw new UserError('planners.invitation-other-address', PLANNER_MESSAGES.otherAddress(invitation.email));
    const wedding = await repository.wedding(invitation.weddingId);
    if (!wedding || !(await repository.deleteInvitation(invitation.id))) throw new UserError('planners.invitation-invalid', PLANNER_MESSAGES.invalid);
    if (wedding.ownerId !== person.userId && !(await repository.memberOfUser(wedding.id, person.userId)))
      await repository.addMember({ weddingId: wedding.id, userId: person.userId, role: invitation.role });
    if (person.sessionId) await chooseWedding(store, person.sessionId, wedding.id);
    return { weddingId: wedding.id, weddingName: weddingName(wedding) };
  });
}

/** The switcher: makes one of the person's weddings the session's current one. */
export async function switchWedding(store: DataStore, userId: string, sessionId: string, weddingId: string): Promise<{ weddingName: string }> {
  const membership = (await listMemberships(store, userId)).find((m) => m.wedding.id === weddingId);
  if (!membership) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
  await chooseWedding(store, sessionId, weddingId);
  return { weddingName: weddingName(membership.wedding) };
}

/**
 * A person who belongs to no wedding (registered from an invitation, then left or removed) starts one
 * of their own from the dashboard's setup: made once (pressing again finds it) and chosen for the session.
 */
export async function startOwnWedding(store: DataStore, userId: string, sessionId: string): Promise<void> {
  const repository = plannersRepository(store);
  await repository.transaction(async () => {
    const wedding = await repository.ownWedding(userId);
    await chooseWedding(store, sessionId, wedding.id);
  });
}

/**
 * The owner hands the wedding to a partner (issue 23 item 5): one transaction swaps them, so the
 * wedding always has its one owner (weddings.owner_id): the partner's member row goes, the wedding's
 * owner becomes them, the old owner gets a partner row. A partner who owns weddings of their own
 * then owns this one too (a person may own several).
 */
export async function transferOwnership(repository: PlannersRepository, wedding: WeddingRow, memberId: string): Promise<{ name: string }> {
  return repository.transaction(async () => {
    const member = await repository.member(wedding.id, memberId);
    if (!member) throw new UserError('planners.not-found', PLANNER_MESSAGES.notFound);
    const user = await repository.user(member.userId);
    if (member.role !== 'partner') throw new UserError('planners.transfer-not-partner', PLANNER_MESSAGES.notPartner);
    await repository.removeMember(member.id);
    await repository.setOwner(wedding.id, member.userId);
    await repository.addMember({ weddingId: wedding.id, userId: wedding.ownerId, role: 'partner' });
    return { name: user?.name ?? appText('planners.yourPartner') };
  });
}

/** A member leaves the wedding; its owner cannot (transfer or delete it first). */
export async function leaveWedding(repository: PlannersRepository, wedding: WeddingRow, userId: string): Promise<{ weddingName: string }> {
  return repository.transaction(async () => {
    if (wedding.ownerId === userId) throw new UserError('planners.owner-cannot-leave', PLANNER_MESSAGES.ownerCannotLeave);
    const member = await repository.memberOfUser(wedding.id, userId);
    if (!member) throw new UserError('planners.not-found', PLANNER_MESSAGES.notFound);
    await repository.removeMember(member.id);
    return { weddingName: weddingName(wedding) };
  });
}

/**
 * A new person registers from the invitation (issue 23 item 2): an account for the invited address
 * (confirmed: the link reached it), no wedding of its own, a member of the inviting wedding, the
 * invitation used up and a session working on that wedding, in one transaction. An address that has an
 * account already is told to log in instead.
 */
export async function registerFromInvitation(
  store: DataStore,
  token: string,
  input: { name: string; passwordHash: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; weddingName: string }> {
  const repository = plannersRepository(store);
  const accounts = accountsRepository(store);
  return repository.transaction(async () => {
    const invitation = await validInvitation(store, token, now);
    if (await repository.userByEmail(invitation.email)) throw new UserError('auth.email-taken', EMAIL_TAKEN);
    const user = await accounts.createUser({ name: input.name, email: invitation.email, passwordHash: input.passwordHash, emailVerifiedAt: now });
    const session = await createSession(store, user.id, now);
    const joined = await acceptInvitation(store, token, { userId: user.id, email: user.email, sessionId: session.session.id }, now);
    return { token: session.token, expiresAt: session.session.expiresAt, weddingName: joined.weddingName };
  });
}

/** What the owner types to confirm deleting the wedding: its web address, or its name while it has none. */
export function deletionConfirmation(wedding: WeddingRow): string {
  return wedding.weddingUrl ?? weddingName(wedding);
}

const typed = (text: string) => text.trim().replace(/^\//, '').toLowerCase();

/**
 * The owner deletes the wedding (issue 23 item 1) after typing its web address (or name): in one transaction the
 * wedding and everything hanging from it go (weddings' deleteWedding: its e-mails not sent yet are cancelled, every
 * wedding_id table cascades), so its page is gone and every other member loses it on their next request. The owner
 * stays an account and works on their next wedding (one they own, else the first they joined), or, belonging to no
 * other, on a new empty one of their own, as registration makes: the setup wizard's. A Pro wedding's Pro goes with it.
 */
export async function deleteOwnedWedding(
  deps: InviteDeps,
  wedding: WeddingRow,
  person: { userId: string; sessionId: string; name: string },
  confirmation: string,
): Promise<{ weddingName: string; weddingId: string; setup: boolean }> {
  if (wedding.ownerId !== person.userId) throw new UserError('auth.role-forbidden', appText('common.notAuthorized'));
  const word = deletionConfirmation(wedding);
  if (typed(confirmation) !== typed(word)) throw new UserError('planners.delete-unconfirmed', PLANNER_MESSAGES.deleteUnconfirmed(word));
  const { store } = deps;
  const repository = plannersRepository(store);
  const name = weddingName(wedding);
  const done = await repository.transaction(async () => {
    const members = (await repository.members(wedding.id)).map((entry) => entry.user).filter((user) => user.id !== person.userId);
    if (!(await weddingRepository(store).deleteWedding(wedding.id))) throw new UserError('wedding.not-found', WEDDING_NOT_FOUND);
    const next = await findCurrentMembership(store, person.userId, null);
    const weddingId = next?.wedding.id ?? (await repository.ownWedding(person.userId)).id;
    await chooseWedding(store, person.sessionId, weddingId);
    return { members, result: { weddingName: name, weddingId, setup: !next } };
  });
  // After commit, through the one e-mail pipeline (a wedding has at most MEMBER_LIMIT people).
  for (const member of done.members) {
    const message = weddingDeletedEmail({ weddingId: wedding.id, member, owner: { name: person.name }, weddingName: name, link: `${deps.origin}/app` });
    await queueEmail(store, deps.queue, renderMessage(deps.renderEmail, message));
  }
  return done.result;
}
