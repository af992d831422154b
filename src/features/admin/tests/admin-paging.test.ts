// The admin lists page and search on the server (issue 29 item 6): one page at a time newest first,
// links to older and newer pages that keep the search, the total from the kept counts, and a search
// that finds a wedding by its couple's name, e-mail or web address wherever it is in the list.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, portable } from '../../../core/db/store/portable';
import { createTestApp } from '../../../../tests/helpers/app';
import { createTestUser } from '../../../../tests/helpers/auth';
import { client } from '../../../../tests/helpers/http';
import { engineTables } from '../../../../tests/helpers/test-engine';
import { addGuest } from '../../email/tests/helpers';

const { users, weddings } = engineTables();

async function adminWithWeddings(count: number) {
  const { app, store } = createTestApp();
  const { sql, transaction } = portable(store);
  const admin = await createTestUser(store, { role: 'admin', email: 'boss@example.com' });
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 1; i <= count; i++) {
    const couple = await createTestUser(store, { name: `Couple ${i}`, email: `couple${i}@example.com`, weddingUrl: `wedding-${i}` });
    // Wedding i is i minutes newer; weddings 3 and 4 share their creation time (the ids order them).
    const at = new Date(base + (i === 4 ? 3 : i) * 60_000);
    await transaction(async () => {
      await sql().update(weddings).set({ createdAt: at }).where(eq(weddings.id, couple.wedding.id));
      await sql().update(users).set({ createdAt: at }).where(eq(users.id, couple.user.id));
    });
  }
  await transaction(async () => {
    await sql()
      .update(weddings)
      .set({ createdAt: new Date(base) })
      .where(eq(weddings.ownerId, admin.user.id));
    await sql()
      .update(users)
      .set({ createdAt: new Date(base) })
      .where(eq(users.id, admin.user.id));
  });
  return { app, store, sql, transaction, api: client(app, admin.cookie) };
}

type Listed = { weddings: { weddingUrl: string | null; guests: number }[]; total: number | null; nextCursor: string | null; prevCursor: string | null };

