// Issue 28 item 10: every link in every e-mail is built from the configured public origin
// (PUBLIC_URL, or in development the listening address), never from the request's Host header.
import { describe, expect, it } from 'vitest';
import type { DataStore } from '../../../core/db/store/store';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { addGuest, createCouple } from '../../email/tests/helpers';
import { mailsTo } from './helpers';

const EVIL = 'http://evil.example';

/** A request as an attacker sends it: Host (and so the request URL) on their domain, no browser headers. */
function forged(app: ReturnType<typeof createTestApp>['app'], method: string, path: string, body: unknown, cookie?: string) {
  return app.request(`${EVIL}${path}`, {
    method,
    body: JSON.stringify(body),
    headers: { host: 'evil.example', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
}

/** Every absolute link of every e-mail to `to`: HTML attributes, the text part and the headers. */
async function linksTo(store: DataStore, to: string): Promise<URL[]> {
  const rows = await mailsTo(store, { to });
  expect(rows.length).toBeGreaterThan(0);
  const found = rows.flatMap((row) => `${row.html}\n${row.text}\n${JSON.stringify(row.headers ?? {})}`.match(/https?:\/\/[^\s"'<>)\\]+/g) ?? []);
  return found.map((link) => new URL(link.replace(/&amp;/g, '&')));
}

function expectOnlyOn(links: URL[], origin: string, paths: RegExp) {
  const ours = links.filter((link) => paths.test(link.pathname));
  expect(ours.length).toBeGreaterThan(0);
  for (const link of ours) expect(link.origin).toBe(origin);
  expect(links.some((link) => link.hostname === 'evil.example')).toBe(false);
}

describe('e-mailed links never follow the Host header', () => {
  it('forgot-password with a forged Host: the reset link is on PUBLIC_URL', async () => {
    const t = createTestApp({ env: { PUBLIC_URL: 'https://wedding.example.com' } });
    const owner = await createTestUser(t.store, { email: 'owner@example.com' });
    const res = await forged(t.app, 'POST', '/api/v1/auth/forgot-password', { email: owner.user.email });
    expect(res.status).toBe(200);
    expectOnlyOn(await linksTo(t.store, 'owner@example.com'), 'https://wedding.example.com', /^\/user\/reset-password/);
  });

  it('without PUBLIC_URL (development) the links are on the listening address, not the Host', async () => {
    const t = createTestApp({ env: { NODE_ENV: 'development', PORT: '4123' } });
    await createTestUser(t.store, { email: 'owner@example.com' });
    await forged(t.app, 'POST', '/api/v1/auth/forgot-password', { email: 'owner@example.com' });
    expectOnlyOn(await linksTo(t.store, 'owner@example.com'), 'http://localhost:4123', /^\/user\/reset-password/);
  });

  it('registration with a forged Host: the confirmation link is on PUBLIC_URL', async () => {
    const t = createTestApp({ env: { PUBLIC_URL: 'https://wedding.example.com' } });
    const password = 'blue lantern 42';
    const res = await forged(t.app, 'POST', '/api/v1/auth/register', { name: 'Vic', email: 'vic@example.com', password, confirmPassword: password });
    expect(res.status).toBe(201);
    expectOnlyOn(await linksTo(t.store, 'vic@example.com'), 'https://wedding.example.com', /^\/user\/verify-email/);
  });

  it("a card sent with a forged Host: the guest's RSVP, card page and unsubscribe links are on PUBLIC_URL", async () => {
    const t = createTestApp({ env: { PUBLIC_URL: 'https://wedding.example.com' } });
    const couple = await createCouple(t.store);
    await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
    const res = await forged(t.app, 'PATCH', '/api/v1/send-invite', { guestIds: 'bulk', mode: 'invite' }, couple.cookie);
    expect(res.status).toBe(200);
    const links = await linksTo(t.store, 'ann@example.com');
    expectOnlyOn(links, 'https://wedding.example.com', /^\/(unsubscribe|invite\/|[^/]+\/rsvp)/);
    expect(links.some((link) => link.pathname === '/unsubscribe')).toBe(true);
  });
});
