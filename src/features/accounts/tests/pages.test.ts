import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { mailsTo } from './helpers';

const password = 'blue lantern 42';

describe('account pages work without JavaScript', () => {
  it('register → check-email → verify → login → /app with the toast', async () => {
    const { app, store } = createTestApp();
    const browser = client(app);
    const registered = await browser.form('/register', { name: 'Ana', email: 'ana@example.com', password, confirmPassword: password });
    expect(registered.status).toBe(303);
    expect(registered.headers.get('location')).toBe('/user/check-email?email=ana%40example.com');
    expect(await (await browser.get('/user/check-email?email=ana%40example.com')).text()).toContain('Check your email');
    const [mail] = await mailsTo(store, { to: 'ana@example.com' });
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const verified = await browser.get(link.pathname + link.search);
    expect(verified.headers.get('location')).toBe('/login?email=ana%40example.com');
    const login = await browser.form('/login', { email: 'ana@example.com', password });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/app');
    const dashboard = await browser.get('/app');
    const html = await dashboard.text();
    expect(html).toContain('logged in successfully');
    expect(html).toContain('data-testid="user-initial"');
    // The toast shows once.
    expect(await (await browser.get('/app')).text()).not.toContain('logged in successfully');
  });

  it("re-renders the register form with 'passwords do not match' and keeps the typed values", async () => {
    const { app } = createTestApp();
    const res = await client(app).form('/register', { name: 'Ana', email: 'ana@example.com', password, confirmPassword: 'different 123' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('passwords do not match');
    expect(html).toContain('value="ana@example.com"');
  });

  it("shows 'please double check your credentials' on a failed login", async () => {
    const { app } = createTestApp();
    const res = await client(app).form('/login', { email: 'who@example.com', password: 'whatever 123' });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('please double check your credentials');
  });

  it('only follows local next targets after login', async () => {
    const { app, store } = createTestApp();
    const { user, password: right } = await createTestUser(store);
    const local = await client(app).form('/login', { email: user.email, password: right, next: '/app/guest-list' });
    expect(local.headers.get('location')).toBe('/app/guest-list');
    const foreign = await client(app).form('/login', { email: user.email, password: right, next: '//evil.example/x' });
    expect(foreign.headers.get('location')).toBe('/app');
  });

  it('forgot-password always goes to its check-email page', async () => {
    const { app, store } = createTestApp();
    const { user } = await createTestUser(store);
    for (const email of [user.email, 'nobody@example.com', 'not an email']) {
      const res = await client(app).form('/user/forgot-password', { email });
      expect(res.headers.get('location')).toBe('/user/forgot-password/check-email');
    }
  });

  it('reset-password: no token → /, expired → /user/expired, success → login with the toast', async () => {
    const { app, store } = createTestApp();
    const { user } = await createTestUser(store);
    const browser = client(app);
    expect((await browser.get('/user/reset-password')).headers.get('location')).toBe('/');
    expect((await browser.get(`/user/reset-password?token=abc&expiresAt=${Date.now() - 1000}`)).headers.get('location')).toBe('/user/expired');
    await browser.form('/user/forgot-password', { email: user.email });
    const [mail] = await mailsTo(store, { to: user.email });
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const page = await browser.get(link.pathname + link.search);
    expect(page.status).toBe(200);
    const done = await browser.form('/user/reset-password', {
      token: link.searchParams.get('token')!,
      expiresAt: link.searchParams.get('expiresAt')!,
      password: 'new secret words',
      confirmPassword: 'new secret words',
    });
    expect(done.headers.get('location')).toBe('/login');
    expect(await (await browser.get('/login')).text()).toContain('Password reset. Please log in again');
    const again = await browser.form('/user/reset-password', {
      token: link.searchParams.get('token')!,
      expiresAt: link.searchParams.get('expiresAt')!,
      password: 'another secret 1',
      confirmPassword: 'another secret 1',
    });
    expect(again.headers.get('location')).toBe('/user/expired');
  });

  it('logout ends the session and says so on the home page', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store);
    const browser = client(app, cookie);
    const out = await browser.form('/logout', {});
    expect(out.headers.get('location')).toBe('/');
    expect(await (await browser.get('/')).text()).toContain('Logged out successfully');
    expect((await client(app, cookie).get('/app')).headers.get('location')).toBe('/login?next=%2Fapp');
  });
});

describe('Google sign-in', () => {
  it('is hidden without keys and offered with them', async () => {
    expect(await (await createTestApp().app.request('/login')).text()).not.toContain('Continue with Google');
    const withKeys = createTestApp({ env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' } });
    expect(await (await withKeys.app.request('/login')).text()).toContain('Continue with Google');
    const start = await withKeys.app.request('/auth/google');
    const target = new URL(start.headers.get('location')!);
    expect(target.host).toBe('accounts.google.com');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
  });
});
