// Account rules: registration, login, e-mail verification, password reset and changes.
// Free of Hono: routes pass in what they parsed and turn UserError into { msg }.
import type { DataStore } from '../../../core/db/store/store';
import type { UserRow } from '../../../core/db/schema';
import type { Queue } from '../../../core/queue/queue';
import { UserError } from '../../../core/errors';
import { queueEmail, renderMessage, type RenderEmail } from '../../email';
import { loginLinkEmail, passwordResetEmail, verificationEmail } from './account-emails';
import { requestEmailChange } from './email-change';
import { checkEmailToken, createEmailToken, useEmailToken } from './email-tokens';
import {
  accountEmailBuckets,
  loginBuckets,
  loginSucceeded,
  RateLimitedError,
  reauthBuckets,
  recordFailure,
  takeRoom,
  throttledMessage,
  waitFor,
  waitText,
} from '../../../core/rate-limit';
import { hashPassword, verifyPassword } from './password';
import { invalidateUserSessions } from '../../../core/auth/sessions';
import { accountsRepository } from './repository';
import { appText } from '../../../shared/i18n/app';

export const LOGIN_FAILED = appText('accounts.login.failed');
export const EMAIL_TAKEN = appText('accounts.register.emailTaken');
export const EMAIL_NOT_VERIFIED = appText('accounts.login.notVerified');

export interface AccountDeps {
  store: DataStore;
  queue: Queue;
  /** Origin used in e-mailed links, e.g. https://vowly.example */
  origin: string;
  /** Development: print links to the console so no inbox is needed. */
  logLinks?: boolean;
  /** Turns an e-mail's content into its HTML and text parts (src/features/email/views/render.ts). */
  renderEmail: RenderEmail;
}

// Compared against when the e-mail is unknown, so both paths cost one argon2 verification.
let dummyHash: Promise<string> | undefined;
function timingDummy() {
  dummyHash ??= hashPassword('vowly-timing-equaliser-not-a-password');
  return dummyHash;
}

function findUserByEmail(store: DataStore, email: string): Promise<UserRow | undefined> {
  return accountsRepository(store).userByEmail(email.toLowerCase());
}

/**
 * A confirmation link to the account's address, unless one went there in the last 15 minutes or
 * this client asked for too many (issue 28 item 13): the caller's answer is the same either way.
 */
export async function sendVerificationEmail(deps: AccountDeps, user: UserRow, ip: string | undefined) {
  if (!(await takeRoom(deps.store, accountEmailBuckets('verify', user.email, ip)))) return;
  const { token, tokenId } = await createEmailToken(accountsRepository(deps.store), user.id, 'verify-email');
  const link = `${deps.origin}/user/verify-email?token=${encodeURIComponent(token)}`;
  if (deps.logLinks) console.log(`[auth] verification link for ${user.email}: ${link}`);
  await queueEmail(deps.store, deps.queue, renderMessage(deps.renderEmail, verificationEmail(user, link, tokenId)));
}

