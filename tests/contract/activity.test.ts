// The activity log on both engines (issue 23 item 6): the repository and its domain on a real SQLite
// file and a real PostgreSQL database.
import { expect, it } from 'vitest';
import { recordActivity, withActivity } from '../../src/features/activity/domain/activity';
import { lastSiteSave, listActivity } from '../../src/features/activity/domain/log';
import { activityRepository } from '../../src/features/activity/domain/repository';
import { portable } from '../../src/core/db/store/portable';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));

describeEachEngine('activity', ({ store }) => {
  async function wedding() {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Leo', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    return { userId, weddingId };
  }

  it('pages newest first by time then id, entries of one moment included once each', async () => {
    const { userId, weddingId } = await wedding();
    // Five entries at the same moment and two earlier: the cursor must split the tie by id.
    await insertRows(store(), 'activity', [
      ...Array.from({ length: 5 }, (_, i) => ({ weddingId, userId, kind: 'guest.added', detail: `G${i}`, createdAt: at(5) })),
      { weddingId, userId, kind: 'event.added', detail: 'Brunch', createdAt: at(1) },
      { weddingId, userId: null, kind: 'payment', detail: 'Pro', createdAt: at(2) },
    ]);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listActivity(activityRepository(store()), weddingId, { cursor, limit: 2 });
      seen.push(...page.entries.map((e) => e.detail));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(5)).toEqual(['Pro', 'Brunch']);
    const all = await listActivity(activityRepository(store()), weddingId);
    expect(all.entries.at(-2)).toMatchObject({ kind: 'payment', by: null, text: 'Someone paid: Pro' });
    expect(all.entries.at(-1)).toMatchObject({ kind: 'event.added', by: { id: userId, name: 'Leo' }, text: 'Leo added an event: Brunch' });
  });

  it('an entry recorded with a change commits with it, and rolls back with it', async () => {
    const { userId, weddingId } = await wedding();
    const { t, sql } = portable(store());
    const refused = withActivity(
      store(),
      async () => {
        await sql().insert(t.households).values({ weddingId, name: 'The Lanes' });
        throw new Error('refused');
      },
      () => ({ weddingId, userId, kind: 'guest.added', detail: 'Bea' }),
    );
    await expect(refused).rejects.toThrow('refused');
    expect((await listActivity(activityRepository(store()), weddingId)).entries).toEqual([]);
    expect(await sql().select().from(t.households)).toHaveLength(0);
    await withActivity(
      store(),
      async () => (await sql().insert(t.households).values({ weddingId, name: 'The Reeds' }).returning())[0]!.name,
      (name) => ({ weddingId, userId, kind: 'guest.added', detail: name }),
    );
    expect((await listActivity(activityRepository(store()), weddingId)).entries.map((e) => e.text)).toEqual(['Leo added a guest: The Reeds']);
  });

  it('keeps every entry of concurrent changes, and says who saved the site last', async () => {
    const { userId, weddingId } = await wedding();
    await Promise.all(Array.from({ length: 12 }, (_, i) => recordActivity(store(), { weddingId, userId, kind: 'guest.changed', detail: `G${i}` })));
    expect((await listActivity(activityRepository(store()), weddingId)).entries).toHaveLength(12);
    expect(await lastSiteSave(activityRepository(store()), weddingId)).toBeNull();
    await insertRows(store(), 'activity', [{ weddingId, userId, kind: 'site.saved', detail: 'Our story', createdAt: at(0) }]);
    expect(await lastSiteSave(activityRepository(store()), weddingId, at(2))).toEqual({
      name: 'Leo',
      at: at(0).toISOString(),
      text: 'Saved by Leo 2 minutes ago',
    });
    expect((await lastSiteSave(activityRepository(store()), weddingId, new Date(at(0).getTime() + 30_000)))?.text).toBe('Saved by Leo just now');
  });
});
