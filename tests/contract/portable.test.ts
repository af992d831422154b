// One query, both engines (issue 29 item 4): the portable builder runs the same code on SQLite and PostgreSQL
// with the same JavaScript values back (Dates, booleans, JSON, counts as numbers).
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { first, portable } from '../../src/core/db/store/portable';
import { newId } from '../../src/shared/ids';
import { describeEachEngine } from '../helpers/engines';

describeEachEngine('portable queries', ({ store }) => {
  it('inserts, updates, reads one row and counts with the same code and the same value types', async () => {
    const { t, sql, transaction } = portable(store());
    const id = newId();
    const inserted = await transaction(async () => {
      const row = first(
        await sql()
          .insert(t.users)
          .values({ id, name: 'Ana', email: `${id}@example.com` })
          .returning(),
      );
      await sql().update(t.users).set({ name: 'Bea' }).where(eq(t.users.id, id));
      return row;
    });
    expect(inserted?.createdAt).toBeInstanceOf(Date);
    const weddingId = newId();
    await transaction(() =>
      sql()
        .insert(t.weddings)
        .values({ id: weddingId, ownerId: id, content: { brideGroomOneName: 'Ana' }, published: false }),
    );
    const user = first(await sql().select().from(t.users).where(eq(t.users.id, id)).limit(1));
    expect(user).toMatchObject({ name: 'Bea' });
    const wedding = first(
      await sql().select({ content: t.weddings.content, published: t.weddings.published }).from(t.weddings).where(eq(t.weddings.id, weddingId)),
    );
    expect(wedding).toEqual({ content: { brideGroomOneName: 'Ana' }, published: false });
    const [{ n }] = await sql().select({ n: count() }).from(t.users).where(eq(t.users.id, id));
    expect(n).toBe(1);
  });

  it('a throw inside the transaction leaves nothing behind', async () => {
    const { t, sql, transaction } = portable(store());
    const id = newId();
    await expect(
      transaction(async () => {
        await sql()
          .insert(t.users)
          .values({ id, name: 'Cal', email: `${id}@example.com` });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await sql().select().from(t.users).where(eq(t.users.id, id))).toEqual([]);
  });
});
