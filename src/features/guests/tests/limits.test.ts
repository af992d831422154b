// Runs on SQLite and on the PostgreSQL pass (vitest.config.ts ON_POSTGRES): arranged and checked through the store.
import { describe, expect, it } from 'vitest';
import { guestsRepository } from '../domain/repository';
import { GUEST_LIMIT_CODE } from '../../../shared/guests/texts';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { csvOf, seedGuestsIn } from './helpers';

const FREE_MESSAGE = 'Your plan allows 65 guests. Upgrade to Pro for up to 350.';
const PRO_MESSAGE = 'Your plan allows 350 guests, plus-ones included.';

async function couple(role: 'userFree' | 'userPaid' | 'admin' = 'userFree') {
  const { app, store } = createTestApp();
  const { wedding, cookie } = await createTestUser(store, { role });
  const guests = guestsRepository(store);
  const count = async () => (await guests.counts(wedding.id)).total;
  const seed = (n: number, options?: Parameters<typeof seedGuestsIn>[3]) => seedGuestsIn(store, wedding.id, n, options);
  return { wedding, guests, seed, api: client(app, cookie), count };
}

function importCsv(api: ReturnType<typeof client>, csv: string, path = '/api/v1/guest-list/import') {
  return api.post(path, { csv });
}

describe('guest limits', () => {
  it('Free: the 65th guest is added, the 66th is refused with a message naming the limit and the upgrade', async () => {
    const { seed, api, count } = await couple();
    await seed(64);
    const ok = await api.post('/api/v1/guest-list', { name: 'Guest Sixty-Five' });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ msg: 'Guest Added', seatsUsed: 65, guestLimit: 65 });
    const refused = await api.post('/api/v1/guest-list', { name: 'Guest Sixty-Six' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ msg: FREE_MESSAGE, code: GUEST_LIMIT_CODE, guestLimit: 65, seatsUsed: 65 });
    expect(await count()).toBe(65);
  });

  it('Pro: the 350th guest is added, the 351st is refused', async () => {
    const { seed, api, count } = await couple('userPaid');
    await seed(349);
    expect((await api.post('/api/v1/guest-list', { name: 'Guest 350' })).status).toBe(201);
    const refused = await api.post('/api/v1/guest-list', { name: 'Guest 351' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).msg).toBe(PRO_MESSAGE);
    expect(await count()).toBe(350);
  });

  it('a plus-one counts as a guest: at 64 a guest with a plus-one does not fit, one without does', async () => {
    const { wedding, guests, seed, api, count } = await couple();
    await seed(32, { plusOneAllowed: true }); // 64 seats
    const withPlusOne = await api.post('/api/v1/guest-list', { name: 'Pat Lee', plusOneAllowed: true });
    expect(withPlusOne.status).toBe(403);
    const named = await api.post('/api/v1/guest-list', { name: 'Pat Lee', plusOneName: 'Chris Lee' });
    expect(named.status).toBe(403); // a named plus-one is an allowed one
    const alone = await api.post('/api/v1/guest-list', { name: 'Pat Lee' });
    expect(alone.status).toBe(201);
    expect(await count()).toBe(33);
    // At 65 seats, allowing Pat a plus-one by PATCH passes the limit too.
    const { guest } = (await alone.json()) as { guest: { guestId: string } };
    const patch = await api.patch('/api/v1/guest-list', { guestId: guest.guestId, plusOneAllowed: true });
    expect(patch.status).toBe(403);
    expect((await guests.find(wedding.id, guest.guestId))?.plusOneAllowed).toBe(false);
  });

  it('Pro with plus-ones: 349 seats + a plus-one guest is 351 and refused', async () => {
    const { seed, api } = await couple('userPaid');
    await seed(349);
    expect((await api.post('/api/v1/guest-list', { name: 'Two Seats', plusOneAllowed: 'on' })).status).toBe(403);
    expect((await api.post('/api/v1/guest-list', { name: 'One Seat', plusOneAllowed: 'off' })).status).toBe(201);
  });

  it('CSV import: a file that reaches 65 is imported, one row more refuses the whole file and writes nothing', async () => {
    const { seed, api, count } = await couple();
    await seed(60);
    const preview = await importCsv(api, csvOf(6), '/api/v1/guest-list/import/preview');
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as { summary: Record<string, unknown>; msg: string };
    expect(body.summary).toMatchObject({ toImport: 6, seatsUsed: 60, seatsToAdd: 6, guestLimit: 65, fitsLimit: false });
    expect(body.msg).toBe(`This file adds 6 guests (plus-ones included) and your list has room for 5. ${FREE_MESSAGE}`);

    const refused = await importCsv(api, csvOf(6));
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe(GUEST_LIMIT_CODE);
    expect(await count()).toBe(60);

    const ok = await importCsv(api, csvOf(5));
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ msg: '5 guests imported', imported: 5, seatsUsed: 65 });
    expect(await count()).toBe(65);
  });

  it('CSV import counts plus-ones: 3 guests with plus-ones are 6 seats', async () => {
    const { seed, api, count } = await couple();
    await seed(60);
    expect((await importCsv(api, csvOf(3, { plusOne: true }))).status).toBe(403);
    expect(await count()).toBe(60);
    await seed(1, { prefix: 'Extra' }); // 61: room for 4 seats
    expect((await importCsv(api, csvOf(2, { plusOne: true }))).status).toBe(201);
    expect(await count()).toBe(63);
  });

  it('CSV import on Pro: 350 fits, 351 does not', async () => {
    const { seed, api, count } = await couple('userPaid');
    await seed(300);
    expect((await importCsv(api, csvOf(51))).status).toBe(403);
    expect(await count()).toBe(300);
    expect((await importCsv(api, csvOf(50))).status).toBe(201);
    expect(await count()).toBe(350);
  });

  it('admins have the Pro limit', async () => {
    const { seed, api } = await couple('admin');
    await seed(65);
    expect((await api.post('/api/v1/guest-list', { name: 'Guest 66' })).status).toBe(201);
  });
});
