import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';

describe('guest list: owner only', () => {
  it('anonymous calls get 401, pages go to the login', async () => {
    const { app } = createTestApp();
    const anon = client(app);
    for (const [method, path] of [
      ['GET', '/api/v1/guest-list'],
      ['POST', '/api/v1/guest-list'],
      ['PATCH', '/api/v1/guest-list'],
      ['DELETE', '/api/v1/guest-list/abc'],
      ['GET', '/api/v1/guest-list/export.csv'],
      ['POST', '/api/v1/guest-list/import/preview'],
      ['POST', '/api/v1/guest-list/import'],
      ['GET', '/api/v1/users/user-stats'],
    ] as const) {
      const res =
        method === 'GET'
          ? await anon.get(path)
          : method === 'POST'
            ? await anon.post(path, { name: 'x' })
            : method === 'PATCH'
              ? await anon.patch(path, { guestId: 'x' })
              : await anon.delete(path);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const page = await anon.get('/app/guest-list');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login?next=%2Fapp%2Fguest-list');
    expect((await anon.form('/app/guest-list', { name: 'x' })).status).toBe(302);
  });

  it("another couple can neither see, change nor delete a couple's guests", async () => {
    const { app, store } = createTestApp();
    const { t, sql } = portable(store);
    const a = await createTestUser(store);
    const b = await createTestUser(store);
    const apiA = client(app, a.cookie);
    const apiB = client(app, b.cookie);
    const created = await apiA.post('/api/v1/guest-list', { name: 'Secret Guest', email: 'secret@example.com' });
    const { guest } = (await created.json()) as { guest: { guestId: string } };

    const listB = (await (await apiB.get('/api/v1/guest-list')).json()) as { guests: unknown[] };
    expect(listB.guests).toEqual([]);
    expect(await (await apiB.get('/api/v1/guest-list?search=secret')).json()).toMatchObject({ guests: [] });
    expect(await (await apiB.get('/api/v1/guest-list/export.csv')).text()).not.toContain('Secret Guest');

    const patch = await apiB.patch('/api/v1/guest-list', { guestId: guest.guestId, name: 'Hacked' });
    expect(patch.status).toBe(404);
    expect((await apiB.delete(`/api/v1/guest-list/${guest.guestId}`)).status).toBe(404);
    expect((await apiB.form(`/app/guest-list/${guest.guestId}`, { name: 'Hacked' })).status).toBe(404);
    expect((await apiB.form(`/app/guest-list/${guest.guestId}/delete`, {})).status).toBe(404);
    const editPage = await (await apiB.get(`/app/guest-list?edit=${guest.guestId}`)).text();
    expect(editPage).not.toContain('Secret Guest');

    const row = first(await sql().select().from(t.guests).where(eq(t.guests.id, guest.guestId)))!;
    expect(row.name).toBe('Secret Guest');
    expect(row.weddingId).toBe(a.wedding.id);
  });

  it('refuses cross-site writes', async () => {
    const { app, store } = createTestApp();
    const { t, sql } = portable(store);
    const { cookie } = await createTestUser(store);
    const res = await app.request('http://localhost/api/v1/guest-list', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'CSRF' }),
    });
    expect(res.status).toBe(403);
    expect(await sql().select().from(t.guests)).toHaveLength(0);
  });
});
