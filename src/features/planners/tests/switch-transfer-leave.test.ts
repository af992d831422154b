// One person, several weddings (issue 23 item 3) and handing over or leaving a wedding (item 5).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { addMember, invitationMail, membersOf, person } from './helpers';

describe('the wedding switcher (issue 23 item 3)', () => {
  it('shows only to a person in several weddings, switches the session by a checked POST, and accepting makes the joined wedding current', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana' });
    const leo = await person(t, 'leo@example.com', { name: 'Leo' });
    expect(await (await leo.http.get('/app')).text()).not.toContain('data-testid="wedding-switcher"');

    await ana.http.post('/api/v1/planners', { email: 'leo@example.com', role: 'planner' });
    await leo.http.form('/planners/accept', { token: (await invitationMail(t, 'leo@example.com')).token });
    const current = async () => (await (await leo.http.get('/api/v1/weddings/current-wedding')).json()).wedding._id;
    expect(await current()).toBe(ana.wedding.id);
    const dashboard = await (await leo.http.get('/app')).text();
    expect(dashboard).toContain('data-testid="wedding-switcher"');
    expect(dashboard).toContain(`name="weddingId" value="${leo.wedding.id}"`);

    // The API and the top bar's form; the member routes follow the choice.
    const api = await leo.http.post('/api/v1/weddings/current-wedding', { weddingId: leo.wedding.id });
    expect(api.status).toBe(200);
    expect((await api.json()).weddingId).toBe(leo.wedding.id);
    expect(await current()).toBe(leo.wedding.id);
    expect((await leo.http.get('/api/v1/planners')).status).toBe(200); // his own: the owner's page
    const form = await leo.http.form('/app/current-wedding', { weddingId: ana.wedding.id });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/app');
    expect(await current()).toBe(ana.wedding.id);
    expect((await leo.http.get('/api/v1/planners')).status).toBe(403); // a planner manages no members

    // A wedding the person does not belong to: refused, the choice unchanged.
    const stranger = await person(t, 'zoe@example.com');
    const refused = await leo.http.post('/api/v1/weddings/current-wedding', { weddingId: stranger.wedding.id });
    expect(refused.status).toBe(404);
    expect(await current()).toBe(ana.wedding.id);
    expect((await leo.http.post('/api/v1/weddings/current-wedding', {})).status).toBe(400);
  });

  it('a person who belongs to no wedding sees the setup callout, no switcher, and starts a wedding of their own once', async () => {
    const t = createTestApp();
    const mia = await person(t, 'mia@example.com', { withWedding: false });
    const page = await mia.http.get('/app');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Set up your website in five short steps');
    expect(html).not.toContain('wedding-switcher');
    // "Start setup" creates their wedding (a POST), then the wizard opens; a second press makes no second wedding.
    expect(html).toContain('action="/app/current-wedding/new"');
    for (let press = 0; press < 2; press++) {
      const start = await mia.http.form('/app/current-wedding/new', {});
      expect(start.status).toBe(303);
      expect(start.headers.get('location')).toBe('/app/setup');
    }
    const wizard = await mia.http.get('/app/setup');
    expect(wizard.status).toBe(302); // to its first step
    expect((await mia.http.get(wizard.headers.get('location')!)).status).toBe(200);
    const { t: tables, sql } = portable(t.store);
    expect(await sql().select().from(tables.weddings).where(eq(tables.weddings.ownerId, mia.user.id))).toHaveLength(1);
    expect((await (await mia.http.get('/api/v1/weddings/current-wedding')).json()).wedding._id).toBeTruthy();
  });
});

