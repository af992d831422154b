// Auto-seat (issue 24 item 4): a proposal, never saved by itself. Given the tables and who is still to
// seat, it fills whole households first (largest first, each at the table it fits best), then singles;
// "keep together" pairs travel as one party, "keep apart" pairs never share a table, and the couple's
// table is kept for the people already there. Someone who fits nowhere is left for the couple.

export interface AutoTable {
  id: string;
  capacity: number;
  couple: boolean;
  /** People already seated there (they stay). */
  seated: string[];
}

export interface AutoPerson {
  id: string;
  partyId: string;
}

export interface AutoRules {
  keepTogether: [string, string][];
  keepApart: [string, string][];
}

export interface Proposal {
  seats: { id: string; tableId: string }[];
  /** People no table had room for (or only tables they must keep apart from). */
  unplaced: string[];
}

/** Union-find over party ids: keep-together pairs join their parties. */
function joinParties(people: AutoPerson[], together: [string, string][]): Map<string, string[]> {
  const parent = new Map<string, string>();
  const root = (id: string): string => {
    let r = id;
    while (parent.get(r) !== undefined && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(id, r);
    return r;
  };
  const partyOf = new Map(people.map((p) => [p.id, p.partyId]));
  for (const p of people) parent.set(p.partyId, parent.get(p.partyId) ?? p.partyId);
  for (const [a, b] of together) {
    const pa = partyOf.get(a);
    const pb = partyOf.get(b);
    if (pa && pb) parent.set(root(pa), root(pb));
  }
  const groups = new Map<string, string[]>();
  for (const p of people) {
    const r = root(p.partyId);
    groups.set(r, [...(groups.get(r) ?? []), p.id]);
  }
  return groups;
}

export function autoSeat(tables: AutoTable[], people: AutoPerson[], rules: AutoRules = { keepTogether: [], keepApart: [] }): Proposal {
  const apart = new Map<string, Set<string>>();
  for (const [a, b] of rules.keepApart) {
    if (a === b) continue;
    apart.set(a, (apart.get(a) ?? new Set()).add(b));
    apart.set(b, (apart.get(b) ?? new Set()).add(a));
  }
  const open = tables.filter((t) => !t.couple).map((t) => ({ id: t.id, free: t.capacity - t.seated.length, at: new Set(t.seated) }));
  const fitsWith = (table: (typeof open)[number], ids: string[]) => ids.every((id) => ![...(apart.get(id) ?? [])].some((other) => table.at.has(other)));
  const place = (table: (typeof open)[number], ids: string[], seats: Proposal['seats']) => {
    for (const id of ids) {
      table.at.add(id);
      seats.push({ id, tableId: table.id });
    }
    table.free -= ids.length;
  };

  // Households (and kept-together groups) first, largest first; singles last.
  const groups = [...joinParties(people, rules.keepTogether).values()].sort((a, b) => {
    const single = Number(a.length === 1) - Number(b.length === 1);
    return single !== 0 ? single : b.length - a.length;
  });
  const seats: Proposal['seats'] = [];
  const unplaced: string[] = [];
  for (const group of groups) {
    // The table it fits best: the least room left over that still holds the whole group.
    let best: (typeof open)[number] | undefined;
    const splitInside = group.some((id) => group.some((other) => apart.get(id)?.has(other)));
    if (!splitInside) for (const table of open) if (table.free >= group.length && fitsWith(table, group) && (!best || table.free < best.free)) best = table;
    if (best) {
      place(best, group, seats);
      continue;
    }
    // Too big for any one table: as few tables as possible, the roomiest first.
    let rest = group;
    for (const table of [...open].sort((a, b) => b.free - a.free)) {
      if (rest.length === 0) break;
      const placed = new Set<string>();
      for (const id of rest)
        if (table.free > 0 && fitsWith(table, [id])) {
          place(table, [id], seats);
          placed.add(id);
        }
      rest = rest.filter((id) => !placed.has(id));
    }
    unplaced.push(...rest);
  }
  return { seats, unplaced };
}
