// The guest list's rules on the in-memory repository (issue 29 item 7): the plan's seats with
// plus-ones, duplicates, households made and dropped, the import's all-or-nothing, and a deleted guest
// leaving the events that named them. The SQL behind the same interface is tests/contract's.
import { describe, expect, it } from 'vitest';
import { addGuest, deleteGuest, importGuests, previewImport, updateGuest } from './guest-list';
import { memoryGuestsRepository } from './repository.memory';
import { refusedWith } from '../../../../tests/helpers/refusal';

const free = { weddingId: 'w1', role: 'userFree' as const };
const pro = { weddingId: 'w1', role: 'userPaid' as const };

async function fill(repository: ReturnType<typeof memoryGuestsRepository>, count: number, weddingId = 'w1') {
  const names = Array.from({ length: count }, (_, index) => `Guest ${index + 1}`);
  await repository.insert(names.map((name) => ({ weddingId, name, nameKey: name.toLowerCase(), createdAt: new Date(0), updatedAt: new Date(0) })));
}

describe('the plan’s guest limit (plus-ones take a seat)', () => {
  it('adds the 65th guest on Free and refuses the 66th with the limit and the upgrade, 350 on Pro', async () => {
    const repository = memoryGuestsRepository();
    await fill(repository, 64);
    await addGuest(repository, free, { name: 'Sixty Five' });
    const refused = await refusedWith(addGuest(repository, free, { name: 'Sixty Six' }));
    expect([refused.code, refused.message]).toEqual(['plan.guest-limit', 'Your plan allows 65 guests. Upgrade to Pro for up to 350.']);
    expect(refused.extra).toEqual({ guestLimit: 65, seatsUsed: 65 });
    await fill(repository, 284);
    await addGuest(repository, pro, { name: 'Three Fifty' });
    expect((await refusedWith(addGuest(repository, pro, { name: 'One More' }))).message).toBe('Your plan allows 350 guests, plus-ones included.');
    expect(await repository.seatsUsed('w1')).toBe(350);
  });

  it('counts a plus-one, named or only allowed, and allowing one later needs the seat', async () => {
    const repository = memoryGuestsRepository();
    await fill(repository, 63);
    const ann = await addGuest(repository, free, { name: 'Ann', plusOneName: 'Bo' });
    expect([ann.plusOneAllowed, ann.plusOneName, await repository.seatsUsed('w1')]).toEqual([true, 'Bo', 65]);
    expect((await refusedWith(addGuest(repository, free, { name: 'Dee', plusOneAllowed: true }))).code).toBe('plan.guest-limit');
    const cy = await addGuest(repository, pro, { name: 'Cy' });
    expect((await refusedWith(updateGuest(repository, free, { guestId: cy.id, plusOneAllowed: true }))).code).toBe('plan.guest-limit');
    expect((await repository.find('w1', cy.id))?.plusOneAllowed).toBe(false);
  });

  it('counts each wedding on its own', async () => {
    const repository = memoryGuestsRepository();
    await fill(repository, 65, 'w2');
    await addGuest(repository, free, { name: 'Ann' });
    expect([await repository.seatsUsed('w1'), await repository.seatsUsed('w2')]).toEqual([1, 65]);
  });
});

describe('duplicates', () => {
  it('refuses the same name without an e-mail, the same name and e-mail, and lets an e-mail tell two apart', async () => {
    const repository = memoryGuestsRepository();
    await addGuest(repository, free, { name: 'José García' });
    expect((await refusedWith(addGuest(repository, free, { name: 'jose  garcia' }))).message).toBe(
      'A guest with this name is already on your list. Add an email to tell them apart.',
    );
    await addGuest(repository, free, { name: 'José García', email: 'jose@example.com' });
    expect((await refusedWith(addGuest(repository, free, { name: 'JOSE GARCIA', email: 'jose@example.com' }))).code).toBe('guests.duplicate');
    expect((await repository.counts('w1')).total).toBe(2);
  });

  it('refuses renaming a guest into another one, but not saving a guest unchanged', async () => {
    const repository = memoryGuestsRepository();
    await addGuest(repository, free, { name: 'Ann' });
    const bo = await addGuest(repository, free, { name: 'Bo' });
    expect((await refusedWith(updateGuest(repository, free, { guestId: bo.id, name: 'ann' }))).code).toBe('guests.duplicate');
    expect((await updateGuest(repository, free, { guestId: bo.id, name: 'Bo', notes: 'Vegan' })).notes).toBe('Vegan');
  });
});

