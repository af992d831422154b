// The checks before print (issue 24 item 5): what the couple should look at before printing a chart.
import type { Attendance } from './people';

interface PersonForChecks {
  id: string;
  name: string;
  partyId: string;
  partyName: string;
  household: boolean;
  attendance: Attendance;
  tableId: string | null;
  meal: string | null;
}

interface NamedPerson {
  id: string;
  name: string;
}

export interface ChartChecks {
  /** Attending people without a seat. */
  unseated: NamedPerson[];
  /** Seated people who declined the event or have not answered: flagged, kept until released. */
  notAttending: (NamedPerson & { attendance: 'declined' | 'awaiting'; tableId: string })[];
  /** Households whose seated people sit at more than one table. */
  splitHouseholds: { id: string; name: string; tableIds: string[] }[];
  /** Tables with more people than seats (capacity is soft). */
  overCapacity: { id: string; name: string; seated: number; capacity: number }[];
  /** Attending people without a meal answer; null when the RSVP asks no meal question. */
  noMeal: NamedPerson[] | null;
  /** How many things to look at. */
  count: number;
}

export function chartChecks(
  tables: { id: string; name: string; seated: number; capacity: number }[],
  people: PersonForChecks[],
  asksMeal: boolean,
): ChartChecks {
  const named = (p: PersonForChecks) => ({ id: p.id, name: p.name });
  const unseated = people.filter((p) => p.attendance === 'attending' && !p.tableId).map(named);
  const notAttending = people.flatMap((p) =>
    p.tableId && p.attendance !== 'attending' ? [{ ...named(p), attendance: p.attendance, tableId: p.tableId }] : [],
  );
  const tablesOf = new Map<string, { name: string; tableIds: Set<string> }>();
  for (const person of people) {
    if (!person.household || !person.tableId || person.attendance !== 'attending') continue;
    const entry = tablesOf.get(person.partyId) ?? { name: person.partyName, tableIds: new Set<string>() };
    entry.tableIds.add(person.tableId);
    tablesOf.set(person.partyId, entry);
  }
  const splitHouseholds = [...tablesOf.entries()].filter(([, e]) => e.tableIds.size > 1).map(([id, e]) => ({ id, name: e.name, tableIds: [...e.tableIds] }));
  const overCapacity = tables.filter((t) => t.seated > t.capacity).map(({ id, name, seated, capacity }) => ({ id, name, seated, capacity }));
  const noMeal = asksMeal ? people.filter((p) => p.attendance === 'attending' && !p.meal).map(named) : null;
  return {
    unseated,
    notAttending,
    splitHouseholds,
    overCapacity,
    noMeal,
    count: unseated.length + notAttending.length + splitHouseholds.length + overCapacity.length + (noMeal?.length ?? 0),
  };
}
