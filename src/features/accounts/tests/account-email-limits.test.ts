// Issue 28 item 13: strangers cannot mail any address. At most one reset and one confirmation
// e-mail per address per 15 minutes, whoever asks, with answers that never change (nothing is
// enumerated), and per-client limits on both routes. Time moves with vi.setSystemTime (Date only).
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataStore } from '../../../core/db/store/store';
import { portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { mailsTo } from './helpers';

const { users } = engineTables();

const ORIGIN = 'http://localhost';
const MINUTE = 60_000;
// Most tests here make 30 to 230 requests (or 20 accounts, each a password hash): over 30 s on a loaded machine, more on PostgreSQL.
const MANY_REQUESTS = 90_000;
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function post(app: ReturnType<typeof createTestApp>['app'], path: string, body: unknown, address: string) {
  return app.request(
    `${ORIGIN}${path}`,
    { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) },
    from(address),
  );
}

const mailsOf = async (store: DataStore, to: string, kind: 'reset-password' | 'verify-email') => (await mailsTo(store, { to, kind })).length;

async function answer(res: Response) {
  return { status: res.status, body: await res.text() };
}

describe('password reset e-mails', { timeout: MANY_REQUESTS }, () => {
  it('20 calls from one client and 20 from 20 clients: one e-mail, and every answer is the same', async () => {
    const { app, store } = createTestApp();
    await createTestUser(store, { email: 'victim@example.com' });
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await answer(await post(app, '/api/v1/auth/forgot-password', { email: 'victim@example.com' }, '203.0.113.5')));
    for (let i = 0; i < 20; i++)
      answers.push(await answer(await post(app, '/api/v1/auth/forgot-password', { email: 'victim@example.com' }, `198.51.100.${i + 1}`)));
    expect(await mailsOf(store, 'victim@example.com', 'reset-password')).toBe(1);
    const unknown = await answer(await post(app, '/api/v1/auth/forgot-password', { email: 'nobody@example.com' }, '192.0.2.1'));
    expect(new Set([...answers, unknown].map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);

    // 15 minutes later the owner can ask again.
    vi.setSystemTime(Date.now() + 15 * MINUTE);
    await post(app, '/api/v1/auth/forgot-password', { email: 'victim@example.com' }, '198.51.100.77');
    expect(await mailsOf(store, 'victim@example.com', 'reset-password')).toBe(2);
  });

  it('the no-JavaScript form is limited the same way and always shows the same next page', async () => {
    const { app, store } = createTestApp();
    await createTestUser(store, { email: 'victim@example.com' });
    for (let i = 0; i < 5; i++) {
      const res = await app.request(
        `${ORIGIN}/user/forgot-password`,
        { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=victim%40example.com' },
        from(`198.51.100.${i + 1}`),
      );
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/user/forgot-password/check-email');
    }
    expect(await mailsOf(store, 'victim@example.com', 'reset-password')).toBe(1);
  });

  it('one client asking for many addresses is limited too (per client)', async () => {
    const { app, store } = createTestApp();
    for (let i = 0; i < 20; i++) await createTestUser(store, { email: `person${i}@example.com` });
    for (let i = 0; i < 20; i++) await post(app, '/api/v1/auth/forgot-password', { email: `person${i}@example.com` }, '203.0.113.5');
    const sent = (await mailsTo(store, { kind: 'reset-password' })).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(5);
  });
});

describe('confirmation e-mails', { timeout: MANY_REQUESTS }, () => {
  it('40 logins to an unverified account: one confirmation e-mail per 15 minutes, the same answer each time', async () => {
    const { app, store } = createTestApp();
    const password = 'blue lantern 42';
    expect(
      (await post(app, '/api/v1/auth/register', { name: 'V', email: 'victim@example.com', password, confirmPassword: password }, '203.0.113.5')).status,
    ).toBe(201);
    expect(await mailsOf(store, 'victim@example.com', 'verify-email')).toBe(1);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await answer(await post(app, '/api/v1/auth/login', { email: 'victim@example.com', password }, '203.0.113.5')));
    for (let i = 0; i < 20; i++)
      answers.push(await answer(await post(app, '/api/v1/auth/login', { email: 'victim@example.com', password }, `198.51.100.${i + 1}`)));
    expect(await mailsOf(store, 'victim@example.com', 'verify-email')).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(403);

    vi.setSystemTime(Date.now() + 15 * MINUTE);
    await post(app, '/api/v1/auth/login', { email: 'victim@example.com', password }, '198.51.100.99');
    expect(await mailsOf(store, 'victim@example.com', 'verify-email')).toBe(2);
  });

  it('one client logging in to many unverified accounts is limited too (per client)', async () => {
    const { app, store } = createTestApp();
    const { password } = await createTestUser(store, { email: 'first@example.com' });
    for (let i = 0; i < 12; i++) {
      const { user } = await createTestUser(store, { email: `unverified${i}@example.com`, password });
      const { sql, transaction } = portable(store);
      await transaction(() => sql().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id)));
    }
    for (let i = 0; i < 12; i++)
      expect((await post(app, '/api/v1/auth/login', { email: `unverified${i}@example.com`, password }, '203.0.113.5')).status).toBe(403);
    const sent = (await mailsTo(store, { kind: 'verify-email' })).length;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(5);
  });
});
