// The guests' repository on both engines (issue 29 item 4): a guest with their household's name and tags,
// a household's members in the order the couple added them, the whole list, the names a lookup matches
// against, and a guest's row changed inside and outside a transaction.
import { expect, it } from 'vitest';
import { guestsRepository } from '../../src/features/guests';
import { newId } from '../../src/shared/ids';
import { describeEachEngine, insertRows } from '../helpers/engines';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describeEachEngine('guests', ({ store }) => {
  async function wedding() {
    const userId = newId();
    const weddingId = newId();
    const householdId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com` }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    await insertRows(store(), 'households', [{ id: householdId, weddingId, name: 'The Bees', tags: ['family'] }]);
    const [bea, cal, dot] = [newId(), newId(), newId()];
    await insertRows(store(), 'guests', [
      { id: cal, weddingId, name: 'Cal Bee', nameKey: 'cal bee', householdId, createdAt: at(2) },
      { id: bea, weddingId, name: 'Bea Bee', nameKey: 'bea bee', householdId, tags: ['vip'], createdAt: at(1) },
      { id: dot, weddingId, name: 'Dot', nameKey: 'dot', createdAt: at(3) },
    ]);
    return { weddingId, householdId, bea, cal, dot };
  }

  it('finds a guest with their household, lists a household and the wedding in the order added, and the names', async () => {
    const { weddingId, householdId, bea, cal, dot } = await wedding();
    const guests = guestsRepository(store());
    expect(await guests.find(weddingId, bea)).toMatchObject({ id: bea, name: 'Bea Bee', tags: ['vip'], householdName: 'The Bees', householdTags: ['family'] });
    expect(await guests.find(weddingId, dot)).toMatchObject({ id: dot, householdName: null, householdTags: [] });
    expect(await guests.find(newId(), bea)).toBeUndefined();
    expect((await guests.householdMembers(weddingId, householdId)).map((g) => g.id)).toEqual([bea, cal]);
    expect((await guests.all(weddingId)).map((g) => [g.name, g.householdName])).toEqual([
      ['Bea Bee', 'The Bees'],
      ['Cal Bee', 'The Bees'],
      ['Dot', null],
    ]);
    expect(new Set((await guests.names(weddingId)).map((g) => `${g.name}:${g.householdId ?? ''}`))).toEqual(
      new Set([`Bea Bee:${householdId}`, `Cal Bee:${householdId}`, 'Dot:']),
    );
  });

  it('changes a guest outside a transaction, and inside one that rolls back leaves it unchanged', async () => {
    const { weddingId, bea } = await wedding();
    const guests = guestsRepository(store());
    await guests.update(bea, { status: 'Accepted', respondedAt: at(9), email: 'bea@example.com' });
    expect(await guests.find(weddingId, bea)).toMatchObject({ status: 'Accepted', respondedAt: at(9), email: 'bea@example.com' });
    await expect(
      guests.transaction(async () => {
        await guests.update(bea, { status: 'Declined' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await guests.find(weddingId, bea))?.status).toBe('Accepted');
  });
});
