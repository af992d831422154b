// Sessions: what they protect against.
// - Token theft from the database: only the SHA-256 of each token is stored.
// - Guessing: tokens carry 160 random bits.
// - Forever-valid cookies: 30-day sliding expiry, renewed when half used; logout, password
//   change and password reset end sessions on the server.
// Nothing else reads or writes the session cookie (see src/core/http/middleware/session.ts).
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { sessions, users, type UserRow } from '../db/schema';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function createSession(db: Db, userId: string, now = new Date()) {
  const token = generateSessionToken();
  const session = db
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS), createdAt: now })
    .returning()
    .get();
  // The account's first session: the dashboard greets 'Welcome', later sessions 'Welcome back'.
  db.update(users)
    .set({ firstLoginAt: now })
    .where(and(eq(users.id, userId), isNull(users.firstLoginAt)))
    .run();
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
}

export function validateSessionToken(db: Db, token: string, now = new Date()): ValidSession | null {
  const id = hashToken(token);
  const row = db.select({ session: sessions, user: users }).from(sessions).innerJoin(users, eq(sessions.userId, users.id)).where(eq(sessions.id, id)).get();
  if (!row) return null;
  if (row.session.expiresAt.getTime() <= now.getTime()) {
    db.delete(sessions).where(eq(sessions.id, id)).run();
    return null;
  }
  let expiresAt = row.session.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS / 2) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
    renewed = true;
  }
  const firstLoginAt = row.user.firstLoginAt?.getTime();
  const firstSession = firstLoginAt === undefined || firstLoginAt >= row.session.createdAt.getTime();
  return { user: row.user, sessionId: id, expiresAt, renewed, firstSession };
}

export function invalidateSession(db: Db, sessionId: string) {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session of the user, except `keepSessionId` when given (the one making the change). */
export function invalidateUserSessions(db: Db, userId: string, keepSessionId?: string) {
  const where = keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId);
  db.delete(sessions).where(where).run();
}
