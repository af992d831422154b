// Accounts on both engines (issue 29 item 4): sessions (src/core/auth/sessions.ts) through their
// repository, on a real SQLite file and a real PostgreSQL database.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createSession, hashToken, invalidateSession, invalidateUserSessions, SESSION_TTL_MS, validateSessionToken } from '../../src/core/auth/sessions';
import { portable } from '../../src/core/db/store/portable';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

describeEachEngine('sessions', ({ store }) => {
  async function user() {
    const id = newId();
    await insertRows(store(), 'users', [{ id, name: 'Ana', email: `${id}@example.com` }]);
    return id;
  }
  const sessionIds = async (userId: string) => {
    const { t, sql } = portable(store());
    return (await sql().select({ id: t.sessions.id }).from(t.sessions).where(eq(t.sessions.userId, userId))).map((row) => row.id);
  };

  it('stores only the token hash, finds the user by the token, and marks the first login once', async () => {
    const userId = await user();
    const first = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(store(), userId, first);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(await sessionIds(userId)).toEqual([hashToken(token)]);
    const valid = await validateSessionToken(store(), token, first);
    expect(valid?.user.id).toBe(userId);
    expect(valid?.firstSession).toBe(true);
    expect(await validateSessionToken(store(), `${token}x`)).toBeNull();
    const second = await createSession(store(), userId, new Date(first.getTime() + 1000));
    const later = await validateSessionToken(store(), second.token, new Date(first.getTime() + 2000));
    expect(later?.user.firstLoginAt).toEqual(first);
    expect(later?.firstSession).toBe(false);
  });

  it('slides the expiry once half the lifetime is used, and expires after it (the row deleted)', async () => {
    const userId = await user();
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(store(), userId, start);
    expect((await validateSessionToken(store(), token, new Date(start.getTime() + 1000)))?.renewed).toBe(false);
    const later = new Date(start.getTime() + SESSION_TTL_MS * 0.6);
    const renewed = await validateSessionToken(store(), token, later);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    expect(await validateSessionToken(store(), token, new Date(later.getTime() + SESSION_TTL_MS + 1))).toBeNull();
    expect(await sessionIds(userId)).toEqual([]);
  });

  it('ends one session, or all but the current one', async () => {
    const userId = await user();
    const a = await createSession(store(), userId);
    const b = await createSession(store(), userId);
    const c = await createSession(store(), userId);
    await invalidateSession(store(), a.session.id);
    expect(await validateSessionToken(store(), a.token)).toBeNull();
    await invalidateUserSessions(store(), userId, b.session.id);
    expect(await validateSessionToken(store(), b.token)).not.toBeNull();
    expect(await validateSessionToken(store(), c.token)).toBeNull();
    await invalidateUserSessions(store(), userId);
    expect(await sessionIds(userId)).toEqual([]);
  });
});
