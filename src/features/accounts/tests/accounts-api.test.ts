import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { engineTables, queuedJobs } from '../../../../tests/helpers/test-engine';
import { mailsTo } from './helpers';

const { users, weddings } = engineTables();

const password = 'blue lantern 42';

async function linkFrom(store: DataStore, to: string, kind: 'verify-email' | 'reset-password') {
  const rows = await mailsTo(store, { to, kind });
  const text = rows.at(-1)?.text ?? '';
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no ${kind} link for ${to}`);
  return new URL(match[0]);
}

async function registerAndVerify(env = createTestApp(), email = 'ana@example.com') {
  const api = client(env.app);
  const res = await api.post('/api/v1/auth/register', { name: 'Ana', email, password, confirmPassword: password });
  expect(res.status).toBe(201);
  const link = await linkFrom(env.store, email, 'verify-email');
  const verified = await api.get(link.pathname + link.search);
  expect(verified.status).toBe(303);
  return { ...env, api };
}

describe('POST /auth/register', () => {
  it('creates a free user with an empty wedding and queues a verification e-mail', async () => {
    const t = createTestApp();
    const { sql } = portable(t.store);
    const res = await client(t.app).post('/api/v1/auth/register', { name: 'Ana', email: 'Ana@Example.com', password, confirmPassword: password });
    expect(res.status).toBe(201);
    const user = first(await sql().select().from(users).where(eq(users.email, 'ana@example.com')))!;
    expect(user.role).toBe('userFree');
    expect(user.emailVerifiedAt).toBeNull();
    const wedding = first(await sql().select().from(weddings).where(eq(weddings.ownerId, user.id)))!;
    expect((wedding.content as Record<string, unknown>).brideGroomOneName).toBe('Partner One');
    expect((await queuedJobs(t)).some((job) => job.task === 'send_email')).toBe(true);
    expect((await linkFrom(t.store, 'ana@example.com', 'verify-email')).pathname).toBe('/user/verify-email');
  });

  it('accepts form data too', async () => {
    const { app } = createTestApp();
    const res = await client(app).post(
      '/api/v1/auth/register',
      new URLSearchParams({ name: 'Bo', email: 'bo@example.com', password, confirmPassword: password }),
    );
    expect(res.status).toBe(201);
  });

  it("refuses mismatched passwords with 'passwords do not match'", async () => {
    const { app } = createTestApp();
    const res = await client(app).post('/api/v1/auth/register', { name: 'Ana', email: 'a@example.com', password, confirmPassword: 'other thing 1' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'passwords do not match', code: 'input.invalid', errors: { form: 'passwords do not match' } });
  });

  it('refuses short and common passwords and bad e-mails', async () => {
    const { app } = createTestApp();
    const api = client(app);
    const short = await api.post('/api/v1/auth/register', { name: 'A', email: 'a@example.com', password: 'abc', confirmPassword: 'abc' });
    expect((await short.json()).msg).toBe('Password must be at least 8 characters');
    const common = await api.post('/api/v1/auth/register', { name: 'A', email: 'a@example.com', password: 'Password123', confirmPassword: 'Password123' });
    expect((await common.json()).msg).toMatch(/too common/);
    const email = await api.post('/api/v1/auth/register', { name: 'A', email: 'not-an-email', password, confirmPassword: password });
    expect((await email.json()).msg).toBe('Please enter a valid email');
  });

  it('answers a duplicate e-mail with a 409 and writes nothing', async () => {
    const { app, store } = createTestApp();
    const api = client(app);
    await api.post('/api/v1/auth/register', { name: 'Ana', email: 'ana@example.com', password, confirmPassword: password });
    const again = await api.post('/api/v1/auth/register', { name: 'Eve', email: 'ANA@example.com', password, confirmPassword: password });
    expect(again.status).toBe(409);
    expect((await again.json()).msg).toMatch(/already exists/);
    expect(await portable(store).sql().select().from(users)).toHaveLength(1);
  });
});

describe('e-mail verification and login', () => {
  it('refuses login before verification (and resends the link), accepts after', async () => {
    const { app, store } = createTestApp();
    const api = client(app);
    await api.post('/api/v1/auth/register', { name: 'Ana', email: 'ana@example.com', password, confirmPassword: password });
    const early = await api.post('/api/v1/auth/login', { email: 'ana@example.com', password });
    expect(early.status).toBe(403);
    const link = await linkFrom(store, 'ana@example.com', 'verify-email');
    expect((await api.get(link.pathname + link.search)).headers.get('location')).toBe('/login?email=ana%40example.com');
    const used = await api.get(link.pathname + link.search);
    expect(used.status).toBe(400);
    expect(await used.text()).toContain('This link is not valid');
    const login = await api.post('/api/v1/auth/login', { email: 'ana@example.com', password });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ msg: 'logged in successfully', user: { email: 'ana@example.com', role: 'userFree', pro: false } });
    const me = await api.get('/api/v1/users/current-user');
    expect(await me.json()).toMatchObject({ user: { name: 'Ana', pro: false } });
  });

  it("answers wrong credentials and unknown e-mails alike: 'please double check your credentials'", async () => {
    const { app, api } = await registerAndVerify();
    const wrong = await api.post('/api/v1/auth/login', { email: 'ana@example.com', password: 'wrong password' });
    const unknown = await client(app).post('/api/v1/auth/login', { email: 'nobody@example.com', password });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ msg: 'please double check your credentials', code: 'auth.login-failed' });
    expect(await unknown.json()).toEqual({ msg: 'please double check your credentials', code: 'auth.login-failed' });
  });

  it('ends the session on logout: the cookie no longer works', async () => {
    const { store, app } = createTestApp();
    const { cookie } = await createTestUser(store);
    const api = client(app, cookie);
    expect((await api.get('/api/v1/users/current-user')).status).toBe(200);
    const out = await api.delete('/api/v1/auth/logout');
    expect(await out.json()).toEqual({ msg: 'Logged out successfully' });
    expect((await client(app, cookie).get('/api/v1/users/current-user')).status).toBe(401);
  });
});

describe('login throttling', () => {
  it('slows down after 5 failures from one address; the owner still gets in from another address (src/features/accounts/tests/rate-limit.test.ts has the rest)', async () => {
    const { store, app } = createTestApp();
    const { user, password: right } = await createTestUser(store, { email: 'owner@example.com' });
    const attacker = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
    const owner = { incoming: { socket: { remoteAddress: '198.51.100.7' } } };
    const login = (password: string, env: object) =>
      app.request(
        'http://localhost/api/v1/auth/login',
        { method: 'POST', headers: { origin: 'http://localhost', 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password }) },
        env,
      );
    // The clock stands still (Date only): on a busy machine the lock would drain a second before it is read.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 5; i++) expect((await login('nope nope nope', attacker)).status).toBe(401);
      const locked = await login(right, attacker);
      expect(locked.status).toBe(429);
      expect((await locked.json()).msg).toMatch(/Too many login attempts/);
      expect(locked.headers.get('retry-after')).toBe('300');
      expect((await login(right, owner)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('password reset', () => {
  it('always answers the same, e-mails a link with token and expiresAt, and ends every session on success', async () => {
    const { store, app } = createTestApp();
    const { user, cookie } = await createTestUser(store, { email: 'reset@example.com' });
    const api = client(app);
    const unknown = await api.post('/api/v1/auth/forgot-password', { email: 'nobody@example.com' });
    const known = await api.post('/api/v1/auth/forgot-password', { email: user.email });
    expect(await unknown.json()).toEqual(await known.json());
    const link = await linkFrom(store, user.email, 'reset-password');
    expect(link.pathname).toBe('/user/reset-password');
    expect(Number(link.searchParams.get('expiresAt'))).toBeGreaterThan(Date.now());
    const token = link.searchParams.get('token')!;
    const res = await api.post('/api/v1/auth/reset-password', { token, password: 'a brand new secret', confirmPassword: 'a brand new secret' });
    expect(await res.json()).toEqual({ msg: 'Password reset. Please log in again' });
    expect((await client(app, cookie).get('/api/v1/users/current-user')).status).toBe(401);
    const reused = await api.post('/api/v1/auth/reset-password', { token, password: 'another new secret' });
    expect(reused.status).toBe(400);
    expect((await api.post('/api/v1/auth/login', { email: user.email, password: 'a brand new secret' })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { store, app } = createTestApp();
    const { user } = await createTestUser(store, { email: 'late@example.com' });
    const { createEmailToken } = await import('../domain/email-tokens');
    const { accountsRepository } = await import('../domain/repository');
    const { token } = await createEmailToken(accountsRepository(store), user.id, 'reset-password', new Date(Date.now() - 2 * 60 * 60 * 1000));
    const res = await client(app).post('/api/v1/auth/reset-password', { token, password: 'a brand new secret' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ reason: 'expired' });
  });
});

describe('users API', () => {
  it('updates the profile and the password; other sessions end on password change', async () => {
    const { store, app } = createTestApp();
    const { user, cookie, password: current } = await createTestUser(store);
    const { createSession } = await import('../../../core/auth/sessions');
    const other = await createSession(store, user.id);
    const api = client(app, cookie);
    const profile = await api.patch('/api/v1/users/update-user', new URLSearchParams({ name: 'Sam T.' }));
    expect(await profile.json()).toMatchObject({ msg: 'Profile updated successfully', user: { name: 'Sam T.' } });
    const wrong = await api.patch('/api/v1/users/update-user-password', { currentPassword: 'not it at all', newPassword: 'fresh secret 99' });
    expect(wrong.status).toBe(400);
    const changed = await api.patch('/api/v1/users/update-user-password', { currentPassword: current, newPassword: 'fresh secret 99' });
    expect(await changed.json()).toEqual({ msg: 'Password changed successfully' });
    expect((await api.get('/api/v1/users/current-user')).status).toBe(200);
    expect((await client(app, `vowly_session=${other.token}`).get('/api/v1/users/current-user')).status).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const { app } = createTestApp();
    expect((await client(app).get('/api/v1/users/current-user')).status).toBe(401);
    expect((await client(app).patch('/api/v1/users/update-user', { name: 'x' })).status).toBe(401);
  });
});