describe('admin lists page on the server', () => {
  it('walks all weddings two at a time, older and back newer, each once, with the total', async () => {
    const { api } = await adminWithWeddings(5);
    const seen: (string | null)[] = [];
    let page = (await (await api.get('/api/v1/admin/all-weddings?limit=2')).json()) as Listed;
    expect(page.total).toBe(6);
    expect(page.prevCursor).toBeNull();
    const pages: Listed[] = [page];
    for (;;) {
      seen.push(...page.weddings.map((w) => w.weddingUrl));
      if (!page.nextCursor) break;
      page = (await (await api.get(`/api/v1/admin/all-weddings?limit=2&cursor=${page.nextCursor}`)).json()) as Listed;
      pages.push(page);
    }
    expect(pages).toHaveLength(3);
    expect(seen[0]).toBe('wedding-5');
    expect(new Set(seen)).toEqual(new Set(['wedding-1', 'wedding-2', 'wedding-3', 'wedding-4', 'wedding-5', null]));
    expect(seen).toHaveLength(6);
    expect(seen.at(-1)).toBeNull(); // the admin's own wedding, the oldest
    // Back from the last page: the middle page again.
    const back = (await (await api.get(`/api/v1/admin/all-weddings?limit=2&cursor=${page.prevCursor}`)).json()) as Listed;
    expect(back.weddings).toEqual(pages[1]!.weddings);
    expect(back.nextCursor).not.toBeNull();
    const first = (await (await api.get(`/api/v1/admin/all-weddings?limit=2&cursor=${back.prevCursor}`)).json()) as Listed;
    expect(first.weddings).toEqual(pages[0]!.weddings);
    expect(first.prevCursor).toBeNull();
  });

  it('shows one page with Older and Newer links that keep the search, and the total', async () => {
    const { api } = await adminWithWeddings(3);
    const html = await (await api.get('/app/admin/all-weddings?limit=2')).text();
    expect(html).toContain('4 weddings');
    expect(html).toContain('href="/wedding-3"');
    expect(html).toContain('href="/wedding-2"');
    expect(html).not.toContain('href="/wedding-1"');
    const older = /href="(\/app\/admin\/all-weddings\?cursor=[^"]+)"[^>]*>Older/.exec(html)?.[1];
    expect(older).toBeDefined();
    const second = await (await api.get(older!.replaceAll('&amp;', '&'))).text();
    expect(second).toContain('href="/wedding-1"');
    expect(second).toContain('← Newer');
    expect(second).not.toContain('Older →');

    const searched = await (await api.get('/app/admin/all-users?search=couple&limit=1')).text();
    expect(searched).toMatch(/href="\/app\/admin\/all-users\?search=couple&amp;cursor=[^"]+"[^>]*>Older/);
  });

  it('searches weddings on the server by the couple, their e-mail or the web address, past the first page', async () => {
    const { api } = await adminWithWeddings(5);
    const find = async (search: string) =>
      ((await (await api.get(`/api/v1/admin/all-weddings?limit=2&search=${encodeURIComponent(search)}`)).json()) as Listed).weddings.map((w) => w.weddingUrl);
    expect(await find('Couple 1')).toEqual(['wedding-1']);
    expect(await find('couple2@example')).toEqual(['wedding-2']);
    expect(await find('wedding-3')).toEqual(['wedding-3']);
    expect(await find('100%')).toEqual([]);
    // A search with no web address match still lists by owner, and the rows carry their own figures.
    expect(await find('example.com')).toEqual(['wedding-5', expect.stringMatching(/^wedding-[34]$/)]);
    const searched = (await (await api.get('/api/v1/admin/all-weddings?search=couple')).json()) as Listed;
    expect(searched.total).toBeNull();
    const page = await (await api.get('/app/admin/all-weddings?search=Couple+1')).text();
    expect(page).toContain('href="/wedding-1"');
    expect(page).not.toContain('href="/wedding-2"');
  });

  it("lists each wedding's guest count and each user's web address", async () => {
    const { api, store, sql } = await adminWithWeddings(2);
    const second = first(await sql().select().from(weddings).where(eq(weddings.weddingUrl, 'wedding-2')))!;
    for (const name of ['Ann', 'Bo', 'Cy']) await addGuest(store, second.id, name, null);
    const listed = ((await (await api.get('/api/v1/admin/all-weddings')).json()) as Listed).weddings;
    expect(listed.map((w) => [w.weddingUrl, w.guests])).toEqual([
      ['wedding-2', 3],
      ['wedding-1', 0],
      [null, 0],
    ]);
    const people = (await (await api.get('/api/v1/admin/all-users')).json()) as { users: { email: string; weddingUrl: string | null }[] };
    expect(people.users.map((u) => [u.email, u.weddingUrl])).toEqual([
      ['couple2@example.com', 'wedding-2'],
      ['couple1@example.com', 'wedding-1'],
      ['boss@example.com', null],
    ]);
    expect(await (await api.get('/app/admin/all-users')).text()).toContain('<a href="/wedding-2">');
  });

  it('lists a person who owns several weddings once, with the address of the oldest they own (issue 23 item 5)', async () => {
    const { api, sql, transaction } = await adminWithWeddings(2);
    const one = first(await sql().select().from(users).where(eq(users.email, 'couple1@example.com')))!;
    // couple1 received wedding-2 (a transfer): couple2 owns none now.
    await transaction(() => sql().update(weddings).set({ ownerId: one.id }).where(eq(weddings.weddingUrl, 'wedding-2')));
    const people = (await (await api.get('/api/v1/admin/all-users')).json()) as { users: { email: string; weddingUrl: string | null }[] };
    expect(people.users.map((u) => [u.email, u.weddingUrl])).toEqual([
      ['couple2@example.com', null],
      ['couple1@example.com', 'wedding-1'],
      ['boss@example.com', null],
    ]);
    const listed = ((await (await api.get('/api/v1/admin/all-weddings?search=couple1')).json()) as Listed).weddings;
    expect(listed.map((w) => w.weddingUrl)).toEqual(['wedding-2', 'wedding-1']);
  });

  it('refuses a cursor it did not make', async () => {
    const { api } = await adminWithWeddings(1);
    const res = await api.get('/api/v1/admin/all-weddings?cursor=not-a-cursor');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'Invalid cursor', code: 'input.invalid' });
  });
});
