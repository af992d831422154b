/**
 * Account commands for the person running the server (npm run admin): they act on the configured
 * database directly, so they work before any admin can log in, and they never print a password
 * they were not asked to generate.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/connection';
import { publicPageChanged } from '../../../core/db/queries/page-generation';
import { users, weddings, type Role } from '../../../core/db/schema';
import { writeTransaction } from '../../../core/db/transaction';
import { hashPassword, verifyPassword } from '../../accounts';
import { invalidateUserSessions } from '../../../core/auth/sessions';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { newWeddingValues } from '../../weddings';

export class OperatorCommandError extends Error {}

export interface OperatorResult {
  message: string;
  /** Only when this command generated it: shown once. */
  generatedPassword?: string;
}

const MIN_PASSWORD_LENGTH = 8;

function normalEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) throw new OperatorCommandError(`'${email}' is not an e-mail address.`);
  return trimmed;
}

function findUser(db: Db, email: string) {
  const user = db
    .select()
    .from(users)
    .where(eq(users.email, normalEmail(email)))
    .get();
  if (!user)
    throw new OperatorCommandError(
      `No account uses ${normalEmail(email)}. Check the address, or create it with: npm run admin -- create ${normalEmail(email)}`,
    );
  return user;
}

async function passwordOrGenerated(password: string | undefined) {
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new OperatorCommandError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const generated = password === undefined ? crypto.randomBytes(12).toString('base64url') : undefined;
  return { hash: await hashPassword(password ?? generated!), generated };
}

/** Creates an admin, or makes an existing account admin and sets its password (an explicit reset). */
export async function ensureAdmin(db: Db, email: string, password?: string): Promise<OperatorResult & { created: boolean }> {
  const address = normalEmail(email);
  const existing = db.select().from(users).where(eq(users.email, address)).get();
  // Started again with the same ADMIN_PASSWORD: nothing changes and nobody is logged out.
  if (existing?.role === 'admin' && password && existing.passwordHash && (await verifyPassword(existing.passwordHash, password))) {
    return { created: false, message: `${address} is an admin.` };
  }
  const { hash, generated } = await passwordOrGenerated(password);
  if (existing) {
    writeTransaction(db, (tx) => {
      tx.update(users)
        .set({ role: 'admin', passwordHash: hash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() })
        .where(eq(users.id, existing.id))
        .run();
      // An admin has every Pro feature, on their public page too.
      publicPageChanged(tx, { ownerId: existing.id });
    });
    await invalidateUserSessions(sqliteStore(db), existing.id);
    return { created: false, message: `${address} is an admin; its password was reset.`, generatedPassword: generated };
  }
  db.transaction((tx) => {
    const user = tx.insert(users).values({ email: address, name: 'Admin', role: 'admin', emailVerifiedAt: new Date(), passwordHash: hash }).returning().get();
    // Every account owns one wedding record (the app shell expects it).
    tx.insert(weddings).values(newWeddingValues(user.id)).run();
  });
  return { created: true, message: `Created the admin ${address}.`, generatedPassword: generated };
}

function setRole(db: Db, email: string, role: Role, done: string): OperatorResult {
  const user = findUser(db, email);
  if (user.role === role) return { message: `${user.email} ${done} already.` };
  if (user.role === 'admin' && role !== 'admin') throw new OperatorCommandError(`${user.email} is an admin; admins already have every Pro feature.`);
  writeTransaction(db, (tx) => {
    tx.update(users).set({ role }).where(eq(users.id, user.id)).run();
    publicPageChanged(tx, { ownerId: user.id });
  });
  return { message: `${user.email} ${done} now.` };
}

export function promoteToAdmin(db: Db, email: string): OperatorResult {
  return setRole(db, email, 'admin', 'is an admin');
}

export function grantPro(db: Db, email: string): OperatorResult {
  return setRole(db, email, 'userPaid', 'has Pro');
}

/** A new password (given or generated); every session of the account ends. */
export async function resetPassword(db: Db, email: string, password?: string): Promise<OperatorResult> {
  const user = findUser(db, email);
  const { hash, generated } = await passwordOrGenerated(password);
  db.update(users).set({ passwordHash: hash }).where(eq(users.id, user.id)).run();
  await invalidateUserSessions(sqliteStore(db), user.id);
  return { message: `The password of ${user.email} was reset and its sessions ended.`, generatedPassword: generated };
}
