// The checks before print (issue 24 item 5) on plain data (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { chartChecks } from './checks';
import type { Attendance } from './people';

const person = (id: string, attendance: Attendance, tableId: string | null, extra: { partyId?: string; household?: boolean; meal?: string | null } = {}) => ({
  id,
  name: id.toUpperCase(),
  partyId: extra.partyId ?? id,
  partyName: `Party ${extra.partyId ?? id}`,
  household: extra.household ?? false,
  attendance,
  tableId,
  meal: extra.meal ?? null,
});

const table = (id: string, seated: number, capacity: number) => ({ id, name: `Table ${id}`, seated, capacity });

describe('chartChecks', () => {
  it('is empty for a chart with everyone attending seated within capacity', () => {
    expect(chartChecks([table('t1', 2, 2)], [person('a', 'attending', 't1'), person('b', 'attending', 't1')], false)).toEqual({
      unseated: [],
      notAttending: [],
      splitHouseholds: [],
      overCapacity: [],
      noMeal: null,
      count: 0,
    });
  });

  it('lists attending people without a seat, not those declined or awaiting', () => {
    const checks = chartChecks([], [person('a', 'attending', null), person('b', 'declined', null), person('c', 'awaiting', null)], false);
    expect(checks.unseated).toEqual([{ id: 'a', name: 'A' }]);
    expect(checks.count).toBe(1);
  });

  it('flags seated people who declined or have not answered, with their table', () => {
    const checks = chartChecks([], [person('a', 'declined', 't1'), person('b', 'awaiting', 't2'), person('c', 'attending', 't1')], false);
    expect(checks.notAttending).toEqual([
      { id: 'a', name: 'A', attendance: 'declined', tableId: 't1' },
      { id: 'b', name: 'B', attendance: 'awaiting', tableId: 't2' },
    ]);
  });

  it('finds a household split over tables, but not a party of one nor a declined member elsewhere', () => {
    const checks = chartChecks(
      [],
      [
        person('a', 'attending', 't1', { partyId: 'h1', household: true }),
        person('b', 'attending', 't2', { partyId: 'h1', household: true }),
        person('c', 'attending', 't1', { partyId: 'h2', household: true }),
        person('d', 'declined', 't3', { partyId: 'h2', household: true }),
        person('e', 'attending', 't1', { partyId: 'h3', household: false }),
        person('f', 'attending', 't2', { partyId: 'h3', household: false }),
      ],
      false,
    );
    expect(checks.splitHouseholds).toEqual([{ id: 'h1', name: 'Party h1', tableIds: ['t1', 't2'] }]);
  });

  it('lists tables over capacity (more than its seats, not equal)', () => {
    expect(chartChecks([table('t1', 9, 8), table('t2', 8, 8)], [], false).overCapacity).toEqual([{ id: 't1', name: 'Table t1', seated: 9, capacity: 8 }]);
  });

  it('lists attending people without a meal only when the RSVP asks one, and counts every item', () => {
    const people = [person('a', 'attending', 't1', { meal: 'Fish' }), person('b', 'attending', null), person('c', 'declined', 't1')];
    expect(chartChecks([table('t1', 3, 2)], people, false).noMeal).toBeNull();
    const checks = chartChecks([table('t1', 3, 2)], people, true);
    expect(checks.noMeal).toEqual([{ id: 'b', name: 'B' }]);
    expect(checks.count).toBe(4);
  });
});
