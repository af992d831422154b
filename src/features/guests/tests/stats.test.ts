import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('GET /users/user-stats', () => {
  it('returns the stats entity with guest counts by status', async () => {
    const { app, store } = createTestApp();
    const { t, sql, transaction } = portable(store);
    const { wedding, cookie } = await createTestUser(store, { name: 'Robin Ellis', weddingUrl: 'robin-and-sky' });
    const inTenDays = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 10));
    await transaction(() => sql().update(t.weddings).set({ weddingDate: inTenDays, weddingTheme: 'emerald' }).where(eq(t.weddings.id, wedding.id)));
    const api = client(app, cookie);
    for (const [name, status, plusOneAllowed] of [
      ['A', 'Accepted', true],
      ['B', 'Accepted', false],
      ['C', 'Declined', false],
      ['D', 'Awaiting', false],
      ['E', 'Awaiting', false],
      ['F', 'Awaiting', false],
    ] as const) {
      expect((await api.post('/api/v1/guest-list', { name, status, plusOneAllowed })).status).toBe(201);
    }
    // A guest's answer recorded later moves the counts.
    const f = first(await sql().select().from(t.guests).where(eq(t.guests.name, 'F')))!;
    await api.patch('/api/v1/guest-list', { guestId: f.id, status: 'Declined' });

    const res = await api.get('/api/v1/users/user-stats');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      accountStatus: 'userFree',
      username: 'Robin Ellis',
      totalGuests: 6,
      weddingDate: inTenDays.toISOString(),
      weddingTheme: 'emerald',
      domainName: 'robin-and-sky',
      weddingPublished: true,
      daysUntilWedding: 10,
      Accepted: 2,
      Awaiting: 2,
      Declined: 2,
      plusOnes: 1,
      seatsUsed: 7,
      guestLimit: 65,
      // One event (the wedding day from the date): the answers per event follow the guests' ones.
      events: [expect.objectContaining({ id: 'wedding-day', title: 'Wedding day', invited: 6, accepted: 2, declined: 2, awaiting: 2 })],
    });
  });

  it('gives defaults for a new account: light theme, no date, zero guests', async () => {
    const { app, store } = createTestApp();
    const { t, sql, transaction } = portable(store);
    const { user, cookie } = await createTestUser(store, { role: 'userPaid' });
    const stats = await (await client(app, cookie).get('/api/v1/users/user-stats')).json();
    expect(stats).toMatchObject({
      accountStatus: 'userPaid',
      username: user.name,
      totalGuests: 0,
      weddingDate: null,
      weddingTheme: 'light',
      domainName: '',
      daysUntilWedding: null,
      Accepted: 0,
      Awaiting: 0,
      Declined: 0,
      guestLimit: 350,
    });
    await transaction(async () => {
      await sql().delete(t.weddings).where(eq(t.weddings.ownerId, user.id));
      await sql().update(t.users).set({ role: 'admin' }).where(eq(t.users.id, user.id));
    });
    expect(await (await client(app, cookie).get('/api/v1/users/user-stats')).json()).toMatchObject({
      accountStatus: 'admin',
      totalGuests: 0,
      weddingPublished: false,
    });
  });
});
