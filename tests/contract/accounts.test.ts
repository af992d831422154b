// Accounts on both engines (issue 29 item 4): sessions (src/core/auth/sessions.ts) and the accounts
// feature (users, e-mail tokens, known devices, e-mail change, Google) through their repositories, on a
// real SQLite file and a real PostgreSQL database (with the job queue's schema in it, as DATA_ENGINE=postgres runs).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataStore } from '../../src/core/db/store/store';
import { createQueue, type Queue } from '../../src/core/queue/queue';
import {
  type AccountDeps,
  authenticate,
  changePassword,
  registerUser,
  requestPasswordReset,
  resetPassword,
  useLoginLink,
  verifyEmail,
} from '../../src/features/accounts/domain/accounts';
import { confirmEmailChange, requestEmailChange } from '../../src/features/accounts/domain/email-change';
import { cancelEmailChange, pendingEmailChange } from '../../src/features/accounts/domain/pending-email-change';
import { createEmailToken } from '../../src/features/accounts/domain/email-tokens';
import { accountForGoogle } from '../../src/features/accounts/domain/google-account';
import { addKnownDevice, knownDeviceOf } from '../../src/features/accounts/domain/known-devices';
import { accountsRepository } from '../../src/features/accounts/domain/repository';
import { renderEmail } from '../../src/features/email/web';
import { createSession, hashToken, invalidateSession, invalidateUserSessions, SESSION_TTL_MS, validateSessionToken } from '../../src/core/auth/sessions';
import { portable } from '../../src/core/db/store/portable';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, ENGINES, insertRows, openTestStore } from '../helpers/engines';
import { recordingQueue } from '../helpers/recording-queue';

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

