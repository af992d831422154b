import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guests, users, weddings } from '../../../core/db/schema';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('GET /users/user-stats', () => {
  it('returns the stats entity with guest counts by status', async () => {
    const { app, db } = createTestApp();
    const { wedding, cookie } = await createTestUser(db, { name: 'Robin Ellis', weddingUrl: 'robin-and-sky' });
    const inTenDays = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 10));
    db.update(weddings).set({ weddingDate: inTenDays, weddingTheme: 'emerald' }).where(eq(weddings.id, wedding.id)).run();
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
    const f = db.select().from(guests).where(eq(guests.name, 'F')).get()!;
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
    const { app, db } = createTestApp();
    const { user, cookie } = await createTestUser(db, { role: 'userPaid' });
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
    db.delete(weddings).where(eq(weddings.ownerId, user.id)).run();
    db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id)).run();
    expect(await (await client(app, cookie).get('/api/v1/users/user-stats')).json()).toMatchObject({
      accountStatus: 'admin',
      totalGuests: 0,
      weddingPublished: false,
    });
  });
});
