/**
 * Account commands for the person running the server (npm run admin): they act on the configured
 * database directly, so they work before any admin can log in, and they never print a password
 * they were not asked to generate.
 */
import crypto from 'node:crypto';
import type { Db } from '../../../core/db/connection';
import type { Role } from '../../../core/db/schema';
import type { DataStore } from '../../../core/db/store/store';
import { hashPassword, verifyPassword } from '../../accounts';
import { invalidateUserSessions } from '../../../core/auth/sessions';
import { sqliteStore } from '../../../core/db/store/sqlite-store';
import { operatorAccountsRepository, type OperatorAccountsRepository } from './operator-accounts-repository';
import { appText } from '../../../shared/i18n/app';

export class OperatorCommandError extends Error {}

export interface OperatorResult {
  message: string;
  /** Only when this command generated it: shown once. */
  generatedPassword?: string;
}

const MIN_PASSWORD_LENGTH = 8;

function normalEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) throw new OperatorCommandError(appText('admin.operator.notEmail', { email }));
  return trimmed;
}

async function findUser(accounts: OperatorAccountsRepository, email: string) {
  const user = await accounts.userByEmail(normalEmail(email));
  if (!user) throw new OperatorCommandError(appText('admin.operator.noAccount', { email: normalEmail(email) }));
  return user;
}

async function passwordOrGenerated(password: string | undefined) {
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new OperatorCommandError(appText('admin.operator.passwordShort', { min: MIN_PASSWORD_LENGTH }));
  }
  const generated = password === undefined ? crypto.randomBytes(12).toString('base64url') : undefined;
  return { hash: await hashPassword(password ?? generated!), generated };
}

/**
 * Creates an admin, or makes an existing account admin and sets its password (an explicit reset).
 * (Given the SQLite `Db`: its store, for the web process's start, src/ops/provision-accounts.ts.)
 */
export async function ensureAdmin(target: DataStore | Db, email: string, password?: string): Promise<OperatorResult & { created: boolean }> {
  const store = 'engine' in target ? target : sqliteStore(target);
  const accounts = operatorAccountsRepository(store);
  const address = normalEmail(email);
  const existing = await accounts.userByEmail(address);
  // Started again with the same ADMIN_PASSWORD: nothing changes and nobody is logged out.
  if (existing?.role === 'admin' && password && existing.passwordHash && (await verifyPassword(existing.passwordHash, password))) {
    return { created: false, message: appText('admin.operator.isAdmin', { email: address }) };
  }
  const { hash, generated } = await passwordOrGenerated(password);
  if (existing) {
    // An admin has every Pro feature, on their public page too.
    await accounts.setRole(existing.id, 'admin', { passwordHash: hash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() });
    await invalidateUserSessions(store, existing.id);
    return { created: false, message: appText('admin.operator.madeAdminReset', { email: address }), generatedPassword: generated };
  }
  await accounts.createAdmin(address, hash);
  return { created: true, message: appText('admin.operator.createdAdmin', { email: address }), generatedPassword: generated };
}

async function setRole(store: DataStore, email: string, role: Role, done: 'admin' | 'pro'): Promise<OperatorResult> {
  const accounts = operatorAccountsRepository(store);
  const user = await findUser(accounts, email);
  if (user.role === role) return { message: appText('admin.operator.roleAlready', { email: user.email, done }) };
  if (user.role === 'admin' && role !== 'admin') throw new OperatorCommandError(appText('admin.operator.adminHasPro', { email: user.email }));
  await accounts.setRole(user.id, role);
  return { message: appText('admin.operator.roleNow', { email: user.email, done }) };
}

export function promoteToAdmin(store: DataStore, email: string): Promise<OperatorResult> {
  return setRole(store, email, 'admin', 'admin');
}

export function grantPro(store: DataStore, email: string): Promise<OperatorResult> {
  return setRole(store, email, 'userPaid', 'pro');
}

/** A new password (given or generated); every session of the account ends. */
export async function resetPassword(store: DataStore, email: string, password?: string): Promise<OperatorResult> {
  const accounts = operatorAccountsRepository(store);
  const user = await findUser(accounts, email);
  const { hash, generated } = await passwordOrGenerated(password);
  await accounts.setPasswordHash(user.id, hash);
  await invalidateUserSessions(store, user.id);
  return { message: appText('admin.operator.passwordReset', { email: user.email }), generatedPassword: generated };
}

/**
 * Deletes an account on request (the privacy policy's promise; there is no self-service deletion). A wedding
 * the person owns is not taken from its couple: it passes to its longest-standing partner, and only a wedding
 * without a partner goes with the account (its planners, viewers and caterers lose it). Their memberships of
 * other weddings and their sessions end.
 */
export async function deleteAccount(store: DataStore, email: string): Promise<OperatorResult> {
  const accounts = operatorAccountsRepository(store);
  const user = await findUser(accounts, email);
  const { handedOver, deleted } = await accounts.deleteUser(user.id);
  return { message: appText('admin.operator.accountDeleted', { email: user.email, handedOver, deleted }) };
}
