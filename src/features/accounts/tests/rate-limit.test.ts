// Issue 17 item 3: one rate limiter for login, the website password, the device gate and the
// guest name lookup. Failures only, per address and per target with decay, a trusted proxy for
// the client address, the owner gets through a lock, and per-target ceilings bound distributed
// guessing. Time moves with vi.setSystemTime (only Date is faked), never by waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS, lookupBuckets, recordFailure, waitFor } from '../../../core/rate-limit';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { createWedding, fullContentInput } from '../../site/tests/fixtures';
import { rsvpWedding } from '../../rsvp/tests/helpers';
import { mailsTo } from './helpers';

const ORIGIN = 'http://localhost';
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const MINUTE = 60_000;
// Most tests here make 30 to 230 requests (or 20 accounts, each a password hash): over 30 s on a loaded machine, more on PostgreSQL.
const MANY_REQUESTS = 90_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function loginApi(app: ReturnType<typeof createTestApp>['app']) {
  return (email: string, password: string, env: object, headers: Record<string, string> = {}) =>
    app.request(
      `${ORIGIN}/api/v1/auth/login`,
      { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) },
      env,
    );
}

describe('login', { timeout: MANY_REQUESTS }, () => {
  it('counts failures only: many successful logins from one address never lock it', async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store);
    const login = loginApi(app);
    for (let i = 0; i < 30; i++) expect((await login(user.email, password, from('198.51.100.7'))).status).toBe(200);
  });

  it("one person's typos do not lock others behind the same proxy when TRUST_PROXY names it", async () => {
    const { app, store } = createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const typist = await createTestUser(store);
    const other = await createTestUser(store);
    const login = loginApi(app);
    const proxy = from('127.0.0.1');
    for (let i = 0; i < 5; i++) expect((await login(typist.user.email, 'wrong wrong', proxy, { 'x-forwarded-for': '203.0.113.5' })).status).toBe(401);
    expect((await login(typist.user.email, typist.password, proxy, { 'x-forwarded-for': '203.0.113.5' })).status).toBe(429);
    expect((await login(other.user.email, other.password, proxy, { 'x-forwarded-for': '192.0.2.44' })).status).toBe(200);
    expect((await login(typist.user.email, typist.password, proxy, { 'x-forwarded-for': '192.0.2.45' })).status).toBe(200);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For does not escape a lock', async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store);
    const login = loginApi(app);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong wrong', from('203.0.113.5'), { 'x-forwarded-for': `10.0.0.${i}` })).status).toBe(401);
    expect((await login(user.email, password, from('203.0.113.5'), { 'x-forwarded-for': '10.9.9.9' })).status).toBe(429);
  });

  it('decays: after the lock one more guess per 5 minutes; an attacker spending each one keeps only their own address out', async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store);
    const login = loginApi(app);
    const attacker = from('203.0.113.9');
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'guess', attacker)).status).toBe(401);
    let ownerIn = 0;
    for (let round = 0; round < 12; round++) {
      vi.setSystemTime(Date.now() + 5 * MINUTE);
      expect((await login(user.email, 'guess', attacker)).status).toBe(401); // room for exactly one
      expect((await login(user.email, 'guess', attacker)).status).toBe(429);
      if ((await login(user.email, password, from('198.51.100.7'))).status === 200) ownerIn++;
    }
    expect(ownerIn).toBe(12);
    // A quiet hour later the attacker's address has drained too.
    vi.setSystemTime(Date.now() + 60 * MINUTE);
    expect((await login(user.email, password, attacker)).status).toBe(200);
  });

  it('a distributed attack hits the account ceiling; the owner still gets in from a browser that logged in before, or after a reset link', async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store, { email: 'target@example.com' });
    const login = loginApi(app);
    // The owner's browser, remembered by an earlier login.
    const earlier = await login(user.email, password, from('198.51.100.7'));
    const deviceCookie = earlier.headers
      .getSetCookie()
      .find((c) => c.startsWith('vowly_device='))!
      .split(';')[0]!;
    expect(deviceCookie).toMatch(/^vowly_device=[a-z2-7]{32}$/);
    for (let i = 0; i < LIMITS.loginAccount.capacity; i++) expect((await login(user.email, `guess ${i}`, from(`203.0.113.${i + 1}`))).status).toBe(401);
    expect((await login(user.email, password, from('192.0.2.200'))).status).toBe(429);
    expect((await login(user.email, password, from('192.0.2.201'), { cookie: deviceCookie })).status).toBe(200);
    // A cookie made for another account does not help.
    expect((await login(user.email, password, from('192.0.2.202'), { cookie: 'vowly_device=' + 'a'.repeat(64) })).status).toBe(429);

    // A new device: the e-mailed reset link marks it.
    await app.request(`${ORIGIN}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    const mail = (await mailsTo(store, { to: user.email })).at(-1)!;
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const reset = await app.request(
      `${ORIGIN}/api/v1/auth/reset-password`,
      {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ token, password: 'brand new secret 9', confirmPassword: 'brand new secret 9' }),
      },
      from('192.0.2.203'),
    );
    expect(reset.status).toBe(200);
    const newDevice = reset.headers
      .getSetCookie()
      .find((c) => c.startsWith('vowly_device='))!
      .split(';')[0]!;
    expect((await login(user.email, 'brand new secret 9', from('192.0.2.203'), { cookie: newDevice })).status).toBe(200);
  });

  it('the no-JS login page shows the wait and a Retry-After header', async () => {
    const { app, store } = createTestApp();
    const { user, password } = await createTestUser(store);
    const form = (pw: string) =>
      app.request(
        `${ORIGIN}/login`,
        {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: user.email, password: pw }).toString(),
        },
        from('203.0.113.9'),
      );
    for (let i = 0; i < 5; i++) expect((await form('wrong wrong')).status).toBe(401);
    const locked = await form(password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('300');
    expect(await locked.text()).toContain('Too many login attempts. Please try again in 5 minutes.');
  });
});

describe('device gate (APP_GATE_PASSWORD)', { timeout: MANY_REQUESTS }, () => {
  const gate = (app: ReturnType<typeof createTestApp>['app'], password: string, address: string) =>
    app.request(
      `${ORIGIN}/gate`,
      {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password, next: '/' }).toString(),
      },
      from(address),
    );

  it('is throttled per address: after 5 wrong values even the right one waits; another address is unaffected', async () => {
    const { app } = createTestApp({ env: { APP_GATE_PASSWORD: 'letmein-beta' } });
    for (let i = 0; i < 5; i++) expect((await gate(app, `guess ${i}`, '203.0.113.9')).status).toBe(401);
    const locked = await gate(app, 'letmein-beta', '203.0.113.9');
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain('Too many attempts. Please try again in 5 minutes.');
    expect((await gate(app, 'letmein-beta', '198.51.100.7')).status).toBe(303);
  });

  it('has a ceiling over all addresses, so distributed guessing is bounded', async () => {
    const { app } = createTestApp({ env: { APP_GATE_PASSWORD: 'letmein-beta' } });
    let evaluated = 0;
    for (let i = 0; i < 200; i++) if ((await gate(app, `guess ${i}`, `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`)).status === 401) evaluated++;
    expect(evaluated).toBe(LIMITS.deviceGateAll.capacity);
  });
});

describe('website password', { timeout: MANY_REQUESTS }, () => {
  it('has a per-wedding ceiling: distributed guesses alone stop being evaluated; a guest with a pass still gets in', async () => {
    const t = createTestApp();
    const content = { ...fullContentInput(), enablePassword: true, websitePassword: 'open sesame' };
    await createWedding(t.store, { weddingUrl: 'guarded', content });
    await createWedding(t.store, { weddingUrl: 'other-one', content });
    const post = (url: string, password: string, address: string) =>
      t.app.request(
        `${ORIGIN}/api/v1/private/${url}`,
        { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ password }) },
        from(address),
      );
    const pass = await post('guarded', 'open sesame', '198.51.100.7');
    expect(pass.status).toBe(200);
    const cookie = pass.headers.getSetCookie()[0]!.split(';')[0]!;
    let evaluated = 0;
    for (let i = 0; i < 150; i++) if ((await (await post('guarded', `guess ${i}`, `10.2.0.${i + 1}`)).json()).code !== 'EMAIL_NEEDED') evaluated++;
    expect(evaluated).toBe(LIMITS.sitePasswordWedding.capacity);
    // Past the ceiling the password alone is not enough (src/features/rsvp/tests/under-attack.test.ts), and not refused either.
    expect(await (await post('guarded', 'open sesame', '192.0.2.1')).json()).toMatchObject({ code: 'EMAIL_NEEDED' });
    expect((await post('other-one', 'open sesame', '192.0.2.1')).status).toBe(200);
    expect((await t.app.request(`${ORIGIN}/guarded`, { headers: { cookie } })).status).toBe(200);
  });
});

describe('guest name lookup', { timeout: MANY_REQUESTS }, () => {
  it('has a per-wedding ceiling over all addresses; other weddings are unaffected', async () => {
    const w = await rsvpWedding();
    let answered = 0;
    for (let i = 0; i < 230; i++) {
      const res = await w.app.request(
        `${ORIGIN}/api/v1/public/${w.weddingUrl}/rsvp?name=Guess+${i}+Name`,
        {},
        from(`10.3.${Math.floor(i / 200)}.${(i % 200) + 1}`),
      );
      // Past the ceiling a name alone is not looked up: the e-mail is asked for (src/features/rsvp/tests/under-attack.test.ts).
      if (res.status === 200 && (await res.json()).ask !== 'email') answered++;
    }
    expect(answered).toBe(LIMITS.lookupWedding.capacity);
    expect(await waitFor(w.store, lookupBuckets('another-wedding', '192.0.2.9'))).toBe(0);
  });
});

describe('storage', () => {
  it('is in the database, so another process (another connection to it) sees the same count', async () => {
    const t = createTestApp();
    const other = createTestApp({ sameDatabaseAs: t });
    const buckets = lookupBuckets('w1', '203.0.113.1');
    for (let i = 0; i < LIMITS.lookupAddress.capacity; i++) await recordFailure(other.store, buckets);
    expect(await waitFor(t.store, buckets)).toBeGreaterThan(0);
  });
});
