// Seating charts on both engines (issue 24): the seating repository and domain on a real SQLite file and
// a real PostgreSQL database: a household seated in one move with its plus-ones, tables replaced keeping
// seats, declined people refused then flagged and released, the lock, and concurrent moves on one version
// (one wins, nothing half-written).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { portable } from '../../src/core/db/store/portable';
import { assignSeats, lockChart, proposeSeats, readChart, releaseDeclined, saveTables, showToGuests } from '../../src/features/seating/domain/chart';
import { householdTables } from '../../src/features/seating/domain/guest-tables';
import { seatingRepository } from '../../src/features/seating/domain/repository';
import { seatingWedding } from '../../src/features/seating/tests/fixture';
import { describeEachEngine } from '../helpers/engines';

describeEachEngine('seating', ({ store }) => {
  it('seats a household with its plus-ones, keeps seats when tables are saved again, and refuses a declined guest', async () => {
    const repository = seatingRepository(store());
    const { wedding, ...ids } = await seatingWedding(store());
    await saveTables(repository, wedding, 'wedding-day', 0, [
      { name: 'Table 1', shape: 'round', capacity: 2, x: 0, y: 0, rotation: 0, couple: false },
      { name: 'Table 2', shape: 'head', capacity: 8, x: 100, y: 0, rotation: 90, couple: false },
    ]);
    let chart = await readChart(repository, wedding, 'wedding-day');
    const [one, two] = chart.tables;
    expect(chart.version).toBe(1);
    await assignSeats(repository, wedding, 'wedding-day', 1, { householdId: ids.lees }, one!.id);
    await assignSeats(repository, wedding, 'wedding-day', 2, { guestIds: [ids.eve, `${ids.eve}.plus-one`] }, one!.id);
    chart = await readChart(repository, wedding, 'wedding-day');
    expect(chart.tables[0]).toMatchObject({ seated: 4, overCapacity: true });
    expect(chart.people.filter((p) => p.tableId === one!.id).map((p) => p.name)).toEqual(['Ana Lee', 'Ben Lee', 'Eve Stone', 'Finn Roe']);

    // Saved again in another order, renamed: the kept table keeps its people; a table left out goes.
    await saveTables(repository, wedding, 'wedding-day', 3, [
      { ...two!, name: 'Head' },
      { ...one!, name: 'Family' },
    ]);
    chart = await readChart(repository, wedding, 'wedding-day');
    expect(chart.tables.map((t) => [t.name, t.seated])).toEqual([
      ['Head', 0],
      ['Family', 4],
    ]);
    await saveTables(repository, wedding, 'wedding-day', 4, [{ ...two!, name: 'Head' }]);
    expect((await readChart(repository, wedding, 'wedding-day')).checks.unseated).toHaveLength(6);

    await expect(assignSeats(repository, wedding, 'wedding-day', 5, { guestIds: [ids.cy] }, two!.id)).rejects.toMatchObject({ code: 'seating.not-attending' });
    await expect(assignSeats(repository, wedding, 'wedding-day', 4, { guestIds: [ids.ana] }, two!.id)).rejects.toMatchObject({ code: 'seating.conflict' });
    expect((await readChart(repository, wedding, 'wedding-day')).version).toBe(5);
  });

  it('flags a seated guest who then declines, releases them, and locks the chart', async () => {
    const repository = seatingRepository(store());
    const { wedding, ...ids } = await seatingWedding(store());
    await saveTables(repository, wedding, 'wedding-day', 0, [{ name: 'Table 1', shape: 'round', capacity: 8, x: 0, y: 0, rotation: 0, couple: false }]);
    const tableId = (await readChart(repository, wedding, 'wedding-day')).tables[0]!.id;
    await assignSeats(repository, wedding, 'wedding-day', 1, { householdId: ids.lees }, tableId);
    const { t, sql, transaction } = portable(store());
    await transaction(async () => {
      await sql().update(t.guests).set({ status: 'Declined' }).where(eq(t.guests.id, ids.ben));
    });
    const flagged = await readChart(repository, wedding, 'wedding-day');
    expect(flagged.checks.notAttending.map((p) => p.name)).toEqual(['Ben Lee']);
    expect(await releaseDeclined(repository, wedding, 'wedding-day', 2)).toMatchObject({ released: [ids.ben] });
    await lockChart(repository, wedding, 'wedding-day', 3, new Date('2027-06-01T10:00:00Z'));
    const locked = await readChart(repository, wedding, 'wedding-day');
    expect(locked).toMatchObject({ version: 4, lockedAt: new Date('2027-06-01T10:00:00Z'), changedSincePrinted: false });
    expect(locked.people.filter((p) => p.tableId).map((p) => p.name)).toEqual(['Ana Lee']);

    // A household's own seats for guests: none until the couple shows the chart, then only the seated ones.
    expect(await householdTables(repository, wedding, ids.ben)).toEqual([]);
    await showToGuests(repository, wedding, 'wedding-day', 4, true);
    expect(await householdTables(repository, wedding, ids.ben)).toEqual([{ eventTitle: locked.event.title, seats: [{ name: 'Ana Lee', table: 'Table 1' }] }]);
    expect(await householdTables(repository, wedding, ids.eve)).toEqual([]);
  });

  it('of concurrent moves on one version exactly one is saved, and auto-seat proposes without saving', async () => {
    const repository = seatingRepository(store());
    const { wedding, ...ids } = await seatingWedding(store());
    await saveTables(repository, wedding, 'wedding-day', 0, [
      { name: 'Couple', shape: 'sweetheart', capacity: 2, x: 0, y: 0, rotation: 0, couple: true },
      { name: 'Table 1', shape: 'round', capacity: 4, x: 0, y: 0, rotation: 0, couple: false },
      { name: 'Table 2', shape: 'round', capacity: 4, x: 0, y: 0, rotation: 0, couple: false },
    ]);
    const tables = (await readChart(repository, wedding, 'wedding-day')).tables;
    const moves = [ids.ana, ids.ben, ids.dee, ids.eve].map((id, i) =>
      assignSeats(repository, wedding, 'wedding-day', 1, { guestIds: [id] }, tables[1 + (i % 2)]!.id),
    );
    const results = await Promise.allSettled(moves);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual([
      'seating.conflict',
      'seating.conflict',
      'seating.conflict',
    ]);
    const after = await readChart(repository, wedding, 'wedding-day');
    expect(after.version).toBe(2);
    expect(after.people.filter((p) => p.tableId)).toHaveLength(1);

    const proposal = await proposeSeats(repository, wedding, 'wedding-day', { keepTogether: [], keepApart: [] });
    expect(proposal.seats.some((s) => s.tableId === tables[0]!.id)).toBe(false);
    expect(proposal.seats).toHaveLength(5);
    expect((await readChart(repository, wedding, 'wedding-day')).version).toBe(2);
  });
});
