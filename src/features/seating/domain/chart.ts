// A seating chart per event (issue 24 items 1, 2, 3, 5, 6, 8): reading it with who is still to seat and
// the checks before print, and every change to it. Each change is one transaction that raises the chart's
// version from the one the caller saw, so two people arranging the same chart never lose a move: the
// second gets seating.conflict and reloads.
import { eventsOf, MAIN_EVENT_ID, type WeddingEvent } from '../../../shared/events/event-list';
import type { SeatingChartRow, SeatingSeatRow, SeatingTableRow } from '../../../core/db/schema';
import { UserError } from '../../../core/errors';
import { autoSeat, type AutoRules } from './auto-seat';
import { chartChecks, type ChartChecks } from './checks';
import { SEATING_MESSAGES as M, MAX_TABLES } from './messages';
import { parsePersonId, peopleAt, type Person } from './people';
import type { SeatingRepository, TableValues } from './repository';

export type SeatingWedding = Parameters<typeof eventsOf>[1] & { id: string };

export interface SeatedPerson extends Person {
  tableId: string | null;
  /** Their meal answer, when the RSVP asks one. */
  meal: string | null;
  /** Their answer about allergies or diet, when the RSVP asks one. */
  diet: string | null;
}

export interface ChartTable extends Omit<SeatingTableRow, 'chartId'> {
  seated: number;
  overCapacity: boolean;
}

export interface Party {
  id: string;
  name: string;
  household: boolean;
  people: SeatedPerson[];
}

export interface SeatingChart {
  event: { id: string; title: string };
  events: { id: string; title: string }[];
  version: number;
  lockedAt: Date | null;
  changedSincePrinted: boolean;
  showToGuests: boolean;
  tables: ChartTable[];
  /** Everyone invited to the event, with their table. */
  people: SeatedPerson[];
  /** Parties (households, or a guest alone) with attending people not seated yet, with those people. */
  toSeat: Party[];
  checks: ChartChecks;
}

const MEAL = /\b(meal|menu|entr[ée]e|main course|dinner)/i;
const DIET = /\b(allerg|diet|intoleran)/i;

/** The wedding's events in time order: each has a chart. */
export async function seatingEvents(repository: SeatingRepository, wedding: SeatingWedding) {
  return eventsOf(await repository.eventRows(wedding.id), wedding);
}

function findEvent(events: WeddingEvent[], eventId: string): WeddingEvent {
  const event = events.find((e) => e.id === eventId);
  if (!event) throw new UserError('seating.event-not-found', M.eventNotFound);
  return event;
}

/** The event's chart row, if any; the chart of the main day read from the date follows the day when it is saved. */
async function chartRow(repository: SeatingRepository, weddingId: string, event: WeddingEvent): Promise<SeatingChartRow | undefined> {
  const found = await repository.chart(weddingId, event.id);
  if (found || !event.main || event.id === MAIN_EVENT_ID) return found;
  if (!(await repository.chart(weddingId, MAIN_EVENT_ID))) return undefined;
  return repository.transaction(async () => {
    if (!(await repository.chart(weddingId, event.id))) await repository.moveChart(weddingId, MAIN_EVENT_ID, event.id);
    return repository.chart(weddingId, event.id);
  });
}

/** Each person's answer to the first per-person RSVP question about this event whose label matches; null without one. */
async function answersMatching(repository: SeatingRepository, weddingId: string, eventId: string, label: RegExp): Promise<Map<string, string> | null> {
  const question = (await repository.rsvpQuestions(weddingId)).find(
    (q) => q.scope === 'guest' && (q.eventId === null || q.eventId === eventId) && label.test(q.label),
  );
  if (!question) return null;
  const found = new Map<string, string>();
  for (const answer of await repository.answers([question.id]))
    if (answer.value.trim()) found.set(answer.plusOne ? `${answer.guestId}.plus-one` : answer.guestId, answer.value.trim());
  return found;
}

function seatKey(seat: Pick<SeatingSeatRow, 'guestId' | 'plusOne'>) {
  return seat.plusOne ? `${seat.guestId}.plus-one` : seat.guestId;
}

