// The members' rules on the in-memory repository (issue 23 items 2 and 5, issue 29 item 7): the list the API
// answers, role changes and removals (never the owner), the ownership transfer to a partner only, and leaving.
// Refusals carry their codes and the texts of PLANNER_MESSAGES. The SQL behind the same interface is tests/contract's.
import { describe, expect, it } from 'vitest';
import type { WeddingRow } from '../../../core/db/schema';
import { refusal } from '../../../../tests/helpers/refusal';
import { changePlannerRole, leaveWedding, listPlanners, PLANNER_MESSAGES, removePlanner, transferOwnership } from './planners';
import { memoryPlannersRepository } from './repository.memory';

const wedding = { id: 'w1', ownerId: 'ana', weddingUrl: 'ana-and-leo', content: {}, languages: ['en'] } as unknown as WeddingRow;
const people = [
  { id: 'ana', name: 'Ana', email: 'ana@example.com' },
  { id: 'leo', name: 'Leo', email: 'leo@example.com' },
  { id: 'pat', name: 'Pat', email: 'pat@example.com' },
];

async function planners() {
  const repository = memoryPlannersRepository({ weddings: [wedding], users: people });
  const leo = await repository.addMember({ weddingId: 'w1', userId: 'leo', role: 'partner' });
  const pat = await repository.addMember({ weddingId: 'w1', userId: 'pat', role: 'viewer' });
  const invitation = await repository.putInvitation({
    weddingId: 'w1',
    email: 'cat@example.com',
    role: 'caterer',
    tokenHash: 'hash',
    invitedBy: 'ana',
    expiresAt: new Date('2026-12-01T00:00:00Z'),
  });
  return { repository, leo, pat, invitation };
}

describe('listPlanners', () => {
  it('lists the owner first, then the members, then pending invitations with their expiry, marking the asker', async () => {
    const { repository, invitation } = await planners();
    const list = await listPlanners(repository, wedding, 'leo');
    expect(list.map((p) => [p.kind, p.role, p.name, p.email, p.you])).toEqual([
      ['owner', 'owner', 'Ana', 'ana@example.com', false],
      ['member', 'partner', 'Leo', 'leo@example.com', true],
      ['member', 'viewer', 'Pat', 'pat@example.com', false],
      ['invitation', 'caterer', null, 'cat@example.com', false],
    ]);
    expect(list[3]).toMatchObject({ id: invitation.id, expiresAt: '2026-12-01T00:00:00.000Z' });
    expect(list[0]!.expiresAt).toBeNull();
  });
});

describe('changing a role and removing', () => {
  it('changes a member’s or an invitation’s role, never the owner’s, and refuses an id of no one here', async () => {
    const { repository, pat, invitation } = await planners();
    await changePlannerRole(repository, wedding, pat.id, 'planner');
    await changePlannerRole(repository, wedding, invitation.id, 'viewer');
    expect(repository.rows.members.find((m) => m.id === pat.id)!.role).toBe('planner');
    expect(repository.rows.invitations[0]!.role).toBe('viewer');
    expect(await refusal(changePlannerRole(repository, wedding, 'ana', 'viewer'))).toEqual(['planners.owner-fixed', PLANNER_MESSAGES.ownerFixed]);
    expect(await refusal(changePlannerRole(repository, wedding, 'nobody', 'viewer'))).toEqual([
      'planners.not-found',
      'No such member or invitation on this wedding.',
    ]);
  });

  it('removes a member, withdraws an invitation, keeps the owner', async () => {
    const { repository, pat, invitation } = await planners();
    expect(await removePlanner(repository, wedding, pat.id)).toBe('removed');
    expect(await removePlanner(repository, wedding, invitation.id)).toBe('withdrawn');
    expect(repository.rows.members.map((m) => m.userId)).toEqual(['leo']);
    expect(repository.rows.invitations).toEqual([]);
    expect(await refusal(removePlanner(repository, wedding, invitation.id))).toEqual(['planners.not-found', PLANNER_MESSAGES.notFound]);
    expect((await refusal(removePlanner(repository, wedding, 'ana')))[0]).toBe('planners.owner-fixed');
  });

  it('refuses a member of another wedding', async () => {
    const { repository } = await planners();
    const elsewhere = await repository.addMember({ weddingId: 'w2', userId: 'pat', role: 'planner' });
    expect((await refusal(removePlanner(repository, wedding, elsewhere.id)))[0]).toBe('planners.not-found');
    expect(repository.rows.members.some((m) => m.id === elsewhere.id)).toBe(true);
  });
});

describe('transferOwnership', () => {
  it('swaps the owner and the partner in one go: the partner owns it, the old owner becomes a partner', async () => {
    const { repository, leo } = await planners();
    expect(await transferOwnership(repository, wedding, leo.id)).toEqual({ name: 'Leo' });
    expect(repository.rows.weddings[0]!.ownerId).toBe('leo');
    expect(repository.rows.members.map((m) => [m.userId, m.role])).toEqual([
      ['pat', 'viewer'],
      ['ana', 'partner'],
    ]);
  });

  it('goes to a partner only and changes nothing otherwise', async () => {
    const { repository, pat } = await planners();
    expect(await refusal(transferOwnership(repository, wedding, pat.id))).toEqual([
      'planners.transfer-not-partner',
      'Ownership can only go to a partner. Make them a partner first.',
    ]);
    expect(repository.rows.weddings[0]!.ownerId).toBe('ana');
    expect(repository.rows.members).toHaveLength(2);
    expect((await refusal(transferOwnership(repository, wedding, 'nobody')))[0]).toBe('planners.not-found');
  });
});

describe('leaveWedding', () => {
  it('lets a member leave and names the wedding they left', async () => {
    const { repository } = await planners();
    expect(await leaveWedding(repository, wedding, 'pat')).toEqual({ weddingName: 'the wedding at /ana-and-leo' });
    expect(repository.rows.members.map((m) => m.userId)).toEqual(['leo']);
  });

  it('refuses the owner (transfer or delete first) and someone not on the wedding', async () => {
    const { repository } = await planners();
    expect(await refusal(leaveWedding(repository, wedding, 'ana'))).toEqual([
      'planners.owner-cannot-leave',
      'You own this wedding: transfer it to a partner or delete the wedding before you leave.',
    ]);
    expect((await refusal(leaveWedding(repository, wedding, 'stranger')))[0]).toBe('planners.not-found');
  });
});
