// Invitations to plan a wedding (issue 23 item 2): the API and the no-JS page, the e-mail, the limits,
// and every misuse of a link (expired, reused, another address, another wedding, withdrawn).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../core/auth/sessions';
import { portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addMember, invitationMail, membersOf, person } from './helpers';

describe('invitations (issue 23 item 2)', () => {
  it('invites by e-mail with a role: a hashed single-use token, a 14-day link in an HTML and text e-mail, listed as pending', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-and-jo' });
    const res = await ana.http.post('/api/v1/planners', { email: ' Leo@Example.com ', role: 'partner' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.msg).toBe('Invitation sent to leo@example.com');
    const expires = new Date(body.invitation.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(14 * 86_400_000);

    const { mail, token } = await invitationMail(t, 'leo@example.com');
    expect(mail.subject).toBe('Ana invited you to plan the wedding at /ana-and-jo on Vowly');
    expect(mail.html).toContain(`/planners/accept?token=${token}`);
    expect(mail.text).toContain('as a partner');
    // Only the hash is stored.
    const { t: tables, sql } = portable(t.store);
    const [row] = await sql().select().from(tables.weddingInvitations);
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await (await ana.http.get('/api/v1/planners')).json();
    expect(list.planners.map((p: { kind: string; role: string; email: string }) => [p.kind, p.role, p.email])).toEqual([
      ['owner', 'owner', 'ana@example.com'],
      ['invitation', 'partner', 'leo@example.com'],
    ]);
  });

  it('answers 4xx { msg } for yourself, a bad role, someone already a member, and a 21st person; re-inviting replaces the old link', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com');
    const mia = await person(t, 'mia@example.com', { withWedding: false });
    await addMember(t, ana.wedding.id, mia.user.id, 'viewer');
    const refusal = async (body: Record<string, unknown>) => {
      const res = await ana.http.post('/api/v1/planners', body);
      return [res.status, (await res.json()).msg];
    };
    expect(await refusal({ email: 'ANA@example.com', role: 'partner' })).toEqual([400, 'You are already a member of this wedding: invite someone else.']);
    expect(await refusal({ email: 'x@example.com', role: 'owner' })).toEqual([400, 'Please choose a role: partner, planner, viewer, caterer']);
    expect(await refusal({ email: 'not-an-email', role: 'viewer' })).toEqual([400, 'Please enter a valid email']);
    expect(await refusal({ email: 'mia@example.com', role: 'planner' })).toEqual([409, 'mia@example.com is already a member of this wedding.']);

    // The same pending address again: a new link, the old one stops working.
    await ana.http.post('/api/v1/planners', { email: 'leo@example.com', role: 'viewer' });
    const first = (await invitationMail(t, 'leo@example.com')).token;
    expect((await ana.http.post('/api/v1/planners', { email: 'leo@example.com', role: 'partner' })).status).toBe(201);
    const second = await invitationMail(t, 'leo@example.com');
    expect(second.count).toBe(2);
    expect((await client(t.app).get(`/planners/accept?token=${first}`)).status).toBe(400);
    expect((await client(t.app).get(`/planners/accept?token=${second.token}`)).status).toBe(200);

    // Owner + Mia + Leo's invitation = 3; 17 more fill the 20.
    for (let i = 0; i < 17; i++) expect((await ana.http.post('/api/v1/planners', { email: `p${i}@example.com`, role: 'viewer' })).status).toBe(201);
    expect(await refusal({ email: 'p99@example.com', role: 'viewer' })).toEqual([
      409,
      'A wedding can have up to 20 people, invitations included. Remove someone or withdraw an invitation first.',
    ]);
    // A pending address may still get a fresh link, until the wedding's e-mail allowance (20 at once) is spent.
    expect((await ana.http.post('/api/v1/planners', { email: 'p0@example.com', role: 'viewer' })).status).toBe(201); // the 20th e-mail
    const again = await ana.http.post('/api/v1/planners', { email: 'p1@example.com', role: 'viewer' });
    expect(again.status).toBe(429);
    expect((await again.json()).msg).toMatch(/^Too many invitations sent\. Please try again in \d+ minutes\.$/);
    expect(again.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses a link that expired, was used, was withdrawn or is for another address, and joins only its own wedding', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com');
    const zoe = await person(t, 'zoe@example.com');
    const leo = await person(t, 'leo@example.com', { name: 'Leo' });
    const sam = await person(t, 'sam@example.com');
    const { t: tables, sql, transaction } = portable(t.store);

    await ana.http.post('/api/v1/planners', { email: 'leo@example.com', role: 'planner' });
    const { token } = await invitationMail(t, 'leo@example.com');
    // Another address, logged in: refused clearly, nothing joined.
    const other = await sam.http.get(`/planners/accept?token=${token}`);
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('This invitation was sent to leo@example.com. Log out and log in (or register) with that address to accept it.');
    const otherPost = await sam.http.form('/planners/accept', { token });
    expect(otherPost.status).toBe(403);
    expect(await membersOf(t, ana.wedding.id)).toEqual([]);

    // Another wedding's owner can neither see nor withdraw it.
    const [invitation] = await sql().select().from(tables.weddingInvitations);
    expect((await zoe.http.delete(`/api/v1/planners/${invitation!.id}`)).status).toBe(404);
    expect((await zoe.http.patch(`/api/v1/planners/${invitation!.id}`, { role: 'partner' })).status).toBe(404);

    // The invited address: joins Ana's wedding (not Zoe's), as a planner; the link is used up.
    const join = await leo.http.form('/planners/accept', { token });
    expect(join.status).toBe(303);
    expect(join.headers.get('location')).toBe('/app');
    expect(await membersOf(t, ana.wedding.id)).toEqual([{ userId: leo.user.id, role: 'planner' }]);
    expect(await membersOf(t, zoe.wedding.id)).toEqual([]);
    const reused = await leo.http.form('/planners/accept', { token });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('This invitation is no longer valid: it was used or withdrawn. Ask for a new one.');

    // Expired after 14 days.
    await ana.http.post('/api/v1/planners', { email: 'sam@example.com', role: 'viewer' });
    const late = (await invitationMail(t, 'sam@example.com')).token;
    await transaction(() =>
      sql()
        .update(tables.weddingInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tables.weddingInvitations.email, 'sam@example.com')),
    );
    const expired = await sam.http.get(`/planners/accept?token=${late}`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('This invitation has expired. Ask for a new one.');
    expect((await sam.http.post('/planners/accept', { token: late })).status).toBe(400);

    // Withdrawn.
    await ana.http.post('/api/v1/planners', { email: 'new@example.com', role: 'viewer' });
    const withdrawnToken = (await invitationMail(t, 'new@example.com')).token;
    const [pending] = await sql().select().from(tables.weddingInvitations).where(eq(tables.weddingInvitations.email, 'new@example.com'));
    expect(await (await ana.http.delete(`/api/v1/planners/${pending!.id}`)).json()).toEqual({ msg: 'Invitation withdrawn' });
    expect((await client(t.app).get(`/planners/accept?token=${withdrawnToken}`)).status).toBe(400);
    expect((await client(t.app).get('/planners/accept?token=made-up')).status).toBe(400);
  });

  it('a new person registers from the link: no wedding of their own, a confirmed account, landing in the joined wedding', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana' });
    await ana.http.post('/api/v1/planners', { email: 'leo@example.com', role: 'partner' });
    const { token } = await invitationMail(t, 'leo@example.com');
    const leo = client(t.app);
    const page = await leo.get(`/planners/accept?token=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Ana invited you to plan');
    expect(html).toContain('Create account and join');
    expect(html).toContain(`/login?next=${encodeURIComponent(`/planners/accept?token=${token}`)}`);

    const mismatch = await leo.form('/planners/accept/register', { token, name: 'Leo', password: 'long enough pw', confirmPassword: 'other' });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('passwords do not match');
    const res = await leo.form('/planners/accept/register', { token, name: 'Leo', password: 'long enough pw', confirmPassword: 'long enough pw' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app');

    const { t: tables, sql } = portable(t.store);
    const [user] = await sql().select().from(tables.users).where(eq(tables.users.email, 'leo@example.com'));
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(await sql().select().from(tables.weddings).where(eq(tables.weddings.ownerId, user!.id))).toEqual([]);
    expect(await membersOf(t, ana.wedding.id)).toEqual([{ userId: user!.id, role: 'partner' }]);
    const current = await (await leo.get('/api/v1/weddings/current-wedding')).json();
    expect(current.wedding._id).toBe(ana.wedding.id);
    // The address has an account now: the (used) link cannot register it twice.
    expect(
      (await client(t.app).form('/planners/accept/register', { token, name: 'X', password: 'long enough pw', confirmPassword: 'long enough pw' })).status,
    ).toBe(400);
  });

  it('an address that already has an account is asked to log in; the no-JS page invites, changes roles and removes', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com');
    await person(t, 'leo@example.com');
    const page = await ana.http.form('/app/planners', { email: 'leo@example.com', role: 'viewer' });
    expect(page.status).toBe(303);
    const { token } = await invitationMail(t, 'leo@example.com');
    const taken = await client(t.app).form('/planners/accept/register', { token, name: 'Leo', password: 'long enough pw', confirmPassword: 'long enough pw' });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('An account with this email already exists. Log in or reset your password.');

    const bad = await ana.http.form('/app/planners', { email: 'ana@example.com', role: 'viewer' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('You are already a member of this wedding: invite someone else.');

    const { t: tables, sql } = portable(t.store);
    const [invitation] = await sql().select().from(tables.weddingInvitations);
    expect((await ana.http.form(`/app/planners/${invitation!.id}`, { role: 'caterer' })).status).toBe(303);
    const listed = await (await ana.http.get('/app/planners')).text();
    expect(listed).toContain('leo@example.com');
    expect((await ana.http.form(`/app/planners/${invitation!.id}/delete`, {})).status).toBe(303);
    expect(await sql().select().from(tables.weddingInvitations)).toEqual([]);
  });
});