describe.each(ENGINES)('accounts (%s)', (engine) => {
  let opened: Awaited<ReturnType<typeof openTestStore>>;
  let store: DataStore;
  let pgQueue: Queue | undefined;
  let deps: AccountDeps;
  beforeAll(async () => {
    opened = await openTestStore(engine);
    store = opened.store;
    // PostgreSQL: an e-mail row and its job commit together, so the queue's schema must be in the database.
    if (engine === 'postgres') pgQueue = await createQueue(opened.databaseUrl!);
    deps = { store, queue: pgQueue ?? recordingQueue().queue, origin: 'https://vowly.test', renderEmail };
  });
  afterAll(async () => {
    await pgQueue?.close();
    await opened?.close();
  });
  const password = 'a long enough secret';
  const address = () => `${newId()}@example.com`;
  const tokenOf = (link: string) => decodeURIComponent(/token=([^&]+)/.exec(link)![1]!);
  /** The newest e-mail's text to this address (the link inside). */
  async function mailTo(to: string) {
    const { t, sql } = portable(store);
    const rows = await sql().select({ text: t.emails.text, key: t.emails.idempotencyKey }).from(t.emails).where(eq(t.emails.to, to));
    return rows.at(-1);
  }

  it('registers an account with its wedding once, verifies it by the e-mailed link, and logs in', async () => {
    const email = address();
    const user = await registerUser(deps, { name: 'Ana', email, password }, '192.0.2.1');
    await expect(registerUser(deps, { name: 'Ana', email, password }, '192.0.2.1')).rejects.toMatchObject({ code: 'auth.email-taken' });
    const { t, sql } = portable(store);
    expect(await sql().select({ id: t.weddings.id }).from(t.weddings).where(eq(t.weddings.ownerId, user.id))).toHaveLength(1);
    await expect(authenticate(deps, { email, password })).rejects.toMatchObject({ code: 'auth.email-not-verified' });
    const link = (await mailTo(email))!.text.match(/https:\/\/vowly\.test\/user\/verify-email\?token=\S+/)![0];
    expect(await verifyEmail(store, tokenOf(link))).toEqual({ status: 'verified', email: expect.any(String) });
    expect(await verifyEmail(store, tokenOf(link))).toEqual({ status: 'invalid' });
    expect((await authenticate(deps, { email, password, ip: '192.0.2.1' })).id).toBe(user.id);
    await expect(authenticate(deps, { email, password: 'not it at all' })).rejects.toMatchObject({ code: 'auth.login-failed' });
  });

  it('a reset link works once, ends the sessions and forgets the known devices; a login link works once', async () => {
    const email = address();
    const user = await registerUser(deps, { name: 'Bo', email, password }, '192.0.2.2');
    const accounts = accountsRepository(store);
    const device = await addKnownDevice(accounts, user.id);
    expect(await knownDeviceOf(accounts, user.id, ['x'.repeat(32), device])).toBe(device);
    const session = await createSession(store, user.id);
    await requestPasswordReset(deps, email, '192.0.2.2');
    const reset = (await mailTo(email))!.text.match(/token=([^&\s]+)/)![1]!;
    const changed = await resetPassword(store, decodeURIComponent(reset), 'another long secret');
    expect(changed.emailVerifiedAt).not.toBeNull();
    await expect(resetPassword(store, decodeURIComponent(reset), 'a third long secret')).rejects.toMatchObject({ code: 'auth.reset-link-expired' });
    expect(await validateSessionToken(store, session.token)).toBeNull();
    expect(await knownDeviceOf(accounts, user.id, [device])).toBeUndefined();
    expect((await authenticate(deps, { email, password: 'another long secret' })).id).toBe(user.id);
    const { token } = await createEmailToken(accounts, user.id, 'login-link');
    expect((await useLoginLink(store, token)).id).toBe(user.id);
    await expect(useLoginLink(store, token)).rejects.toMatchObject({ code: 'auth.login-link-used' });
  });

  it('changes the password with the current one, keeping only the current session', async () => {
    const email = address();
    const user = await registerUser(deps, { name: 'Cy', email, password }, '192.0.2.3');
    const mine = await createSession(store, user.id);
    const other = await createSession(store, user.id);
    await expect(changePassword(store, user, mine.session.id, { currentPassword: 'wrong one here', newPassword: 'a new long secret' })).rejects.toMatchObject({
      code: 'auth.current-password-wrong',
    });
    await changePassword(store, user, mine.session.id, { currentPassword: password, newPassword: 'a new long secret' });
    expect(await validateSessionToken(store, mine.token)).not.toBeNull();
    expect(await validateSessionToken(store, other.token)).toBeNull();
  });

  it('an e-mail change waits for its link, can be cancelled, and is refused when the address was taken meanwhile', async () => {
    const user = await registerUser(deps, { name: 'Di', email: address(), password }, '192.0.2.4');
    const accounts = accountsRepository(store);
    const next = address();
    await requestEmailChange(deps, user, next);
    expect((await pendingEmailChange(accounts, user.id))?.email).toBe(next);
    await cancelEmailChange(accounts, user.id);
    expect(await pendingEmailChange(accounts, user.id)).toBeNull();
    await requestEmailChange(deps, user, next);
    const token = tokenOf((await mailTo(next))!.text.match(/https:\/\/vowly\.test\/user\/confirm-email\?token=\S+/)![0]);
    expect(await confirmEmailChange(deps, token)).toEqual({ status: 'changed', email: next });
    expect((await accounts.userById(user.id))?.email).toBe(next);
    expect(await confirmEmailChange(deps, token)).toEqual({ status: 'invalid' });
    const later = address();
    await requestEmailChange(deps, user, later);
    const taken = tokenOf((await mailTo(later))!.text.match(/https:\/\/vowly\.test\/user\/confirm-email\?token=\S+/)![0]);
    await registerUser(deps, { name: 'Ed', email: later, password }, '192.0.2.5');
    expect(await confirmEmailChange(deps, taken)).toEqual({ status: 'taken' });
  });

  it('Google links a verified address and creates new accounts; concurrent sign-ups create one account', async () => {
    const accounts = accountsRepository(store);
    const email = address();
    const user = await registerUser(deps, { name: 'Fa', email, password }, '192.0.2.6');
    const sub = newId();
    expect((await accountForGoogle(accounts, { sub, email: email.toUpperCase(), emailVerified: true })).id).toBe(user.id);
    expect((await accountForGoogle(accounts, { sub, emailVerified: false })).id).toBe(user.id);
    const fresh = address();
    const created = await Promise.all(
      Array.from({ length: 4 }, () => accountForGoogle(accounts, { sub: `g-${fresh}`, email: fresh, emailVerified: true, name: 'Gi' })),
    );
    expect(new Set(created.map((u) => u.id)).size).toBe(1);
    const { t, sql } = portable(store);
    expect(await sql().select({ id: t.weddings.id }).from(t.weddings).where(eq(t.weddings.ownerId, created[0]!.id))).toHaveLength(1);
  });
});
