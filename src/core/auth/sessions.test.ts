import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/db';
import { createTestUser } from '../../../tests/helpers/auth';
import { sessions } from '../db/schema';
import { createSession, hashToken, invalidateSession, invalidateUserSessions, SESSION_TTL_MS, validateSessionToken } from './sessions';

describe('sessions', () => {
  it('stores only the token hash and finds the user by the token', async () => {
    const db = createTestDb();
    const { user } = await createTestUser(db);
    const { token } = createSession(db, user.id);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const stored = db
      .select()
      .from(sessions)
      .all()
      .map((s) => s.id);
    expect(stored).not.toContain(token);
    expect(stored).toContain(hashToken(token));
    expect(validateSessionToken(db, token)?.user.id).toBe(user.id);
    expect(validateSessionToken(db, token + 'x')).toBeNull();
  });

  it('slides the expiry once half the lifetime is used, and expires after it', async () => {
    const db = createTestDb();
    const { user } = await createTestUser(db);
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = createSession(db, user.id, start);
    expect(validateSessionToken(db, token, new Date(start.getTime() + 1000))?.renewed).toBe(false);
    const later = new Date(start.getTime() + SESSION_TTL_MS * 0.6);
    const renewed = validateSessionToken(db, token, later)!;
    expect(renewed.renewed).toBe(true);
    expect(renewed.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    expect(validateSessionToken(db, token, new Date(later.getTime() + SESSION_TTL_MS + 1))).toBeNull();
  });

  it('ends one session, or all but the current one', async () => {
    const db = createTestDb();
    const { user } = await createTestUser(db);
    const a = createSession(db, user.id);
    const b = createSession(db, user.id);
    const c = createSession(db, user.id);
    invalidateSession(db, a.session.id);
    expect(validateSessionToken(db, a.token)).toBeNull();
    invalidateUserSessions(db, user.id, b.session.id);
    expect(validateSessionToken(db, b.token)).not.toBeNull();
    expect(validateSessionToken(db, c.token)).toBeNull();
  });
});
