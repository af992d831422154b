// Issue 12 item 11: changing the account e-mail does not lock the couple out. The new address gets
// a confirmation link, the old one stays the login until the link is opened, and the old address
// is told of the change.
import { describe, expect, it } from 'vitest';
import type { DataStore } from '../../../core/db/store/store';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { mailsTo, userRow } from './helpers';

const password = 'blue lantern 42';
const OLD = 'sam@example.com';
const NEW = 'sam.new@example.com';

async function confirmLink(store: DataStore) {
  const mail = (await mailsTo(store, { to: NEW })).at(-1);
  const match = mail?.text.match(/https?:\/\/\S+\/user\/confirm-email\?token=\S+/);
  if (!match) throw new Error('no confirmation link sent to the new address');
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

async function couple() {
  const t = createTestApp();
  const { user, cookie } = await createTestUser(t.store, { email: OLD, password, name: 'Sam' });
  return { ...t, user, api: client(t.app, cookie) };
}

const login = (t: { app: ReturnType<typeof createTestApp>['app'] }, email: string) => client(t.app).post('/api/v1/auth/login', { email, password });

describe('changing the account e-mail', () => {
  it('keeps the old address as the login until the new one is confirmed, and tells the old address', async () => {
    const t = await couple();
    const res = await t.api.patch('/api/v1/users/update-user', { email: NEW, currentPassword: password });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.msg).toContain(`We sent a confirmation link to ${NEW}`);
    expect(body.user.email).toBe(OLD);

    const row = await userRow(t.store, t.user.id);
    expect(row.email).toBe(OLD);
    expect(row.emailVerifiedAt).not.toBeNull();
    expect((await login(t, OLD)).status).toBe(200);
    expect((await login(t, NEW)).status).toBe(401);

    const [confirm] = await mailsTo(t.store, { to: NEW });
    expect(confirm).toMatchObject({ kind: 'change-email', subject: 'Confirm your new Vowly email' });
    const [notice] = await mailsTo(t.store, { to: OLD });
    expect(notice).toMatchObject({ kind: 'email-changed', subject: 'Your Vowly email is being changed' });
    expect(notice!.text).toContain(NEW);
    expect(notice!.text).toContain('/user/forgot-password');

    // Opening the link (no session needed) makes the new address the login.
    const page = await client(t.app).get(await confirmLink(t.store));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Your Vowly login is now <strong>${NEW}</strong>`);
    const after = await userRow(t.store, t.user.id);
    expect(after.email).toBe(NEW);
    expect(after.emailVerifiedAt).not.toBeNull();
    expect((await login(t, NEW)).status).toBe(200);
    expect((await login(t, OLD)).status).toBe(401);
    expect((await mailsTo(t.store, { to: OLD })).map((m) => m.subject)).toEqual(['Your Vowly email is being changed', 'Your Vowly email was changed']);
    // The session that asked keeps working.
    expect(((await (await t.api.get('/api/v1/users/current-user')).json()) as any).user.email).toBe(NEW);
  });

  it('a link works once; a later request replaces an earlier one', async () => {
    const t = await couple();
    await t.api.patch('/api/v1/users/update-user', { email: 'first@example.com', currentPassword: password });
    await t.api.patch('/api/v1/users/update-user', { email: NEW, currentPassword: password });
    const first = (await mailsTo(t.store, { to: 'first@example.com' }))[0]!.text.match(/https?:\/\/\S+\/user\/confirm-email\?token=\S+/)![0];
    const stale = await client(t.app).get(new URL(first).pathname + new URL(first).search);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('This link has expired or was already used');
    expect((await userRow(t.store, t.user.id)).email).toBe(OLD);

    const link = await confirmLink(t.store);
    expect((await client(t.app).get(link)).status).toBe(200);
    expect((await client(t.app).get(link)).status).toBe(400);
  });

  it('refuses an address another account uses, when asked and when confirmed', async () => {
    const t = await couple();
    await createTestUser(t.store, { email: 'taken@example.com' });
    const refused = await t.api.patch('/api/v1/users/update-user', { email: 'taken@example.com', currentPassword: password });
    expect(refused.status).toBe(409);
    expect(await mailsTo(t.store, { to: 'taken@example.com' })).toHaveLength(0);

    await t.api.patch('/api/v1/users/update-user', { email: NEW, currentPassword: password });
    await createTestUser(t.store, { email: NEW });
    const late = await client(t.app).get(await confirmLink(t.store));
    expect(late.status).toBe(409);
    expect((await userRow(t.store, t.user.id)).email).toBe(OLD);
  });

  it('the profile form says where the link went and keeps showing the current login', async () => {
    const t = await couple();
    const res = await t.api.post('/app/settings/profile', new URLSearchParams({ name: 'Sam', email: NEW, currentPassword: password }));
    expect(res.status).toBe(303);
    expect(decodeURIComponent(t.api.jar.get('vowly_flash') ?? '')).toContain(`We sent a confirmation link to ${NEW}`);
    const page = await (await t.api.get('/app/settings/profile')).text();
    expect(page).toContain(`value="${OLD}"`);
  });
});
