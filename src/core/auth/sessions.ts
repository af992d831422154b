// Sessions: what they protect against.
// - Token theft from the database: only the SHA-256 of each token is stored.
// - Guessing: tokens carry 160 random bits.
// - Forever-valid cookies: 30-day sliding expiry, renewed when half used; logout, password
//   change and password reset end sessions on the server.
// Nothing else reads or writes the session cookie (see src/core/http/middleware/session.ts).
import type { DataStore } from '../db/store/store';
import type { UserRow } from '../db/schema';
import { sessionsRepository } from './sessions-repository';
import { generateSessionToken, hashToken } from './tokens';

export { generateSessionToken, hashToken };

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(store: DataStore, userId: string, now = new Date()) {
  const token = generateSessionToken();
  const repository = sessionsRepository(store);
  const session = await repository.transaction(async () => {
    const created = await repository.insert({ id: hashToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS), createdAt: now });
    // The account's first session: the dashboard greets 'Welcome', later sessions 'Welcome back'.
    await repository.markFirstLogin(userId, now);
    return created;
  });
  return { token, session };
}

export interface ValidSession {
  user: UserRow;
  sessionId: string;
  expiresAt: Date;
  /** True when the expiry moved: the cookie must be written again. */
  renewed: boolean;
  /** The account's first session (its first login): not yet 'Welcome back'. */
  firstSession: boolean;
  /** The wedding this session chose to work on (src/core/auth/membership.ts), if any. */
  weddingId: string | null;
}

export async function validateSessionToken(store: DataStore, token: string, now = new Date()): Promise<ValidSession | null> {
  const id = hashToken(token);
  const repository = sessionsRepository(store);
  const row = await repository.find(id);
  if (!row) return null;
  if (row.session.expiresAt.getTime() <= now.getTime()) {
    await repository.delete(id);
    return null;
  }
  let expiresAt = row.session.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await repository.setExpiry(id, expiresAt);
    renewed = true;
  }
  const firstLoginAt = row.user.firstLoginAt?.getTime();
  const firstSession = firstLoginAt === undefined || firstLoginAt >= row.session.createdAt.getTime();
  return { user: row.user, sessionId: id, expiresAt, renewed, firstSession, weddingId: row.session.weddingId };
}

export async function invalidateSession(store: DataStore, sessionId: string): Promise<void> {
  await sessionsRepository(store).delete(sessionId);
}

/** Ends every session of the user, except `keepSessionId` when given (the one making the change). */
export async function invalidateUserSessions(store: DataStore, userId: string, keepSessionId?: string): Promise<void> {
  await sessionsRepository(store).deleteOfUser(userId, keepSessionId);
}
