// The guests' repository on both engines (issue 29 item 4): a guest with their household's name and tags,
// a household's members in the order the couple added them, the whole list, the names a lookup matches
// against, and a guest's row changed inside and outside a transaction; the couple's list: add, change and
// delete with households, the counts, the CSV import in one transaction, the list's pages, and two adds at
// the plan's limit at once.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Role } from '../../src/core/db/schema';
import { portable } from '../../src/core/db/store/portable';
import { guestsRepository } from '../../src/features/guests';
import { addGuest, deleteGuest, importGuests, previewImport, updateGuest } from '../../src/features/guests/domain/guest-list';
import { listGuestPage } from '../../src/features/guests/domain/guest-page';
import type { GuestListQuery } from '../../src/shared/guests/schemas';
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

describeEachEngine('the guest list', ({ store }) => {
  async function couple(role: Role = 'userFree') {
    const userId = newId();
    const weddingId = newId();
    await insertRows(store(), 'users', [{ id: userId, name: 'Ana', email: `${userId}@example.com`, role }]);
    await insertRows(store(), 'weddings', [{ id: weddingId, ownerId: userId, content: {} }]);
    return { weddingId, role };
  }

  it('adds, changes and deletes guests with households, counts them, and forgets a deleted guest in the events that named them', async () => {
    const owner = await couple();
    const guests = guestsRepository(store());
    const bea = await addGuest(guests, owner, { name: 'Bea Bee', email: 'bea@example.com', household: 'The Bees', householdTags: ['family'], tags: ['vip'] });
    const cal = await addGuest(guests, owner, { name: 'Cal Bee', household: ' the  bees ', plusOneName: 'Dee' });
    expect(cal).toMatchObject({ householdId: bea.householdId, householdName: 'The Bees', householdTags: ['family'], plusOneAllowed: true, plusOneName: 'Dee' });
    await expect(addGuest(guests, owner, { name: 'bea bee', email: 'BEA@example.com' })).rejects.toMatchObject({ code: 'guests.duplicate' });
    expect(await guests.counts(owner.weddingId)).toEqual({ total: 2, plusOnes: 1, Awaiting: 2, Accepted: 0, Declined: 0 });
    expect(await guests.seatsUsed(owner.weddingId)).toBe(3);

    const changed = await updateGuest(guests, owner, { guestId: cal.id, status: 'Accepted', household: 'Cals', plusOneAllowed: false });
    expect(changed).toMatchObject({ status: 'Accepted', householdName: 'Cals', plusOneAllowed: false, plusOneName: null });
    expect(changed.respondedAt).toBeInstanceOf(Date);
    expect(await guests.counts(owner.weddingId)).toEqual({ total: 2, plusOnes: 0, Awaiting: 1, Accepted: 1, Declined: 0 });

    const eventId = newId();
    await insertRows(store(), 'weddingEvents', [
      { id: eventId, weddingId: owner.weddingId, title: 'Dinner', startsAt: at(60), endsAt: at(120), forEveryone: false, inviteGuestIds: [bea.id, cal.id] },
    ]);
    await deleteGuest(guests, owner, bea.id);
    await expect(deleteGuest(guests, owner, bea.id)).rejects.toMatchObject({ code: 'guest.not-found' });
    // The Bees has no member left and is gone; Dinner names Cal only.
    expect((await guests.households(owner.weddingId)).map((h) => h.name)).toEqual(['Cals']);
    const { t, sql } = portable(store());
    expect((await sql().select({ ids: t.weddingEvents.inviteGuestIds }).from(t.weddingEvents).where(eq(t.weddingEvents.id, eventId)))[0]?.ids).toEqual([
      cal.id,
    ]);
  });

  it('imports a file in one transaction (households created once, the file order kept) and refuses a file past the limit writing nothing', async () => {
    const owner = await couple();
    const guests = guestsRepository(store());
    const rows = Array.from({ length: 40 }, (_, i) => `Guest ${i},g${i}@example.com,Family ${i % 7}`);
    const { summary } = await importGuests(guests, owner, ['Name,Email,Household', ...rows, 'Guest 1,g1@example.com,Family 1'].join('\n'));
    expect(summary).toMatchObject({ toImport: 40, duplicates: 1 });
    const all = await guests.all(owner.weddingId);
    expect(all.map((g) => g.name)).toEqual(Array.from({ length: 40 }, (_, i) => `Guest ${i}`));
    expect(new Set(all.map((g) => g.householdId)).size).toBe(7);
    expect((await guests.households(owner.weddingId)).length).toBe(7);

    const tooMany = ['Name', ...Array.from({ length: 26 }, (_, i) => `Late ${i}`)].join('\n');
    expect((await previewImport(guests, owner, tooMany)).summary).toMatchObject({ toImport: 26, fitsLimit: false });
    await expect(importGuests(guests, owner, tooMany)).rejects.toMatchObject({ code: 'plan.guest-limit' });
    expect(await guests.seatsUsed(owner.weddingId)).toBe(40);
  });

  it('pages the list by search, status, tag (own or household, case aside) and sort, with a cursor', async () => {
    const owner = await couple('userPaid');
    const guests = guestsRepository(store());
    await addGuest(guests, owner, { name: 'Émile Zola', household: 'Writers', householdTags: ['Rehearsal'] }, at(1));
    await addGuest(guests, owner, { name: 'Ann Able', email: 'ann@Example.com', status: 'Accepted' }, at(2));
    await addGuest(guests, owner, { name: 'Bob Brown', tags: ['rehearsal'] }, at(3));
    await addGuest(guests, owner, { name: '100%_real' }, at(4));
    const names = async (query: Partial<GuestListQuery>) => (await listGuestPage(guests, owner.weddingId, { limit: 250, ...query })).guests.map((g) => g.name);
    expect(await names({})).toEqual(['100%_real', 'Bob Brown', 'Ann Able', 'Émile Zola']);
    expect(await names({ sort: 'a-z' })).toEqual(['100%_real', 'Ann Able', 'Bob Brown', 'Émile Zola']);
    expect(await names({ search: 'emile' })).toEqual(['Émile Zola']);
    expect(await names({ search: 'writ' })).toEqual(['Émile Zola']);
    expect(await names({ search: 'EXAMPLE.com' })).toEqual(['Ann Able']);
    expect(await names({ search: '%_' })).toEqual(['100%_real']);
    expect(await names({ status: 'Accepted' })).toEqual(['Ann Able']);
    expect(await names({ tag: 'REHEARSAL', sort: 'oldest' })).toEqual(['Émile Zola', 'Bob Brown']);
    const first = await listGuestPage(guests, owner.weddingId, { limit: 3, sort: 'z-a' });
    expect(first.guests.map((g) => g.name)).toEqual(['Émile Zola', 'Bob Brown', 'Ann Able']);
    expect(await names({ limit: 3, sort: 'z-a', cursor: first.nextCursor! })).toEqual(['100%_real']);
  });

  it('two simultaneous adds at the limit: one passes, the other is refused, the limit is never passed (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await couple();
      const guests = guestsRepository(store());
      await importGuests(guests, owner, ['Name', ...Array.from({ length: 64 }, (_, i) => `Guest ${i}`)].join('\n'));
      const results = await Promise.allSettled([addGuest(guests, owner, { name: 'Racer A' }), addGuest(guests, owner, { name: 'Racer B' })]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'plan.guest-limit' } });
      expect(await guests.seatsUsed(owner.weddingId)).toBe(65);
    }
  });
});