describe('households', () => {
  it('joins a household by its name (case and accents aside), keeps its tags and drops it when nobody is left', async () => {
    const repository = memoryGuestsRepository();
    const ann = await addGuest(repository, free, { name: 'Ann', household: 'The Lées', householdTags: ['Family'] });
    const bo = await addGuest(repository, free, { name: 'Bo', household: 'the lees' });
    expect(bo.householdId).toBe(ann.householdId);
    expect([bo.householdName, bo.householdTags]).toEqual(['The Lées', ['Family']]);
    await updateGuest(repository, free, { guestId: ann.id, household: '' });
    expect((await repository.households('w1')).map((h) => h.name)).toEqual(['The Lées']);
    await deleteGuest(repository, free, bo.id);
    expect(await repository.households('w1')).toEqual([]);
  });

  it('a deleted guest leaves the events that named them; an unknown guest is not found', async () => {
    const invited = new Map([['rehearsal', [] as string[]]]);
    const repository = memoryGuestsRepository(invited);
    const ann = await addGuest(repository, free, { name: 'Ann' });
    const bo = await addGuest(repository, free, { name: 'Bo' });
    invited.set('rehearsal', [ann.id, bo.id]);
    await deleteGuest(repository, free, ann.id);
    expect(invited.get('rehearsal')).toEqual([bo.id]);
    expect((await refusedWith(deleteGuest(repository, free, ann.id))).code).toBe('guest.not-found');
    expect((await refusedWith(updateGuest(repository, free, { guestId: 'nobody', name: 'X' }))).code).toBe('guest.not-found');
  });
});

describe('the CSV import', () => {
  it('previews without writing, then imports the valid new rows in file order with their households', async () => {
    const repository = memoryGuestsRepository();
    await addGuest(repository, free, { name: 'Already Here' });
    const csv = 'Name,Email,Household,Plus One\nAnn,ann@example.com,Lees,no\nBo,,Lees,yes\nalready here,,,\nCy,bad,,\n';
    const preview = await previewImport(repository, free, csv);
    expect(preview.summary).toMatchObject({ rows: 4, toImport: 2, duplicates: 1, invalid: 1, seatsToAdd: 3, seatsUsed: 1, fitsLimit: true });
    expect((await repository.counts('w1')).total).toBe(1);
    const { summary } = await importGuests(repository, free, csv, new Date('2027-01-01T00:00:00Z'));
    expect(summary.toImport).toBe(2);
    const all = await repository.all('w1');
    expect(all.map((guest) => [guest.name, guest.householdName, guest.plusOneAllowed])).toEqual([
      ['Already Here', null, false],
      ['Ann', 'Lees', false],
      ['Bo', 'Lees', true],
    ]);
    expect((await refusedWith(importGuests(repository, free, csv))).message).toBe('Nothing to import: every row is a duplicate or has an error');
  });

  it('refuses the whole file when it passes the limit, and writes nothing, not even its households', async () => {
    const repository = memoryGuestsRepository();
    await fill(repository, 63);
    const csv = 'Name,Household\nAnn,Lees\nBo,Lees\nCy,Lees\n';
    const preview = await previewImport(repository, free, csv);
    expect(preview.msg).toBe(
      'This file adds 3 guests (plus-ones included) and your list has room for 2. Your plan allows 65 guests. Upgrade to Pro for up to 350.',
    );
    const refused = await refusedWith(importGuests(repository, free, csv));
    expect(refused.code).toBe('plan.guest-limit');
    expect([await repository.seatsUsed('w1'), await repository.households('w1')]).toEqual([63, []]);
    expect((await importGuests(repository, pro, csv)).summary.toImport).toBe(3);
  });

  it('names an unreadable file', async () => {
    const refused = await refusedWith(previewImport(memoryGuestsRepository(), free, 'Name\n"open'));
    expect([refused.code, refused.message]).toEqual(['guests.csv-invalid', 'Line 2: a quoted field is never closed']);
  });
});
