// The guest's preferred language (issue 27): set through the API, the app's form and the CSV import.
// Runs on SQLite and on the PostgreSQL pass: arranged and checked through the store.
import { describe, expect, it } from 'vitest';
import { guestsRepository } from '../domain/repository';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

type Guest = { guestId: string; name: string; language: string | null };

async function setup() {
  const { app, store } = createTestApp();
  const { wedding, cookie } = await createTestUser(store, { weddingUrl: 'ann-and-bo' });
  return { guests: guestsRepository(store), wedding, api: client(app, cookie) };
}

describe("the guest's language", () => {
  it('is set, changed and cleared through the API, and refused when Vowly does not speak it', async () => {
    const { guests, wedding, api } = await setup();
    const added = await api.post('/api/v1/guest-list', { name: 'Lucía Pérez', language: 'es' });
    expect(added.status).toBe(201);
    const guest = ((await added.json()) as { guest: Guest }).guest;
    expect(guest.language).toBe('es');
    expect((await guests.find(wedding.id, guest.guestId))!.language).toBe('es');

    const changed = await api.patch('/api/v1/guest-list', { guestId: guest.guestId, language: 'AR' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { guest: Guest }).guest.language).toBe('ar');

    const refused = await api.patch('/api/v1/guest-list', { guestId: guest.guestId, language: 'tlh' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toBe('Language must be one of en, es, fr, de, it, pt, ar');
    expect((await guests.find(wedding.id, guest.guestId))!.language).toBe('ar');

    // A change that does not name the language keeps it; null (or blank) clears it.
    await api.patch('/api/v1/guest-list', { guestId: guest.guestId, notes: 'Cousin' });
    expect((await guests.find(wedding.id, guest.guestId))!.language).toBe('ar');
    await api.patch('/api/v1/guest-list', { guestId: guest.guestId, language: null });
    expect((await guests.find(wedding.id, guest.guestId))!.language).toBeNull();

    const listed = (await (await api.get('/api/v1/guest-list')).json()) as { guests: Guest[] };
    expect(listed.guests.map((g) => g.language)).toEqual([null]);
  });

  it("is a select on the app's guest form, saved by the form without JavaScript", async () => {
    const { guests, wedding, api } = await setup();
    const page = await (await api.get('/app/guest-list')).text();
    expect(page).toMatch(/<select class="field__input" id="add-new-language" name="language">/);
    expect(page).toContain('<option value="" selected="">As the site chooses</option>');
    expect(page).toContain('<option value="ar" lang="ar">العربية</option>');
    expect(page).toContain('<option value="es" lang="es">Español</option>');

    const res = await api.form('/app/guest-list', { name: 'Amira Haddad', status: 'Awaiting', language: 'ar' });
    expect(res.status).toBe(303);
    const [row] = await guests.all(wedding.id);
    expect(row).toMatchObject({ name: 'Amira Haddad', language: 'ar' });

    const editing = await (await api.get(`/app/guest-list?edit=${row!.id}`)).text();
    expect(editing).toContain('<option value="ar" lang="ar" selected="">العربية</option>');
    await api.form(`/app/guest-list/${row!.id}`, { name: 'Amira Haddad', status: 'Awaiting', language: '' });
    expect((await guests.find(wedding.id, row!.id))!.language).toBeNull();
  });

  it('is read from a CSV column by code or by name, a language Vowly does not speak being an error of its row', async () => {
    const { guests, wedding, api } = await setup();
    const csv = [
      'Name,Email,Language',
      'Lucía Pérez,lucia@example.com,es-MX',
      'Amira Haddad,amira@example.com,Arabic',
      'Jeanne Roux,,Français',
      'Ann Lee,,',
      'Worf,,Klingon',
    ].join('\n');
    const preview = (await (await api.post('/api/v1/guest-list/import/preview', { csv })).json()) as {
      rows: { name: string; language: string | null; errors: string[] }[];
    };
    expect(preview.rows.map((r) => [r.name, r.language, r.errors])).toEqual([
      ['Lucía Pérez', 'es', []],
      ['Amira Haddad', 'ar', []],
      ['Jeanne Roux', 'fr', []],
      ['Ann Lee', null, []],
      ['Worf', null, ['Language must be one of en, es, fr, de, it, pt, ar']],
    ]);
    expect((await api.post('/api/v1/guest-list/import', { csv })).status).toBe(201);
    const rows = await guests.all(wedding.id);
    expect(rows.map((g) => [g.name, g.language])).toEqual([
      ['Lucía Pérez', 'es'],
      ['Amira Haddad', 'ar'],
      ['Jeanne Roux', 'fr'],
      ['Ann Lee', null],
    ]);
  });
});
