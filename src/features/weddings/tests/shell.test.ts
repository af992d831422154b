import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, menuFor } from '../../../core/rendering/app-shell/menu';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { queuedJobs } from '../../../../tests/helpers/test-engine';

describe('app shell', () => {
  it('needs a session for /app and its pages', async () => {
    const { app } = createTestApp();
    const res = await app.request('/app/settings/profile');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?next=%2Fapp%2Fsettings%2Fprofile');
  });

  it('sends every /app and /builder page to the login without a session (each router guards its own routes)', async () => {
    const { app } = createTestApp();
    const pagePaths = [
      ...new Set(
        app.routes
          .filter((route) => route.method === 'GET' && /^\/(app|builder)(\/|$)/.test(route.path) && !route.path.includes('*'))
          .map((route) => route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, 'x')),
      ),
    ];
    expect(pagePaths.length).toBeGreaterThan(30);
    for (const path of pagePaths) {
      const res = await app.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
  });

  it('shows the menu, the initial, View My Website and Share for a wedding with an address', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store, { name: 'zoë Park', weddingUrl: 'zoe-and-kim' });
    const html = await (await client(app, cookie).get('/app')).text();
    for (const label of [
      'Dashboard',
      'Quick settings',
      'Designs',
      'Guest list',
      'Special Requests',
      'RSVP',
      'Announce',
      'Pro Features',
      'Contact',
      'Settings',
      'FAQ',
      'Website Builder',
    ]) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toMatch(/data-testid="user-initial"[^>]*>Z</);
    expect(html).toContain('View My Website');
    expect(html).toContain('http://localhost/zoe-and-kim');
    expect(html).not.toContain('/app/admin/all-users');
  });

  it('shows the Admin submenu only to admins, open on admin pages', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store, { role: 'admin' });
    const html = await (await client(app, cookie).get('/app/admin/all-users')).text();
    expect(html).toMatch(/<details class="side-menu__group" open="">\s*<summary>Admin<\/summary>/);
    expect(html).toContain('/app/admin/email-controller');
  });

  it('opens the submenu of the current path and builds breadcrumbs', () => {
    expect(breadcrumbsFor('/app/settings/profile', 'Profile').map((c) => c.label)).toEqual(['Home', 'Settings', 'Profile']);
    expect(breadcrumbsFor('/app', 'Dashboard').map((c) => c.label)).toEqual(['Home']);
    expect(
      menuFor('userFree')
        .flatMap((s) => s.entries)
        .some((e) => 'submenu' in e && e.label === 'Admin'),
    ).toBe(false);
  });

  it('every menu entry routes somewhere real', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store, { role: 'admin' });
    const api = client(app, cookie);
    const paths = menuFor('admin')
      .flatMap((s) => s.entries)
      .flatMap((e) => ('submenu' in e ? e.submenu : [e]))
      .filter((link) => !link.external && link.path !== '/app/admin/app/404');
    for (const link of paths) {
      const res = await api.get(link.path);
      expect(res.status, link.path).toBe(200);
    }
  });

  it('shows the error page for any other /app path', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store);
    const res = await client(app, cookie).get('/app/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('There was an error...');
  });
});

describe('admin guard', () => {
  it("sends a non-admin to /app with 'not authorized'; admin API answers 403", async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store, { role: 'userPaid' });
    const browser = client(app, cookie);
    const page = await browser.get('/app/admin/all-weddings');
    expect(page.headers.get('location')).toBe('/app');
    expect(await (await browser.get('/app')).text()).toContain('not authorized');
    expect((await browser.get('/api/v1/admin/all-users')).status).toBe(403);
    expect((await client(app).get('/api/v1/admin/app-stats')).status).toBe(401);
  });

  it('lists users, weddings, stats and the e-mail log for admins', async () => {
    const { app, store } = createTestApp();
    const { cookie } = await createTestUser(store, { role: 'admin', email: 'boss@example.com' });
    await createTestUser(store, { email: 'couple@example.com', weddingUrl: 'couple' });
    const api = client(app, cookie);
    const users = (await (await api.get('/api/v1/admin/all-users?search=couple')).json()).users;
    expect(users.map((u: { email: string }) => u.email)).toEqual(['couple@example.com']);
    const weddings = (await (await api.get('/api/v1/admin/all-weddings')).json()).weddings;
    expect(weddings.map((w: { weddingUrl: string }) => w.weddingUrl)).toContain('couple');
    const stats = (await (await api.get('/api/v1/admin/app-stats')).json()).stats;
    expect(stats.totalUsers).toBe(2);
    expect((await api.get('/api/v1/admin/all-users?limit=abc')).status).toBe(400);
  });
});

describe('support form', () => {
  it('stores the message, e-mails support and confirms', async () => {
    const t = createTestApp();
    const { app, store } = t;
    const { cookie } = await createTestUser(store);
    const api = client(app, cookie);
    const bad = await api.post('/api/v1/support/contact', { name: '  ', topic: 'general', message: 'hi' });
    expect(await bad.json()).toEqual({ msg: 'Please enter your name', code: 'input.invalid', errors: { name: 'Please enter your name' } });
    const ok = await api.post('/api/v1/support/contact', { name: 'Sam', topic: 'bug', message: 'The map is blank' });
    expect(await ok.json()).toEqual({ msg: 'Thanks! Our team has your message and will be in touch soon.' });
    expect((await queuedJobs(t)).filter((job) => job.task === 'send_email')).toHaveLength(1);
    // The no-JS form is the same action: the page again with the reason, or a 303 with the toast.
    const badForm = await api.form('/app/contact', { name: 'Sam', topic: 'general', message: ' ' });
    expect(badForm.status).toBe(400);
    expect(await badForm.text()).toContain('Please enter a message');
    const sent = await api.form('/app/contact', { name: 'Sam', topic: 'general', message: 'Hello' });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, '/app/contact']);
    expect(await (await api.get('/app/contact')).text()).toContain('Thanks! Our team has your message');
    expect((await queuedJobs(t)).filter((job) => job.task === 'send_email')).toHaveLength(2);
  });
});

describe('profile and security pages', () => {
  it("save with the spec's toasts", async () => {
    const { app, store } = createTestApp();
    const { cookie, password } = await createTestUser(store);
    const browser = client(app, cookie);
    const saved = await browser.form('/app/settings/profile', { name: 'New Name' });
    expect(saved.headers.get('location')).toBe('/app/settings/profile');
    const page = await (await browser.get('/app/settings/profile')).text();
    expect(page).toContain('Profile updated successfully');
    expect(page).toContain('value="New Name"');
    const changed = await browser.form('/app/settings/security', {
      currentPassword: password,
      newPassword: 'rotated secret 7',
      confirmPassword: 'rotated secret 7',
    });
    expect(changed.status).toBe(303);
    expect(await (await browser.get('/app/settings/security')).text()).toContain('Password changed successfully');
  });
});
