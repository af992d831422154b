// Issue 28 item 15: wrong passwords from many addresses must not keep the owner out on a new
// device. The lock screen offers a one-time login link by e-mail (single use, short-lived, hashed
// at rest, rate limited like a reset); the known-device mark is a random value per browser,
// stored server-side, that a password change revokes. Time moves with vi.setSystemTime (Date only).
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import type { DataStore } from '../../../core/db/store/store';
import { hashToken } from '../../../core/auth/sessions';
import { KNOWN_DEVICE_COOKIE } from '../routes/known-device';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { mailsTo } from './helpers';

const { emailTokens, knownDevices } = engineTables();

const ORIGIN = 'http://localhost';
const MINUTE = 60_000;
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

type App = ReturnType<typeof createTestApp>['app'];

function form(app: App, path: string, fields: Record<string, string>, address: string, cookie = '') {
  return app.request(
    `${ORIGIN}${path}`,
    { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams(fields).toString() },
    from(address),
  );
}

/** Locks the account the way the outside test did: 50 wrong passwords from 50 addresses. */
async function lockAccount(app: App, email: string) {
  for (let i = 0; i < 50; i++) await form(app, '/login', { email, password: 'not the password' }, `203.0.113.${i + 1}`);
}

function cookieFrom(res: Response, name: string): string | undefined {
  const header = res.headers.getSetCookie().find((h) => h.startsWith(`${name}=`));
  return header?.split(';')[0];
}

async function loginLinkOf(store: DataStore, to: string): Promise<URL> {
  const row = (await mailsTo(store, { to, kind: 'login-link' })).at(-1);
  const match = row?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no login link for ${to}`);
  return new URL(match[0]);
}

describe('the lock screen offers a one-time login link', () => {
  it('lockout → the owner asks for a link on a new device → it logs in once; a second use is refused', async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store, { email: 'owner@example.com' });
    await lockAccount(app, user.email);

    // On a new device from a new address the right password is refused, and the page offers the link.
    const locked = await form(app, '/login', { email: user.email, password }, '198.51.100.7');
    expect(locked.status).toBe(429);
    const page = await locked.text();
    expect(page).toContain('action="/user/login-link"');
    expect(page).toContain('E-mail me a login link');

    const asked = await form(app, '/user/login-link', { email: user.email }, '198.51.100.7');
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/user/login-link/check-email');
    const link = await loginLinkOf(store, user.email);
    const token = link.searchParams.get('token')!;
    // Hashed at rest, short-lived.
    const stored = first(await portable(store).sql().select().from(emailTokens).where(eq(emailTokens.purpose, 'login-link')))!;
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBe(15 * MINUTE);

    // Opening the link (a mail scanner may too) only shows the button; it does not use it up.
    const opened = await app.request(`${ORIGIN}${link.pathname}${link.search}`, {}, from('198.51.100.7'));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Log me in');

    const used = await form(app, '/user/login-link/use', { token }, '198.51.100.7');
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe('/app');
    const session = cookieFrom(used, 'vowly_session');
    expect(session).toBeTruthy();
    expect((await app.request(`${ORIGIN}/api/v1/users/current-user`, { headers: { cookie: session! } })).status).toBe(200);
    // That browser is now known: the right password gets through the account-wide lock.
    const device = cookieFrom(used, KNOWN_DEVICE_COOKIE)!;
    expect((await form(app, '/login', { email: user.email, password }, '198.51.100.8', device)).status).toBe(303);

    const again = await form(app, '/user/login-link/use', { token }, '198.51.100.9');
    expect(again.status).toBe(400);
    expect(cookieFrom(again, 'vowly_session')).toBeUndefined();
    expect(await again.text()).toContain('expired or was already used');
  });

  it('a link older than 15 minutes is refused; links are limited like resets and the answer never changes', async () => {
    const { app, store } = createTestApp();
    const { user } = await createTestUser(store, { email: 'owner@example.com' });
    const answers = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await app.request(
        `${ORIGIN}/api/v1/auth/login-link`,
        { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email }) },
        from(`198.51.100.${i + 1}`),
      );
      answers.add(`${res.status} ${await res.text()}`);
    }
    const unknown = await app.request(
      `${ORIGIN}/api/v1/auth/login-link`,
      { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com' }) },
      from('192.0.2.1'),
    );
    answers.add(`${unknown.status} ${await unknown.text()}`);
    expect(answers.size).toBe(1);
    expect(await mailsTo(store, { kind: 'login-link' })).toHaveLength(1);

    const token = (await loginLinkOf(store, user.email)).searchParams.get('token')!;
    vi.setSystemTime(Date.now() + 15 * MINUTE + 1000);
    const late = await form(app, '/user/login-link/use', { token }, '198.51.100.7');
    expect(late.status).toBe(400);
  });
});

describe('known devices', () => {
  it('each browser gets a value of its own, stored only as a hash', async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store, { email: 'owner@example.com' });
    const first = cookieFrom(await form(app, '/login', { email: user.email, password }, '198.51.100.7'), KNOWN_DEVICE_COOKIE)!;
    const second = cookieFrom(await form(app, '/login', { email: user.email, password }, '198.51.100.7'), KNOWN_DEVICE_COOKIE)!;
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
    const rows = await portable(store).sql().select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(rows).toHaveLength(2);
    const value = first.split('=')[1]!;
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(value));
    // A browser that logs in again keeps its value.
    const again = cookieFrom(await form(app, '/login', { email: user.email, password }, '198.51.100.7', first), KNOWN_DEVICE_COOKIE)!;
    expect(again).toBe(first);
  });

  it('a password change revokes every known-device mark', async () => {
    const { app, store } = createTestApp();
    const { user, password, cookie } = await createTestUser(store, { email: 'owner@example.com' });
    const device = cookieFrom(await form(app, '/login', { email: user.email, password }, '198.51.100.7'), KNOWN_DEVICE_COOKIE)!;
    await lockAccount(app, user.email);
    // Known: gets through the lock.
    expect((await form(app, '/login', { email: user.email, password }, '198.51.100.8', device)).status).toBe(303);

    const changed = await app.request(`${ORIGIN}/api/v1/users/update-user-password`, {
      method: 'PATCH',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ currentPassword: password, newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' }),
    });
    expect(changed.status).toBe(200);
    expect(await portable(store).sql().select().from(knownDevices).where(eq(knownDevices.userId, user.id))).toHaveLength(0);
    // The old mark no longer gets through the account-wide lock.
    expect((await form(app, '/login', { email: user.email, password: 'a brand new passphrase' }, '198.51.100.9', device)).status).toBe(429);
  });
});
