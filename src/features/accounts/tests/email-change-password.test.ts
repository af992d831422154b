// Issue 17 item 10: changing the account e-mail asks for the current password (a borrowed or
// stolen session alone cannot move the account to another address).
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { mailsTo } from './helpers';

const password = 'blue lantern 42';

async function couple() {
  const t = createTestApp();
  const { user, cookie } = await createTestUser(t.store, { email: 'sam@example.com', password, name: 'Sam' });
  return { ...t, user, api: client(t.app, cookie) };
}
const linksTo = async (t: Awaited<ReturnType<typeof couple>>, to: string) => (await mailsTo(t.store, { to })).length;

describe('changing the account e-mail needs the current password', () => {
  it('API: missing or wrong password is refused with 400 and nothing is sent; the right one works', async () => {
    const t = await couple();
    const missing = await t.api.patch('/api/v1/users/update-user', { email: 'thief@example.com' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).msg).toBe('Please enter your current password to change your email');
    const wrong = await t.api.patch('/api/v1/users/update-user', { email: 'thief@example.com', currentPassword: 'not it at all' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).msg).toBe('Your current password is not correct');
    expect(await linksTo(t, 'thief@example.com')).toBe(0);
    const right = await t.api.patch('/api/v1/users/update-user', { email: 'sam.new@example.com', currentPassword: password });
    expect(right.status).toBe(200);
    expect(await linksTo(t, 'sam.new@example.com')).toBe(1);
  });

  it('a name change alone (or the same e-mail) needs no password', async () => {
    const t = await couple();
    expect((await t.api.patch('/api/v1/users/update-user', { name: 'Sam T.' })).status).toBe(200);
    expect((await t.api.patch('/api/v1/users/update-user', { name: 'Sam T.', email: 'SAM@example.com' })).status).toBe(200);
  });

  it('the profile form asks for it and re-renders with the message when it is missing', async () => {
    const t = await couple();
    const page = await (await t.api.get('/app/settings/profile')).text();
    expect(page).toContain('name="currentPassword"');
    const refused = await t.api.form('/app/settings/profile', { name: 'Sam', email: 'thief@example.com' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Please enter your current password to change your email');
    expect(html).toContain('value="thief@example.com"');
    expect(await linksTo(t, 'thief@example.com')).toBe(0);
  });

  it('wrong current passwords are rate limited per account (a stolen session is no password oracle)', async () => {
    const t = await couple();
    for (let i = 0; i < 5; i++)
      expect((await t.api.patch('/api/v1/users/update-user', { email: 'thief@example.com', currentPassword: `guess ${i}` })).status).toBe(400);
    const locked = await t.api.patch('/api/v1/users/update-user', { email: 'thief@example.com', currentPassword: password });
    expect(locked.status).toBe(429);
    expect((await locked.json()).msg).toMatch(/^Too many attempts/);
    expect(
      (
        await t.api.patch('/api/v1/users/update-user-password', {
          currentPassword: password,
          newPassword: 'another good one 7',
          confirmPassword: 'another good one 7',
        })
      ).status,
    ).toBe(429);
    expect(await linksTo(t, 'thief@example.com')).toBe(0);
  });
});