/** The chart of one event as the couple sees it (nothing is written, but a moved main day's chart follows it). */
export async function readChart(repository: SeatingRepository, wedding: SeatingWedding, eventId: string): Promise<SeatingChart> {
  const events = await seatingEvents(repository, wedding);
  const event = findEvent(events, eventId);
  const row = await chartRow(repository, wedding.id, event);
  const [guests, answers, tableRows, seatRows, meals, diets] = await Promise.all([
    repository.guests(wedding.id),
    repository.eventAnswers(wedding.id),
    row ? repository.tables(row.id) : Promise.resolve([]),
    row ? repository.seats(row.id) : Promise.resolve([]),
    answersMatching(repository, wedding.id, event.id, MEAL),
    answersMatching(repository, wedding.id, event.id, DIET),
  ]);
  const tableOf = new Map(seatRows.map((seat) => [seatKey(seat), seat.tableId]));
  const people: SeatedPerson[] = peopleAt(event, events, guests, answers).map((person) => ({
    ...person,
    tableId: tableOf.get(person.id) ?? null,
    meal: meals?.get(person.id) ?? null,
    diet: diets?.get(person.id) ?? null,
  }));
  const seatedAt = new Map<string, number>();
  for (const seat of seatRows) seatedAt.set(seat.tableId, (seatedAt.get(seat.tableId) ?? 0) + 1);
  const tables: ChartTable[] = tableRows.map(({ chartId: _, ...table }) => {
    const seated = seatedAt.get(table.id) ?? 0;
    return { ...table, seated, overCapacity: seated > table.capacity };
  });
  const parties = new Map<string, Party>();
  for (const person of people) {
    if (person.attendance !== 'attending' || person.tableId) continue;
    const party = parties.get(person.partyId) ?? { id: person.partyId, name: person.partyName, household: person.household, people: [] };
    party.people.push(person);
    parties.set(person.partyId, party);
  }
  const version = row?.version ?? 0;
  return {
    event: { id: event.id, title: event.title },
    events: events.map((e) => ({ id: e.id, title: e.title })),
    version,
    lockedAt: row?.lockedAt ?? null,
    changedSincePrinted: row?.lockedVersion != null && version > row.lockedVersion,
    showToGuests: row?.showToGuests ?? false,
    tables,
    people,
    toSeat: [...parties.values()],
    checks: chartChecks(tables, people, meals !== null),
  };
}

/**
 * One change to the event's chart: in one transaction, the chart (made on its first change) moves from
 * `version` to the next, or the change is refused because someone else changed it since.
 */
async function change<T>(
  repository: SeatingRepository,
  wedding: SeatingWedding,
  eventId: string,
  version: number,
  fn: (chart: SeatingChartRow, event: WeddingEvent, events: WeddingEvent[]) => Promise<T>,
): Promise<T> {
  const events = await seatingEvents(repository, wedding);
  const event = findEvent(events, eventId);
  await chartRow(repository, wedding.id, event);
  return repository.transaction(async () => {
    const chart = (await repository.chart(wedding.id, event.id)) ?? (await repository.createChart(wedding.id, event.id));
    if (!(await repository.bumpVersion(chart.id, version))) throw new UserError('seating.conflict', M.conflict, { version: chart.version });
    return fn({ ...chart, version: version + 1 }, event, events);
  });
}

/** The chart's tables become these, in this order (an `id` keeps that table and its seats; tables left out go). */
export async function saveTables(repository: SeatingRepository, wedding: SeatingWedding, eventId: string, version: number, tables: TableValues[]) {
  if (tables.length > MAX_TABLES) throw new UserError('seating.too-many-tables', M.tooManyTables);
  return change(repository, wedding, eventId, version, async (chart) => {
    const known = new Set((await repository.tables(chart.id)).map((t) => t.id));
    for (const table of tables) if (table.id && !known.has(table.id)) throw new UserError('seating.table-not-found', M.tableNotFound);
    await repository.replaceTables(chart.id, tables);
    return { version: chart.version };
  });
}

