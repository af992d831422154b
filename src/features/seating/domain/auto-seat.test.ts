// Auto-seat's rules on generated weddings (issue 24 item 4): whole households first, singles after,
// "keep together" and "keep apart" pairs, the couple's table kept, and nobody placed twice or over capacity.
import { describe, expect, it } from 'vitest';
import { type AutoPerson, type AutoTable, autoSeat } from './auto-seat';

/** A generated wedding: `households` parties of 1 to 5 people (a seeded sequence), and round tables of `capacity`. */
function generated(households: number, tableCount: number, capacity: number, seed = 7) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const people: AutoPerson[] = [];
  for (let h = 0; h < households; h++) {
    const size = 1 + Math.floor(next() * 5);
    for (let i = 0; i < size; i++) people.push({ id: `h${h}p${i}`, partyId: `h${h}` });
  }
  const tables: AutoTable[] = Array.from({ length: tableCount }, (_, i) => ({ id: `t${i}`, capacity, couple: false, seated: [] }));
  return { people, tables };
}

function tableOf(proposal: ReturnType<typeof autoSeat>) {
  return new Map(proposal.seats.map((s) => [s.id, s.tableId]));
}

describe('auto-seat', () => {
  it('keeps every household that fits a table whole, never overfills, and places everyone when there is room', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { people, tables } = generated(40, 14, 10, seed);
      const proposal = autoSeat(tables, people);
      const at = tableOf(proposal);
      expect(proposal.seats.length + proposal.unplaced.length).toBe(people.length);
      expect(new Set(proposal.seats.map((s) => s.id)).size).toBe(proposal.seats.length);
      for (const table of tables) expect(proposal.seats.filter((s) => s.tableId === table.id).length).toBeLessThanOrEqual(table.capacity);
      const parties = new Map<string, Set<string | undefined>>();
      for (const p of people) parties.set(p.partyId, (parties.get(p.partyId) ?? new Set()).add(at.get(p.id)));
      // Households (up to 5 people, tables of 10) are never split.
      for (const [, seatedAt] of parties) expect(seatedAt.size).toBe(1);
      if (people.length <= 140) expect(proposal.unplaced).toEqual([]);
    }
  });

  it('keeps the couple’s table for the couple, keeps together pairs together and apart pairs apart', () => {
    const tables: AutoTable[] = [
      { id: 'couple', capacity: 2, couple: true, seated: ['bride', 'groom'] },
      { id: 'a', capacity: 4, couple: false, seated: ['uncle'] },
      { id: 'b', capacity: 4, couple: false, seated: [] },
    ];
    const people: AutoPerson[] = [
      { id: 'aunt', partyId: 'aunt' },
      { id: 'ex', partyId: 'ex' },
      { id: 'x1', partyId: 'x' },
      { id: 'x2', partyId: 'x' },
      { id: 'friend', partyId: 'friend' },
    ];
    const proposal = autoSeat(tables, people, { keepTogether: [['friend', 'x1']], keepApart: [['ex', 'uncle']] });
    const at = tableOf(proposal);
    expect([...at.values()]).not.toContain('couple');
    expect(at.get('ex')).toBe('b');
    expect(at.get('friend')).toBe(at.get('x1'));
    expect(at.get('x2')).toBe(at.get('x1'));
    expect(proposal.unplaced).toEqual([]);
  });

  it('splits a household only when no table holds it, and leaves who fits nowhere unplaced', () => {
    const tables: AutoTable[] = [
      { id: 'a', capacity: 3, couple: false, seated: [] },
      { id: 'b', capacity: 2, couple: false, seated: [] },
    ];
    const people: AutoPerson[] = Array.from({ length: 6 }, (_, i) => ({ id: `p${i}`, partyId: 'big' }));
    const proposal = autoSeat(tables, people);
    expect(proposal.seats.filter((s) => s.tableId === 'a')).toHaveLength(3);
    expect(proposal.seats.filter((s) => s.tableId === 'b')).toHaveLength(2);
    expect(proposal.unplaced).toEqual(['p5']);
  });
});