export async function registerUser(deps: AccountDeps, input: { name: string; email: string; password: string }, ip: string | undefined) {
  const accounts = accountsRepository(deps.store);
  if (await accounts.userByEmail(input.email)) throw new UserError('auth.email-taken', EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const user = await accounts.transaction(async () => {
    if (await accounts.userByEmail(input.email)) throw new UserError('auth.email-taken', EMAIL_TAKEN);
    return accounts.createUserWithWedding({ name: input.name, email: input.email, passwordHash });
  });
  await sendVerificationEmail(deps, user, ip);
  return user;
}

export type VerifyEmailResult = { status: 'verified'; email: string } | { status: 'expired' | 'invalid' };

/** Uses the e-mailed confirmation link; a verified result carries the address (the login page fills it in). */
export async function verifyEmail(store: DataStore, token: string): Promise<VerifyEmailResult> {
  const accounts = accountsRepository(store);
  const check = await checkEmailToken(accounts, token, 'verify-email');
  if (!check.ok) return { status: check.reason };
  return accounts.transaction(async () => {
    if (!(await useEmailToken(accounts, check.tokenId))) return { status: 'invalid' };
    const now = new Date();
    const user = await accounts.updateUser(check.userId, { emailVerifiedAt: now, updatedAt: now });
    return user ? { status: 'verified', email: user.email } : { status: 'invalid' };
  });
}

export function loginThrottledMessage(retryAfterMs: number): string {
  return appText('accounts.login.throttled', { wait: waitText(retryAfterMs) });
}

export interface LoginInput {
  email: string;
  password: string;
  /** The client address (TRUST_PROXY-aware); undefined when unknown. */
  ip?: string;
  /** Has this browser logged in to that account before (src/features/accounts/routes/known-device.ts)? */
  knownDevice?: (userId: string) => Promise<boolean>;
}

/**
 * Returns the user on success; throws UserError with the spec's message otherwise. Rate limited
 * by src/core/rate-limit (failures only): a lock applies to the guessing address, and the
 * account-wide ceiling is skipped for the owner's known browsers.
 */
export async function authenticate(deps: AccountDeps, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(deps.store, input.email);
  const known = Boolean(user && (await input.knownDevice?.(user.id)));
  const buckets = loginBuckets(input.email, input.ip, known);
  const wait = await waitFor(deps.store, buckets);
  if (wait > 0) throw new RateLimitedError('auth.rate-limited', loginThrottledMessage(wait), wait);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await timingDummy(), input.password)) && false;
  if (!user || !valid) {
    await recordFailure(deps.store, buckets);
    throw new UserError('auth.login-failed', LOGIN_FAILED);
  }
  await loginSucceeded(deps.store, input.email, input.ip);
  if (!user.emailVerifiedAt) {
    await sendVerificationEmail(deps, user, input.ip);
    throw new UserError('auth.email-not-verified', EMAIL_NOT_VERIFIED);
  }
  return user;
}

/**
 * Never reveals whether the e-mail has an account. At most one reset e-mail per address per 15
 * minutes, and a few per client (issue 28 item 13); the caller answers the same either way.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string, ip: string | undefined) {
  const user = await findUserByEmail(deps.store, email);
  if (!user) return;
  if (!(await takeRoom(deps.store, accountEmailBuckets('reset', user.email, ip)))) return;
  const { token, expiresAt, tokenId } = await createEmailToken(accountsRepository(deps.store), user.id, 'reset-password');
  const link = `${deps.origin}/user/reset-password?token=${encodeURIComponent(token)}&expiresAt=${expiresAt.getTime()}`;
  if (deps.logLinks) console.log(`[auth] password reset link for ${user.email}: ${link}`);
  await queueEmail(deps.store, deps.queue, renderMessage(deps.renderEmail, passwordResetEmail(user, link, tokenId)));
}

/**
 * A one-time login link (issue 28 item 15), offered on the login lock screen so an owner on a new
 * device is not kept out by a distributed attack. Same rules as a reset: never reveals whether the
 * address has an account, one per address per 15 minutes and a few per client; the link works once,
 * for 15 minutes, and only its hash is stored.
 */
export async function requestLoginLink(deps: AccountDeps, email: string, ip: string | undefined) {
  const user = await findUserByEmail(deps.store, email);
  if (!user) return;
  if (!(await takeRoom(deps.store, accountEmailBuckets('login', user.email, ip)))) return;
  const { token, tokenId } = await createEmailToken(accountsRepository(deps.store), user.id, 'login-link');
  const link = `${deps.origin}/user/login-link?token=${encodeURIComponent(token)}`;
  if (deps.logLinks) console.log(`[auth] login link for ${user.email}: ${link}`);
  await queueEmail(deps.store, deps.queue, renderMessage(deps.renderEmail, loginLinkEmail(user, link, tokenId)));
}

export const LOGIN_LINK_USED = appText('accounts.loginLink.used');