/** Adds one table at the end (the page's form). */
export async function addTable(repository: SeatingRepository, wedding: SeatingWedding, eventId: string, version: number, table: Omit<TableValues, 'id'>) {
  return change(repository, wedding, eventId, version, async (chart) => {
    const existing = await repository.tables(chart.id);
    if (existing.length >= MAX_TABLES) throw new UserError('seating.too-many-tables', M.tooManyTables);
    await repository.replaceTables(chart.id, [...existing, table]);
    return { version: chart.version };
  });
}

/** Changes one table's name, shape, seats or couple's mark (its place, turn and people stay). */
export async function editTable(
  repository: SeatingRepository,
  wedding: SeatingWedding,
  eventId: string,
  version: number,
  tableId: string,
  values: Pick<TableValues, 'name' | 'shape' | 'capacity' | 'couple'>,
) {
  return change(repository, wedding, eventId, version, async (chart) => {
    const existing = await repository.tables(chart.id);
    if (!existing.some((t) => t.id === tableId)) throw new UserError('seating.table-not-found', M.tableNotFound);
    await repository.replaceTables(
      chart.id,
      existing.map(({ chartId: _, position: __, ...t }) => (t.id === tableId ? { ...t, ...values } : t)),
    );
    return { version: chart.version };
  });
}

/** Removes one table; its people go back to "To seat". */
export async function removeTable(repository: SeatingRepository, wedding: SeatingWedding, eventId: string, version: number, tableId: string) {
  return change(repository, wedding, eventId, version, async (chart) => {
    const existing = await repository.tables(chart.id);
    if (!existing.some((t) => t.id === tableId)) throw new UserError('seating.table-not-found', M.tableNotFound);
    await repository.replaceTables(
      chart.id,
      existing.filter((t) => t.id !== tableId),
    );
    return { version: chart.version };
  });
}

export type AssignTarget = { guestIds: string[] } | { householdId: string };

/** The people a move names, each checked: invited to the event, and attending it when they are to sit down. */
function chosenPeople(target: AssignTarget, people: Person[], seating: boolean, eventTitle: string): Person[] {
  const byId = new Map(people.map((p) => [p.id, p]));
  let chosen: Person[];
  if ('householdId' in target) {
    const party = people.filter((p) => p.partyId === target.householdId);
    if (party.length === 0) throw new UserError('seating.unknown-person', M.unknownPerson);
    chosen = seating ? party.filter((p) => p.attendance === 'attending') : party;
    if (chosen.length === 0) throw new UserError('seating.nobody-to-seat', M.nobodyToSeat);
    return chosen;
  }
  chosen = [...new Set(target.guestIds)].map((id) => {
    const person = parsePersonId(id) && byId.get(id);
    if (!person) throw new UserError('seating.unknown-person', M.unknownPerson, { id });
    return person;
  });
  if (seating)
    for (const person of chosen) {
      if (person.attendance === 'declined') throw new UserError('seating.not-attending', M.declined(person.name, eventTitle), { id: person.id });
      if (person.attendance === 'awaiting') throw new UserError('seating.not-attending', M.awaiting(person.name, eventTitle), { id: person.id });
    }
  return chosen;
}

/** Seats the people named (or a household's attending people) at a table, or (`tableId` null) unseats them. */
export async function assignSeats(
  repository: SeatingRepository,
  wedding: SeatingWedding,
  eventId: string,
  version: number,
  target: AssignTarget,
  tableId: string | null,
) {
  return change(repository, wedding, eventId, version, async (chart, event, events) => {
    const tables = await repository.tables(chart.id);
    const table = tableId === null ? null : tables.find((t) => t.id === tableId);
    if (table === undefined) throw new UserError('seating.table-not-found', M.tableNotFound);
    const people = peopleAt(event, events, await repository.guests(wedding.id), await repository.eventAnswers(wedding.id));
    const chosen = chosenPeople(target, people, table !== null, event.title);
    await repository.placePeople(chart.id, chosen, table?.id ?? null);
    return {
      version: chart.version,
      msg: table ? M.seated(chosen.length, table.name) : M.unseated(chosen.length),
      people: chosen.map((p) => p.id),
    };
  });
}

