import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portable } from '../../../core/db/store/portable';
import { guestsRepository } from '../domain/repository';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client, ORIGIN } from '../../../../tests/helpers/http';
import { forceGuestStatus, seedGuestsIn } from './helpers';

async function setup(role: 'userFree' | 'userPaid' = 'userFree') {
  const t = createTestApp();
  const { wedding, cookie } = await createTestUser(t.store, { role, weddingUrl: 'ann-and-bo' });
  return { t, app: t.app, store: t.store, wedding, cookie, web: client(t.app, cookie), guests: () => guestsRepository(t.store).all(wedding.id) };
}

const flash = (web: ReturnType<typeof client>) => decodeURIComponent(web.jar.get('vowly_flash') ?? '');

describe('/app/guest-list without JavaScript', () => {
  it('renders inside the app shell with the add form, filters, usage, counts and the island', async () => {
    const { web } = await setup();
    const res = await web.get('/app/guest-list');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 class="app-shell__title">Guest list</h1>');
    expect(html).toContain('aria-current="page" class="side-menu__link">Guest list<');
    expect(html).toMatch(/data-testid="guest-usage">0 of 65/);
    expect(html).toMatch(/<form class="guest-form" data-testid="guest-form-add" action="\/app\/guest-list" method="post">/);
    expect(html).toMatch(/<form role="search" class="guest-filters" action="\/app\/guest-list" method="get">/);
    expect(html).toContain('data-island="GuestList"');
    expect(html).toContain('No guests yet.');
    expect(html).toContain('href="/api/v1/guest-list/export.csv"');
    expect(html).toContain('Upgrade to Pro for up to 350 guests.');
  });

  it('adds a guest by form post: redirect with the Guest Added toast, then listed', async () => {
    const { guests, web } = await setup();
    const res = await web.form('/app/guest-list', {
      name: 'Ann Lee',
      email: '',
      household: 'Lees',
      plusOneAllowed: 'on',
      plusOneName: '',
      notes: '',
      status: 'Awaiting',
      return: 'sort=a-z&evil=1',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/guest-list?sort=a-z');
    expect(flash(web)).toContain('Guest Added');
    const html = await (await web.get('/app/guest-list?sort=a-z')).text();
    expect(html).toContain('<div class="toast toast--success" role="status">Guest Added</div>');
    expect(html).toContain('>Ann Lee</span>');
    expect(html).toContain('+1 <!-- -->(name to come)');
    expect(html).toMatch(/data-testid="guest-usage">2 of 65/);
    const [row] = await guests();
    expect(row).toMatchObject({ name: 'Ann Lee', email: null, plusOneAllowed: true });
  });

  it('shows tags in their own Tags column, not inside the household cell (issue 22 item 15)', async () => {
    const { web } = await setup();
    await web.form('/app/guest-list', { name: 'Ann Lee', household: 'The Lees', householdTags: 'Family', tags: 'Rehearsal', status: 'Awaiting' });
    const html = await (await web.get('/app/guest-list')).text();
    const headings = [...html.matchAll(/<th scope="col">([^<]*)</g)].map((m) => m[1]);
    expect(headings).toEqual(['Name', 'Email', 'Status', 'Household', 'Tags', 'Notes', '']);
    const household = html.match(/<td data-label="Household"[^>]*>(.*?)<\/td>/)![1];
    expect(household).toBe('The Lees');
    const tags = html.match(/<td data-label="Tags"[^>]*>(.*?)<\/td>/)![1];
    expect(tags).toContain('>Rehearsal</span>');
    expect(tags).toContain('>Family</span>');
  });

  it('shows the problem and keeps what was typed when the form is refused', async () => {
    const { web } = await setup();
    const res = await web.form('/app/guest-list', { name: 'Bo', email: 'not-mail', notes: 'keep me' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('value="not-mail"');
    expect(html).toContain('keep me</textarea>');
  });

  it('at the limit the page names the limit and links the upgrade', async () => {
    const { store, guests, wedding, web } = await setup();
    await seedGuestsIn(store, wedding.id, 65);
    const res = await web.form('/app/guest-list', { name: 'One Too Many' });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('Your plan allows 65 guests. Upgrade to Pro for up to 350.');
    expect(html).toContain('<a href="/app/payments/checkout">Upgrade to Pro for up to 350 guests</a>');
    expect(await guests()).toHaveLength(65);
  });

  it('edits (empty fields clear, unticked plus-one removed) and deletes by form', async () => {
    const { guests, web } = await setup();
    await web.form('/app/guest-list', { name: 'Cy', email: 'cy@example.com', household: 'Youngs', plusOneAllowed: 'on', plusOneName: 'Di' });
    const cy = (await guests())[0]!;
    const editPage = await (await web.get(`/app/guest-list?edit=${cy.id}`)).text();
    expect(editPage).toContain(`action="/app/guest-list/${cy.id}"`);
    expect(editPage).toContain('value="cy@example.com"');
    expect(editPage).toContain(`/ann-and-bo/rsvp?token=${cy.id}.`);

    const edit = await web.form(`/app/guest-list/${cy.id}`, { name: 'Cy Young', email: '', household: '', status: 'Declined', plusOneName: 'Di', notes: '' });
    expect(edit.status).toBe(303);
    expect(edit.headers.get('location')).toBe(`/app/guest-list#guest-${cy.id}`);
    expect(flash(web)).toContain('Guest Modified');
    expect((await guests()).find((g) => g.id === cy.id)).toMatchObject({
      name: 'Cy Young',
      email: null,
      householdId: null,
      status: 'Declined',
      plusOneAllowed: false,
      plusOneName: null,
    });

    const bad = await web.form(`/app/guest-list/${cy.id}`, { name: '' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Please enter the guest&#x27;s name');

    const del = await web.form(`/app/guest-list/${cy.id}/delete`, { return: 'status=Declined' });
    expect(del.status).toBe(303);
    expect(del.headers.get('location')).toBe('/app/guest-list?status=Declined');
    expect(flash(web)).toContain('Guest Deleted');
    expect(await guests()).toHaveLength(0);
  });

  it('filters, sorts, searches and pages by query string; unknown statuses show ERROR', async () => {
    const { t, store, wedding, web } = await setup('userPaid');
    await seedGuestsIn(store, wedding.id, 252, { prefix: 'Guest' });
    const { t: tables, sql, transaction } = portable(store);
    const idOf = async (name: string) => (await sql().select({ id: tables.guests.id }).from(tables.guests).where(eq(tables.guests.name, name)))[0]!.id;
    await forceGuestStatus(t, await idOf('Guest 7'), 'Maybe');
    await transaction(() => sql().update(tables.guests).set({ status: 'Accepted' }).where(eq(tables.guests.name, 'Guest 8')));
    const first = await (await web.get('/app/guest-list')).text();
    expect(first.match(/data-guest-id=/g)).toHaveLength(250);
    expect(first).toContain('Show more guests');
    expect(first).toMatch(/<span class="status-badge status-badge--error">ERROR<\/span>/);
    expect(first).toMatch(/<span>ERROR<\/span> <strong>1<\/strong>/);
    const next = first.match(/href="\/app\/guest-list\?cursor=([^"]+)"/)![1]!;
    const second = await (await web.get(`/app/guest-list?cursor=${next}`)).text();
    expect(second.match(/data-guest-id=/g)).toHaveLength(2);

    const accepted = await (await web.get('/app/guest-list?status=Accepted')).text();
    expect(accepted.match(/data-guest-id=/g)).toHaveLength(1);
    expect(accepted).toContain('>Guest 8</span>');
    const search = await (await web.get('/app/guest-list?search=guest%2025&sort=z-a')).text();
    expect([...search.matchAll(/class="guest-table__name">([^<]+)</g)].map((m) => m[1])).toEqual(['Guest 252', 'Guest 251', 'Guest 250', 'Guest 25']);
    // Nonsense in the query string falls back to the defaults instead of failing.
    expect((await web.get('/app/guest-list?status=nope&sort=x&cursor=bad')).status).toBe(200);
  });

  it('imports a CSV: preview page from a file upload, then one click imports and redirects with a toast', async () => {
    const { app, guests, cookie, web } = await setup();
    const form = new FormData();
    form.set('file', new File(['Name,Email,Household,Plus One\n"Lee, Ann",ann@example.com,Lees,yes\nBo,bad-mail,,\n'], 'guests.csv', { type: 'text/csv' }));
    const res = await app.request(`${ORIGIN}/app/guest-list/import/preview`, { method: 'POST', headers: { origin: ORIGIN, cookie }, body: form });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h2>Import preview</h2>');
    expect(html).toContain('<td>Lee, Ann</td>');
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('Import 1 guest');
    const csv = html.match(/<textarea name="csv" hidden="" readOnly="">([\s\S]*?)<\/textarea>/)![1]!.replaceAll('&quot;', '"');

    const commit = await web.form('/app/guest-list/import', { csv });
    expect(commit.status).toBe(303);
    expect(flash(web)).toContain('1 guest imported');
    expect((await guests()).map((g) => g.name)).toEqual(['Lee, Ann']);
  });

  it('an import past the limit shows the preview again with the reason and writes nothing', async () => {
    const { store, guests, wedding, web } = await setup();
    await seedGuestsIn(store, wedding.id, 64);
    const csv = 'Name\nA\nB\n';
    const preview = await (await web.form('/app/guest-list/import/preview', { csv })).text();
    expect(preview).toContain('This file adds 2 guests (plus-ones included) and your list has room for 1. Your plan allows 65 guests.');
    expect(preview).toMatch(/<button type="submit" class="btn btn--primary" disabled="">Import 2 guests<\/button>/);
    const commit = await web.form('/app/guest-list/import', { csv });
    expect(commit.status).toBe(403);
    expect(await commit.text()).toContain('Upgrade to Pro for up to 350 guests</a>');
    expect(await guests()).toHaveLength(64);
    const broken = await web.form('/app/guest-list/import/preview', { csv: 'Name\n"open' });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('Line 2: a quoted field is never closed');
  });
});
