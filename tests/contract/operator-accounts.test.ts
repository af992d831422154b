// The operator's account commands (npm run admin, src/features/admin/domain/operator-accounts.ts) on both
// engines (issue 29 item 4): a real SQLite file and a real PostgreSQL database.
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createSession, validateSessionToken } from '../../src/core/auth/sessions';
import { portable } from '../../src/core/db/store/portable';
import { deleteAccount, ensureAdmin, grantPro, OperatorCommandError, promoteToAdmin, resetPassword } from '../../src/features/admin/domain/operator-accounts';
import { verifyPassword } from '../../src/features/accounts';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

describeEachEngine('operator accounts', ({ store }) => {
  const userOf = async (email: string) => {
    const { t, sql } = portable(store());
    return (await sql().select().from(t.users).where(eq(t.users.email, email)))[0];
  };
  const generationOf = async (ownerId: string) => {
    const { t, sql } = portable(store());
    return (await sql().select({ generation: t.weddings.pageGeneration }).from(t.weddings).where(eq(t.weddings.ownerId, ownerId)))[0]?.generation;
  };
  async function couple(role: 'userFree' | 'userPaid' = 'userFree') {
    const id = newId();
    const email = `${id}@example.test`;
    await insertRows(store(), 'users', [{ id, name: 'Couple', email, role }]);
    await insertRows(store(), 'weddings', [{ id: newId(), ownerId: id, content: {} }]);
    return { id, email };
  }

  it('creates a verified admin with a wedding, keeps it when started again with its password, resets it with another', async () => {
    const email = `${newId()}@Example.test`;
    const created = await ensureAdmin(store(), email, 'a long first secret');
    expect(created).toMatchObject({ created: true, message: `Created the admin ${email.toLowerCase()}.` });
    expect(created.generatedPassword).toBeUndefined();
    const admin = (await userOf(email.toLowerCase()))!;
    expect(admin).toMatchObject({ role: 'admin', name: 'Admin' });
    expect(admin.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await generationOf(admin.id)).toBeTypeOf('number');

    const { token } = await createSession(store(), admin.id);
    expect((await ensureAdmin(store(), email, 'a long first secret')).message).toBe(`${email.toLowerCase()} is an admin.`);
    expect(await validateSessionToken(store(), token)).not.toBeNull();

    const reset = await ensureAdmin(store(), email);
    expect(reset.message).toBe(`${email.toLowerCase()} is an admin; its password was reset.`);
    expect(await verifyPassword((await userOf(email.toLowerCase()))!.passwordHash!, reset.generatedPassword!)).toBe(true);
    expect(await validateSessionToken(store(), token)).toBeNull();
  });

  it("gives Pro or admin once, moving the owner's public page on; never takes admin away; names an unknown address", async () => {
    const { id, email } = await couple();
    const before = (await generationOf(id))!;
    expect((await grantPro(store(), email)).message).toBe(`${email} has Pro now.`);
    expect((await userOf(email))!.role).toBe('userPaid');
    expect(await generationOf(id)).toBe(before + 1);
    expect((await grantPro(store(), email)).message).toBe(`${email} has Pro already.`);
    expect(await generationOf(id)).toBe(before + 1);

    expect((await promoteToAdmin(store(), email)).message).toBe(`${email} is an admin now.`);
    expect(await generationOf(id)).toBe(before + 2);
    await expect(grantPro(store(), email)).rejects.toThrow(`${email} is an admin; admins already have every Pro feature.`);
    await expect(promoteToAdmin(store(), 'nobody@example.test')).rejects.toBeInstanceOf(OperatorCommandError);
    await expect(grantPro(store(), 'not an address')).rejects.toThrow("'not an address' is not an e-mail address.");
  });

  it('resets a password (given or generated), ending every session of the account', async () => {
    const { id, email } = await couple('userPaid');
    const { token } = await createSession(store(), id);
    const given = await resetPassword(store(), email.toUpperCase(), 'a-new-password');
    expect(given).toEqual({ message: `The password of ${email} was reset and its sessions ended.`, generatedPassword: undefined });
    expect(await verifyPassword((await userOf(email))!.passwordHash!, 'a-new-password')).toBe(true);
    expect(await validateSessionToken(store(), token)).toBeNull();
    await expect(resetPassword(store(), email, 'short')).rejects.toThrow('The password must be at least 8 characters.');
    const generated = await resetPassword(store(), email);
    expect(await verifyPassword((await userOf(email))!.passwordHash!, generated.generatedPassword!)).toBe(true);
  });
  it('deletes an account on request: a wedding with a partner passes to them, one without goes with the account (issue 23)', async () => {
    const { t, sql } = portable(store());
    const ana = await couple();
    const [shared] = await sql().select().from(t.weddings).where(eq(t.weddings.ownerId, ana.id));
    // A second wedding of Ana's (one handed to her), with only a planner on it.
    const solo = newId();
    await insertRows(store(), 'weddings', [{ id: solo, ownerId: ana.id, content: {} }]);
    const leo = await couple(); // owns a wedding of his own
    const pia = await couple();
    const zoe = await couple();
    await insertRows(store(), 'weddingMembers', [
      { id: newId(), weddingId: shared!.id, userId: pia.id, role: 'planner' },
      { id: newId(), weddingId: shared!.id, userId: leo.id, role: 'partner', createdAt: new Date(Date.now() - 60_000) },
      { id: newId(), weddingId: shared!.id, userId: zoe.id, role: 'partner' },
      { id: newId(), weddingId: solo, userId: pia.id, role: 'planner' },
    ]);
    await createSession(store(), ana.id);

    expect((await deleteAccount(store(), ana.email)).message).toBe(
      `Deleted the account ${ana.email}: 1 wedding passed to a partner, 1 wedding deleted with it.`,
    );
    expect(await userOf(ana.email)).toBeUndefined();
    const [kept] = await sql().select().from(t.weddings).where(eq(t.weddings.id, shared!.id));
    expect(kept!.ownerId).toBe(leo.id); // the longest-standing partner, who keeps his own wedding too
    expect((await sql().select().from(t.weddings).where(eq(t.weddings.ownerId, leo.id))).length).toBe(2);
    expect(await sql().select().from(t.weddings).where(eq(t.weddings.id, solo))).toEqual([]);
    const members = await sql()
      .select({ userId: t.weddingMembers.userId, role: t.weddingMembers.role, weddingId: t.weddingMembers.weddingId })
      .from(t.weddingMembers)
      .where(inArray(t.weddingMembers.userId, [ana.id, leo.id, pia.id, zoe.id]));
    expect(members.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { userId: zoe.id, role: 'partner', weddingId: shared!.id },
      { userId: pia.id, role: 'planner', weddingId: shared!.id },
    ]);
    expect(await sql().select().from(t.sessions).where(eq(t.sessions.userId, ana.id))).toEqual([]);
    await expect(deleteAccount(store(), ana.email)).rejects.toThrow(OperatorCommandError);
  });
});