/** Applies a proposal (or any list of moves): every person named sits at their table. */
export async function applySeats(
  repository: SeatingRepository,
  wedding: SeatingWedding,
  eventId: string,
  version: number,
  seats: { id: string; tableId: string }[],
) {
  return change(repository, wedding, eventId, version, async (chart, event, events) => {
    const tables = new Set((await repository.tables(chart.id)).map((t) => t.id));
    for (const seat of seats) if (!tables.has(seat.tableId)) throw new UserError('seating.table-not-found', M.tableNotFound);
    const people = peopleAt(event, events, await repository.guests(wedding.id), await repository.eventAnswers(wedding.id));
    const chosen = chosenPeople({ guestIds: seats.map((s) => s.id) }, people, true, event.title);
    const tableOf = new Map(seats.map((s) => [s.id, s.tableId]));
    await repository.placeEach(
      chart.id,
      chosen.map((p) => ({ guestId: p.guestId, plusOne: p.plusOne, tableId: tableOf.get(p.id)! })),
    );
    return { version: chart.version, msg: M.applied(chosen.length) };
  });
}

/** "Release seats of declined guests": every seated person who declined the event goes back to nobody's table. */
export async function releaseDeclined(repository: SeatingRepository, wedding: SeatingWedding, eventId: string, version: number) {
  return change(repository, wedding, eventId, version, async (chart, event, events) => {
    const seated = new Set((await repository.seats(chart.id)).map(seatKey));
    const people = peopleAt(event, events, await repository.guests(wedding.id), await repository.eventAnswers(wedding.id));
    const declined = people.filter((p) => p.attendance === 'declined' && seated.has(p.id));
    await repository.placePeople(chart.id, declined, null);
    return { version: chart.version, msg: M.released(declined.length), released: declined.map((p) => p.id), eventTitle: event.title };
  });
}

/** Locking stamps the chart as printed: any later change shows "changed since printed". */
export async function lockChart(repository: SeatingRepository, wedding: SeatingWedding, eventId: string, version: number, at = new Date()) {
  return change(repository, wedding, eventId, version, async (chart) => {
    await repository.lock(chart.id, chart.version, at);
    return { version: chart.version, msg: M.locked };
  });
}

/** Whether guests may look up their table for this event. */
export async function showToGuests(repository: SeatingRepository, wedding: SeatingWedding, eventId: string, version: number, show: boolean) {
  return change(repository, wedding, eventId, version, async (chart) => {
    await repository.setShowToGuests(chart.id, show);
    return { version: chart.version, msg: show ? M.shown : M.hidden };
  });
}

/** Copies another event's tables (not its seats: who attends differs per event). */
export async function copyTables(repository: SeatingRepository, wedding: SeatingWedding, eventId: string, version: number, fromEventId: string) {
  const from = await readChart(repository, wedding, fromEventId);
  return change(repository, wedding, eventId, version, async (chart) => {
    const tables = from.tables.map(({ name, shape, capacity, x, y, rotation, couple }) => ({ name, shape, capacity, x, y, rotation, couple }));
    await repository.replaceTables(chart.id, [...(await repository.tables(chart.id)), ...tables].slice(0, MAX_TABLES));
    return { version: chart.version, msg: M.copied(tables.length) };
  });
}

/** Auto-seat's proposal for who is still to seat (nothing is saved: the couple applies it or discards it). */
export async function proposeSeats(repository: SeatingRepository, wedding: SeatingWedding, eventId: string, rules: AutoRules) {
  const chart = await readChart(repository, wedding, eventId);
  const tables = chart.tables.map((t) => ({
    id: t.id,
    capacity: t.capacity,
    couple: t.couple,
    seated: chart.people.filter((p) => p.tableId === t.id).map((p) => p.id),
  }));
  const people = chart.toSeat.flatMap((party) => party.people.map((p) => ({ id: p.id, partyId: p.partyId })));
  return { version: chart.version, ...autoSeat(tables, people, rules) };
}
