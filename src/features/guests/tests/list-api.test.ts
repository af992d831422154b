// Runs on SQLite and on the PostgreSQL pass (vitest.config.ts ON_POSTGRES): arranged and checked through the store.
import { describe, expect, it } from 'vitest';
import { guestsRepository } from '../domain/repository';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { seedGuestsIn } from './helpers';

type Guest = {
  guestId: string;
  name: string;
  email?: string;
  status: string;
  household: string | null;
  plusOneAllowed: boolean;
  plusOneName: string | null;
  notes: string | null;
  unsubscribed: boolean;
  rsvpToken: string;
};
type Page = { guests: Guest[]; nextCursor: string | null; counts: Record<string, number>; seatsUsed: number; guestLimit: number };

async function setup() {
  const { app, store } = createTestApp();
  const { wedding, cookie } = await createTestUser(store);
  return { store, guests: guestsRepository(store), wedding, api: client(app, cookie) };
}

async function add(api: ReturnType<typeof client>, body: Record<string, unknown>) {
  const res = await api.post('/api/v1/guest-list', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return ((await res.json()) as { guest: Guest }).guest;
}

async function list(api: ReturnType<typeof client>, query = '') {
  const res = await api.get(`/api/v1/guest-list${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

describe('guest list API', () => {
  it('adds a guest from JSON with the spec fields; an empty e-mail is removed before saving', async () => {
    const { guests, wedding, api } = await setup();
    const res = await api.post('/api/v1/guest-list', { name: '  Ann   Lee ', email: '  ', notes: 'Vegetarian' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { msg: string; guest: Guest };
    expect(body.msg).toBe('Guest Added');
    expect(body.guest).toMatchObject({
      name: 'Ann Lee',
      status: 'Awaiting',
      household: null,
      plusOneAllowed: false,
      plusOneName: null,
      notes: 'Vegetarian',
      unsubscribed: false,
    });
    expect(body.guest).not.toHaveProperty('email');
    expect(body.guest.guestId).toMatch(/^[a-z2-7]{24}$/);
    expect(body.guest.rsvpToken.startsWith(`${body.guest.guestId}.`)).toBe(true);
    const row = (await guests.find(wedding.id, body.guest.guestId))!;
    expect(row.email).toBeNull();
    expect(row.nameKey).toBe('ann lee');
  });

  it('adds a guest from form data (checkbox, household) and reuses the household by name', async () => {
    const { guests, wedding, api } = await setup();
    const first = await api.post(
      '/api/v1/guest-list',
      new URLSearchParams({ name: 'Jo Park', email: 'JO@Example.com', household: 'The Parks', plusOneAllowed: 'on', plusOneName: 'Sam' }),
    );
    expect(first.status).toBe(201);
    const jo = ((await first.json()) as { guest: Guest }).guest;
    expect(jo).toMatchObject({ email: 'jo@example.com', household: 'The Parks', plusOneAllowed: true, plusOneName: 'Sam' });
    const kim = await add(api, { name: 'Kim Park', household: ' the   parks ' });
    expect(kim.household).toBe('The Parks');
    expect(await guests.households(wedding.id)).toHaveLength(1);
  });

  it('refuses bad input with the first problem as msg and the field that has it', async () => {
    const { api } = await setup();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', "Please enter the guest's name"],
      [{ name: '   ' }, 'name', "Please enter the guest's name"],
      [{ name: 'x'.repeat(101) }, 'name', 'Names can be at most 100 characters'],
      [{ name: 'Ann', email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ name: 'Ann', status: 'Maybe' }, 'status', 'Status must be Awaiting, Accepted or Declined'],
      [{ name: 'Ann', notes: 'n'.repeat(1001) }, 'notes', 'Notes can be at most 1000 characters'],
    ];
    for (const [body, field, msg] of cases) {
      const res = await api.post('/api/v1/guest-list', body);
      expect(res.status, msg).toBe(400);
      expect(await res.json()).toEqual({ msg, code: 'input.invalid', errors: { [field]: msg } });
    }
    // A change is refused the same way, before anything is read.
    const change = await api.patch('/api/v1/guest-list', { name: 'Ann' });
    expect(change.status).toBe(400);
    expect(await change.json()).toEqual({ msg: 'guestId is required', code: 'input.invalid', errors: { guestId: 'guestId is required' } });
  });

  it('refuses a second entry with the same name and e-mail', async () => {
    const { api } = await setup();
    await add(api, { name: 'José García', email: 'jose@example.com' });
    const again = await api.post('/api/v1/guest-list', { name: 'jose  garcia', email: 'JOSE@example.com' });
    expect(again.status).toBe(409);
    expect((await again.json()).msg).toBe('A guest with this name and email is already on your list');
    await add(api, { name: 'José García', email: 'other@example.com' });
  });

  it('PATCH changes only the given fields; empty e-mail or household clears them; no plus-one, no name', async () => {
    const { guests, wedding, api } = await setup();
    const ann = await add(api, { name: 'Ann', email: 'ann@example.com', household: 'Lees', plusOneName: 'Bo', notes: 'n' });
    const res = await api.patch('/api/v1/guest-list', { guestId: ann.guestId, status: 'Accepted' });
    expect(res.status).toBe(200);
    const changed = ((await res.json()) as { msg: string; guest: Guest }).guest;
    expect(changed).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
      status: 'Accepted',
      household: 'Lees',
      plusOneAllowed: true,
      plusOneName: 'Bo',
      notes: 'n',
    });
    expect((await guests.find(wedding.id, ann.guestId))!.respondedAt).toBeInstanceOf(Date);

    const cleared = await api.patch('/api/v1/guest-list', new URLSearchParams({ guestId: ann.guestId, email: '', household: '', plusOneAllowed: 'false' }));
    const guest = ((await cleared.json()) as { msg: string; guest: Guest }).guest;
    expect(guest).toMatchObject({ household: null, plusOneAllowed: false, plusOneName: null, status: 'Accepted' });
    expect(guest).not.toHaveProperty('email');
    // The household nobody belongs to any more is gone.
    expect(await guests.households(wedding.id)).toHaveLength(0);
  });

  it('PATCH and DELETE answer Guest Modified / Guest Deleted, and 404 for an unknown guest', async () => {
    const { api } = await setup();
    const ann = await add(api, { name: 'Ann' });
    expect((await (await api.patch('/api/v1/guest-list', { guestId: ann.guestId, name: 'Anne' })).json()).msg).toBe('Guest Modified');
    expect((await api.patch('/api/v1/guest-list', { name: 'x' })).status).toBe(400);
    const del = await api.delete(`/api/v1/guest-list/${ann.guestId}`);
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({ msg: 'Guest Deleted', seatsUsed: 0 });
    expect((await api.delete(`/api/v1/guest-list/${ann.guestId}`)).status).toBe(404);
    expect(await (await api.patch('/api/v1/guest-list', { guestId: ann.guestId, name: 'Anne' })).json()).toEqual({
      msg: 'Guest not found',
      code: 'guest.not-found',
    });
  });

  it('searches by name (accents and case aside), e-mail and household; filters by status; counts by status', async () => {
    const { api } = await setup();
    await add(api, { name: 'José García', status: 'Accepted' });
    await add(api, { name: 'Maria Lopez', email: 'maria@garcia-family.example', status: 'Declined' });
    await add(api, { name: 'Tom Hill', household: 'García household' });
    await add(api, { name: 'Uma Stone' });
    const names = (page: Page) => page.guests.map((g) => g.name).sort();

    expect(names(await list(api, '?search=JOSE%20garcia'))).toEqual(['José García']);
    expect(names(await list(api, '?search=garcia'))).toEqual(['José García', 'Maria Lopez', 'Tom Hill']);
    expect(names(await list(api, '?status=Declined'))).toEqual(['Maria Lopez']);
    expect(names(await list(api, '?status=Awaiting&search=hill'))).toEqual(['Tom Hill']);
    expect(names(await list(api, '?search=%25'))).toEqual([]); // LIKE wildcards are literal
    const all = await list(api);
    expect(all.counts).toEqual({ total: 4, plusOnes: 0, Awaiting: 2, Accepted: 1, Declined: 1 });
    expect((await api.get('/api/v1/guest-list?status=Maybe')).status).toBe(400);
    expect((await api.get('/api/v1/guest-list?sort=best')).status).toBe(400);
    expect((await api.get('/api/v1/guest-list?limit=501')).status).toBe(400);
  });

  it('sorts newest, oldest, a-z and z-a and pages through with the cursor without gaps or repeats', async () => {
    const { api } = await setup();
    const names = ['delta', 'Alpha', 'charlie', 'Écho', 'bravo', 'foxtrot', 'golf'];
    for (const name of names) await add(api, { name });
    const byKey = [...names].sort((a, b) => a.normalize('NFKD').toLowerCase().localeCompare(b.normalize('NFKD').toLowerCase()));

    expect((await list(api, '?sort=a-z')).guests.map((g) => g.name)).toEqual(byKey);
    expect((await list(api, '?sort=z-a')).guests.map((g) => g.name)).toEqual([...byKey].reverse());
    expect((await list(api, '?sort=oldest')).guests.map((g) => g.name)).toEqual(names);
    expect((await list(api)).guests.map((g) => g.name)).toEqual([...names].reverse());

    for (const sort of ['newest', 'oldest', 'a-z', 'z-a']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Page = await list(api, `?sort=${sort}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(page.guests.length).toBeLessThanOrEqual(3);
        seen.push(...page.guests.map((g) => g.name));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual((await list(api, `?sort=${sort}`)).guests.map((g) => g.name));
    }
    const first = await list(api, '?sort=a-z&limit=2');
    expect((await api.get(`/api/v1/guest-list?sort=newest&cursor=${first.nextCursor}`)).status).toBe(400);
    expect((await api.get('/api/v1/guest-list?cursor=garbage')).status).toBe(400);
  });

  it('loads 250 guests by default and at most 500', async () => {
    const { store, wedding, api } = await setup();
    await seedGuestsIn(store, wedding.id, 300);
    const page = await list(api);
    expect(page.guests).toHaveLength(250);
    const rest = await list(api, `?cursor=${encodeURIComponent(page.nextCursor!)}`);
    expect(rest.guests).toHaveLength(50);
    expect(rest.nextCursor).toBeNull();
  });
});