describe('transfer and leave (issue 23 item 5)', () => {
  it('the owner transfers to a partner in one step: the old owner becomes a partner, the wedding keeps one owner', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana' });
    const leo = await person(t, 'leo@example.com', { name: 'Leo', withWedding: false });
    const pia = await person(t, 'pia@example.com', { name: 'Pia', withWedding: false });
    const own = await person(t, 'own@example.com', { name: 'Oscar' }); // owns a wedding of his own
    await addMember(t, ana.wedding.id, leo.user.id, 'partner');
    await addMember(t, ana.wedding.id, pia.user.id, 'planner');
    await addMember(t, ana.wedding.id, own.user.id, 'partner');
    const { t: tables, sql } = portable(t.store);
    const memberId = async (userId: string) =>
      (await sql()
        .select()
        .from(tables.weddingMembers)
        .where(eq(tables.weddingMembers.userId, userId))
        .then((rows) => rows.find((r) => r.weddingId === ana.wedding.id)))!.id;

    const notPartner = await ana.http.post('/api/v1/planners/transfer', { memberId: await memberId(pia.user.id) });
    expect([notPartner.status, (await notPartner.json()).msg]).toEqual([409, 'Ownership can only go to a partner. Make them a partner first.']);
    // A partner may not transfer (owner only).
    await leo.http.post('/api/v1/weddings/current-wedding', { weddingId: ana.wedding.id });
    expect((await leo.http.post('/api/v1/planners/transfer', { memberId: await memberId(own.user.id) })).status).toBe(403);

    const done = await ana.http.post('/api/v1/planners/transfer', { memberId: await memberId(leo.user.id) });
    expect(await done.json()).toEqual({ msg: 'Leo now owns this wedding. You are a partner.' });
    const [wedding] = await sql().select().from(tables.weddings).where(eq(tables.weddings.id, ana.wedding.id));
    expect(wedding!.ownerId).toBe(leo.user.id);
    expect((await membersOf(t, ana.wedding.id)).sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [
        { userId: ana.user.id, role: 'partner' },
        { userId: pia.user.id, role: 'planner' },
        { userId: own.user.id, role: 'partner' },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    // Ana still owns nothing else... she owned only this wedding: now the session falls back to her place as a partner.
    expect((await sql().select().from(tables.weddings).where(eq(tables.weddings.ownerId, ana.user.id))).length).toBe(0);
    const list = await (await ana.http.get('/api/v1/planners')).json();
    expect(list.planners[0]).toMatchObject({ kind: 'owner', email: 'leo@example.com' });
    // The new owner may delete-level things; the old owner may not transfer any more.
    expect((await ana.http.post('/api/v1/planners/transfer', { memberId: await memberId(own.user.id) })).status).toBe(403);
  });

  it('a partner who owns a wedding of their own receives ownership: both weddings keep working and the switcher lists both', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-and-oscar' });
    // Oscar registered the usual way, so he owns a wedding of his own.
    const oscar = await person(t, 'oscar@example.com', { name: 'Oscar', weddingUrl: 'oscar-and-kim' });
    await ana.http.post('/api/v1/planners', { email: 'oscar@example.com', role: 'partner' });
    await oscar.http.form('/planners/accept', { token: (await invitationMail(t, 'oscar@example.com')).token });
    const { t: tables, sql } = portable(t.store);
    const [member] = await sql()
      .select()
      .from(tables.weddingMembers)
      .where(and(eq(tables.weddingMembers.weddingId, ana.wedding.id), eq(tables.weddingMembers.userId, oscar.user.id)));

    const done = await ana.http.post('/api/v1/planners/transfer', { memberId: member!.id });
    expect([done.status, await done.json()]).toEqual([200, { msg: 'Oscar now owns this wedding. You are a partner.' }]);
    const owned = await sql().select({ id: tables.weddings.id }).from(tables.weddings).where(eq(tables.weddings.ownerId, oscar.user.id));
    expect(owned.map((w) => w.id).sort()).toEqual([ana.wedding.id, oscar.wedding.id].sort());

    // The switcher lists both, each as his; each works as its owner's, chosen in turn.
    const dashboard = await (await oscar.http.get('/app')).text();
    expect(dashboard).toContain('data-testid="wedding-switcher"');
    for (const id of [ana.wedding.id, oscar.wedding.id]) expect(dashboard).toContain(`name="weddingId" value="${id}"`);
    expect(dashboard.match(/wedding-switcher__role">Owner</g)).toHaveLength(2);
    for (const [id, guest] of [
      [ana.wedding.id, 'Bea Lane'],
      [oscar.wedding.id, 'Cy Moss'],
    ] as const) {
      expect((await oscar.http.post('/api/v1/weddings/current-wedding', { weddingId: id })).status).toBe(200);
      expect((await (await oscar.http.get('/api/v1/weddings/current-wedding')).json()).wedding._id).toBe(id);
      expect((await oscar.http.post('/api/v1/guest-list', { name: guest })).status).toBe(201);
      const team = await (await oscar.http.get('/api/v1/planners')).json();
      expect(team.planners[0]).toMatchObject({ kind: 'owner', email: 'oscar@example.com' });
    }
    const guestsOf = async (weddingId: string) =>
      (await sql().select({ name: tables.guests.name }).from(tables.guests).where(eq(tables.guests.weddingId, weddingId))).map((g) => g.name);
    expect(await guestsOf(ana.wedding.id)).toEqual(['Bea Lane']);
    expect(await guestsOf(oscar.wedding.id)).toEqual(['Cy Moss']);
    // Ana works on as a partner; both public pages answer.
    expect((await (await ana.http.get('/api/v1/weddings/current-wedding')).json()).wedding._id).toBe(ana.wedding.id);
    expect((await ana.http.post('/api/v1/guest-list', { name: 'Dee Ray' })).status).toBe(201);
    for (const url of ['/ana-and-oscar', '/oscar-and-kim']) expect((await t.app.request(url)).status).toBe(200);
  });

  it('a member leaves (the API and the page); the owner cannot leave without transferring', async () => {
    const t = createTestApp();
    const ana = await person(t, 'ana@example.com', { name: 'Ana', weddingUrl: 'ana-and-jo' });
    const leo = await person(t, 'leo@example.com', { withWedding: false });
    const cat = await person(t, 'cat@example.com', { withWedding: false });
    await addMember(t, ana.wedding.id, leo.user.id, 'viewer');
    await addMember(t, ana.wedding.id, cat.user.id, 'caterer');

    const owner = await ana.http.post('/api/v1/planners/leave', {});
    expect([owner.status, (await owner.json()).msg]).toEqual([409, 'You own this wedding: transfer it to a partner or delete the wedding before you leave.']);
    const ownerPage = await ana.http.get('/app/planners');
    expect(await ownerPage.text()).toContain('To leave this wedding, first make a partner its owner');

    // A caterer sees only their own place on the team page, and can leave there.
    const catPage = await (await cat.http.get('/app/planners')).text();
    expect(catPage).toContain('Leave this wedding');
    expect(catPage).not.toContain('leo@example.com');
    const left = await cat.http.form('/app/planners/leave', {});
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe('/app');
    expect((await cat.http.get('/api/v1/weddings/current-wedding')).status).toBe(404);

    expect(await (await leo.http.post('/api/v1/planners/leave', {})).json()).toEqual({ msg: 'You left the wedding at /ana-and-jo.' });
    expect(await membersOf(t, ana.wedding.id)).toEqual([]);
    expect((await leo.http.get('/api/v1/guest-list')).status).toBe(404);
  });
});