/** Uses a login link once: the account it logs in to (its address is proven too), or a UserError. */
export async function useLoginLink(store: DataStore, token: string): Promise<UserRow> {
  const accounts = accountsRepository(store);
  const check = await checkEmailToken(accounts, token, 'login-link');
  if (!check.ok) throw new UserError('auth.login-link-used', LOGIN_LINK_USED);
  return accounts.transaction(async () => {
    if (!(await useEmailToken(accounts, check.tokenId))) throw new UserError('auth.login-link-used', LOGIN_LINK_USED);
    const user = (await accounts.userById(check.userId))!;
    if (!user.emailVerifiedAt) return (await accounts.updateUser(user.id, { emailVerifiedAt: new Date() }))!;
    return user;
  });
}

export const RESET_LINK_EXPIRED = appText('accounts.reset.linkExpired');

export async function resetPassword(store: DataStore, token: string, password: string) {
  const accounts = accountsRepository(store);
  const check = await checkEmailToken(accounts, token, 'reset-password');
  if (!check.ok) throw new UserError('auth.reset-link-expired', RESET_LINK_EXPIRED, { reason: check.reason });
  const passwordHash = await hashPassword(password);
  const user = await accounts.transaction(async () => {
    if (!(await useEmailToken(accounts, check.tokenId))) throw new UserError('auth.reset-link-expired', RESET_LINK_EXPIRED, { reason: 'invalid' });
    // The link arrived by e-mail, so the address is proven as well.
    const now = new Date();
    const updated = (await accounts.updateUser(check.userId, { passwordHash, emailVerifiedAt: now, updatedAt: now }))!;
    await invalidateUserSessions(store, check.userId);
    await accounts.forgetKnownDevices(check.userId);
    return updated;
  });
  await loginSucceeded(store, user.email, undefined);
  return user;
}

/**
 * Name changes apply at once. A new e-mail address does not: the current one stays the login
 * until the link sent to the new one is opened (src/features/accounts/domain/email-change.ts); the result's
 * pendingEmail says where the link went.
 */
export const CURRENT_PASSWORD_FOR_EMAIL = appText('accounts.profile.currentPasswordNeeded');
export const CURRENT_PASSWORD_WRONG = appText('accounts.profile.currentPasswordWrong');

export async function updateProfile(
  deps: AccountDeps,
  user: UserRow,
  input: { name?: string; email?: string; currentPassword?: string },
): Promise<UserRow & { pendingEmail?: string }> {
  const emailChanged = input.email !== undefined && input.email.trim().toLowerCase() !== user.email;
  // A session alone must not move the account to another address (issue 17): the password too.
  // An account without one (Google sign-in only) has nothing to ask; its current address is told.
  if (emailChanged && user.passwordHash) {
    if (!input.currentPassword) throw new UserError('auth.current-password-needed', CURRENT_PASSWORD_FOR_EMAIL);
    await checkCurrentPassword(deps.store, user, input.currentPassword);
  }
  if (emailChanged) await requestEmailChange(deps, user, input.email!);
  const updated = input.name ? ((await accountsRepository(deps.store).updateUser(user.id, { name: input.name, updatedAt: new Date() })) ?? user) : user;
  return emailChanged ? { ...updated, pendingEmail: input.email!.trim().toLowerCase() } : updated;
}

/** The current password of a signed-in account, rate limited (failures) per account. */
async function checkCurrentPassword(store: DataStore, user: UserRow, currentPassword: string): Promise<void> {
  const buckets = reauthBuckets(user.id);
  const wait = await waitFor(store, buckets);
  if (wait > 0) throw new RateLimitedError('auth.rate-limited', throttledMessage(wait), wait);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    await recordFailure(store, buckets);
    throw new UserError('auth.current-password-wrong', CURRENT_PASSWORD_WRONG);
  }
}

export async function changePassword(store: DataStore, user: UserRow, sessionId: string, input: { currentPassword: string; newPassword: string }) {
  await checkCurrentPassword(store, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const accounts = accountsRepository(store);
  await accounts.transaction(async () => {
    await accounts.updateUser(user.id, { passwordHash, updatedAt: new Date() });
    await invalidateUserSessions(store, user.id, sessionId);
    await accounts.forgetKnownDevices(user.id);
  });
}
