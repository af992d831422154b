// The planners' repository and domain on both engines (issue 23 items 2 and 5): inviting (hashed token,
// replacing a pending one, the 20-people limit), accepting with the session's choice, transfer keeping
// the one-owner index, leaving; on a real SQLite file and a real PostgreSQL database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCurrentMembership, listMemberships } from '../../src/core/auth/membership';
import { hashToken } from '../../src/core/auth/sessions';
import { portable } from '../../src/core/db/store/portable';
import { acceptInvitation, invitePlanner, leaveWedding, listPlanners, transferOwnership } from '../../src/features/planners/domain/planners';
import { plannersRepository } from '../../src/features/planners/domain/repository';
import { renderEmail } from '../../src/features/email/web';
import { newId } from '../../src/shared/ids';
import type { DataEngine, DataStore } from '../../src/core/db/store/store';
import { createQueue, type Queue } from '../../src/core/queue/queue';
import { ENGINES, insertRows, openTestStore } from '../helpers/engines';
import { recordingQueue } from '../helpers/recording-queue';

describe.each(ENGINES)('planners (%s)', (engine: DataEngine) => {
  let opened: Awaited<ReturnType<typeof openTestStore>>;
  let queue: Queue;
  beforeAll(async () => {
    opened = await openTestStore(engine);
    // PostgreSQL: the e-mail's job is added in the invitation's transaction, so the queue's schema is there.
    queue = engine === 'postgres' ? await createQueue(opened.databaseUrl!) : recordingQueue().queue;
  });
  afterAll(async () => {
    await queue?.close();
    await opened?.close();
  });
  const store = (): DataStore => opened.store;
  async function person(email: string, withWedding: boolean) {
    const userId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: email.split('@')[0], email }]);
    const weddingId = newId();
    if (withWedding) await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    return { userId, weddingId, email, name: email.split('@')[0]! };
  }
  const wedding = async (id: string) => (await plannersRepository(store()).wedding(id))!;

  it('invites, accepts into the session, transfers and leaves, keeping one owner per wedding', async () => {
    const tag = newId().slice(0, 6);
    const ana = await person(`ana-${tag}@example.com`, true);
    const leo = await person(`leo-${tag}@example.com`, false);
    const deps = { store: store(), queue, origin: 'http://vowly.test', renderEmail };
    const invited = await invitePlanner(
      deps,
      await wedding(ana.weddingId),
      { id: ana.userId, name: 'Ana', email: ana.email },
      { email: leo.email, role: 'viewer' },
    );
    // Again: the pending invitation is replaced, still one row.
    const replaced = await invitePlanner(
      deps,
      await wedding(ana.weddingId),
      { id: ana.userId, name: 'Ana', email: ana.email },
      { email: leo.email, role: 'partner' },
    );
    const repository = plannersRepository(store());
    expect((await repository.invitations(ana.weddingId)).map((i) => [i.id, i.role])).toEqual([[replaced.id, 'partner']]);
    expect(replaced.id).not.toBe(invited.id);
    expect(await repository.seatsTaken(ana.weddingId)).toBe(1);

    // The e-mail's token (its hash is stored) joins Leo, and the session works on Ana's wedding.
    const { t, sql } = portable(store());
    const [mail] = await sql()
      .select()
      .from(t.emails)
      .where(eq(t.emails.idempotencyKey, `member-invitation:${replaced.id}`));
    const token = decodeURIComponent(/token=([^\s"&]+)/.exec(mail!.text)![1]!);
    expect(hashToken(token)).toBe(replaced.tokenHash);
    const sessionId = newId();
    await insertRows(store(), 'sessions', [{ id: sessionId, userId: leo.userId, expiresAt: new Date(Date.now() + 60_000) }]);
    await acceptInvitation(store(), token, { userId: leo.userId, email: leo.email, sessionId });
    const [session] = await sql().select().from(t.sessions).where(eq(t.sessions.id, sessionId));
    expect(session!.weddingId).toBe(ana.weddingId);
    await expect(acceptInvitation(store(), token, { userId: leo.userId, email: leo.email, sessionId })).rejects.toMatchObject({
      code: 'planners.invitation-invalid',
    });
    expect((await listPlanners(plannersRepository(store()), await wedding(ana.weddingId), ana.userId)).map((p) => [p.kind, p.role, p.you])).toEqual([
      ['owner', 'owner', true],
      ['member', 'partner', false],
    ]);

    // Transfer: Leo owns it, Ana is a partner; the owner index still has one row per person.
    const leoMember = (await repository.memberOfUser(ana.weddingId, leo.userId))!;
    await transferOwnership(plannersRepository(store()), await wedding(ana.weddingId), leoMember.id);
    expect((await wedding(ana.weddingId)).ownerId).toBe(leo.userId);
    expect(await findCurrentMembership(store(), ana.userId, ana.weddingId)).toMatchObject({ role: 'partner' });
    expect(await findCurrentMembership(store(), leo.userId, null)).toMatchObject({ role: 'owner', wedding: { id: ana.weddingId } });
    await expect(leaveWedding(plannersRepository(store()), await wedding(ana.weddingId), leo.userId)).rejects.toMatchObject({
      code: 'planners.owner-cannot-leave',
    });
    await leaveWedding(plannersRepository(store()), await wedding(ana.weddingId), ana.userId);
    expect(await findCurrentMembership(store(), ana.userId, ana.weddingId)).toBeUndefined();
    // In no wedding now, Ana starts one of her own: made once, however often asked.
    const own = await repository.ownWedding(ana.userId);
    expect((await repository.ownWedding(ana.userId)).id).toBe(own.id);
    expect(await findCurrentMembership(store(), ana.userId, null)).toMatchObject({ role: 'owner', wedding: { id: own.id } });
  });

  it('a partner who owns a wedding of their own receives ownership and then owns both', async () => {
    const tag = newId().slice(0, 6);
    const ana = await person(`ana3-${tag}@example.com`, true);
    const oscar = await person(`oscar-${tag}@example.com`, true);
    const repository = plannersRepository(store());
    const member = await repository.addMember({ weddingId: ana.weddingId, userId: oscar.userId, role: 'partner' });
    await transferOwnership(plannersRepository(store()), await wedding(ana.weddingId), member.id);
    expect((await wedding(ana.weddingId)).ownerId).toBe(oscar.userId);
    expect((await wedding(oscar.weddingId)).ownerId).toBe(oscar.userId);
    const memberships = await listMemberships(store(), oscar.userId);
    expect(memberships.map((m) => [m.wedding.id, m.role]).sort()).toEqual(
      [
        [ana.weddingId, 'owner'],
        [oscar.weddingId, 'owner'],
      ].sort(),
    );
    expect(await findCurrentMembership(store(), oscar.userId, ana.weddingId)).toMatchObject({ role: 'owner', wedding: { id: ana.weddingId } });
    expect(await findCurrentMembership(store(), ana.userId, ana.weddingId)).toMatchObject({ role: 'partner' });
    // Without a choice, a wedding he owns.
    expect(await findCurrentMembership(store(), oscar.userId, null)).toMatchObject({ role: 'owner' });
  });

  it('two invitations at once never pass the 20-people limit', async () => {
    const tag = newId().slice(0, 6);
    const ana = await person(`ana2-${tag}@example.com`, true);
    const deps = { store: store(), queue, origin: 'http://vowly.test', renderEmail };
    const inviter = { id: ana.userId, name: 'Ana', email: ana.email };
    for (let i = 0; i < 18; i++) await invitePlanner(deps, await wedding(ana.weddingId), inviter, { email: `p${i}-${tag}@example.com`, role: 'viewer' });
    const results = await Promise.allSettled(
      ['x', 'y', 'z'].map(async (name) => invitePlanner(deps, await wedding(ana.weddingId), inviter, { email: `${name}-${tag}@example.com`, role: 'viewer' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual([
      'planners.member-limit',
      'planners.member-limit',
    ]);
    expect(await plannersRepository(store()).seatsTaken(ana.weddingId)).toBe(19);
  });
});
